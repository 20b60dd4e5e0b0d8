import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field } from '../../../../src/server/integrations/acumatica/fields';
import type { AcumaticaPort } from '../../../../src/server/integrations/acumatica/port';
import { expectIntegrationError, type Harness, type HarnessFactory } from '../support/harness';
import { walmartOrder } from './acumatica-orders.contract';

const count = (sku: string, warehouse: string, qty: number) => ({
  InventoryID: field(sku),
  WarehouseID: field(warehouse),
  Qty: field(qty),
});

/** Shipments, invoices, payments, stock, AutoBuild and transfer orders of an Acumatica adapter. */
export function acumaticaFulfilmentContract(name: string, factory: HarnessFactory<AcumaticaPort>): void {
  describe(`${name}: shipments, invoices, payments and stock`, () => {
    let h: Harness<AcumaticaPort>;
    let erp: AcumaticaPort;
    beforeAll(async () => {
      h = await factory();
      erp = h.port('furhaven');
      await erp.applyPhysicalCount([count('10001', 'KY', 50), count('10002', 'PA', 20)]);
    });
    afterAll(async () => {
      await h?.close();
    });

    it('ships an order per warehouse, confirms it, prepares the invoice and completes the order', async () => {
      const order = await erp.createSalesOrder(walmartOrder());
      const nbr = order.OrderNbr.value;
      const ky = await erp.createShipment({
        OrderNbr: field(nbr),
        WarehouseID: field('KY'),
        ShipmentDate: field('2026-03-03'),
        Packages: [{ TrackingNbr: field('1Z999AA10123456784') }],
      });
      expect(ky).toMatchObject({
        Status: { value: 'Open' },
        ShippedQty: { value: 3 },
        InvoiceNbr: { value: null },
      });
      expect(ky.ShipmentNbr.value).toMatch(/^\d{7}$/);
      expect(ky.Orders[0]?.OrderNbr.value).toBe(nbr);
      expect((await erp.getSalesOrder(nbr))?.Status.value).toBe('Shipping');
      await expectIntegrationError(
        erp.createShipment({ OrderNbr: field(nbr), WarehouseID: field('KY') }),
        'rejected',
        /no open lines in warehouse KY/,
      );

      const confirmed = await erp.confirmShipment(ky.ShipmentNbr.value);
      expect(confirmed.Status.value).toBe('Confirmed');
      expect(confirmed.InvoiceNbr.value).toMatch(/^AR\d{6}$/);
      expect((await erp.getSalesOrder(nbr))?.Status.value).toBe('Shipping');
      await expectIntegrationError(
        erp.confirmShipment(ky.ShipmentNbr.value),
        'rejected',
        /already confirmed/,
      );

      const pa = await erp.createShipment({
        OrderNbr: field(nbr),
        WarehouseID: field('PA'),
        ShipmentDate: field('2026-03-04'),
      });
      await erp.confirmShipment(pa.ShipmentNbr.value);
      expect((await erp.getSalesOrder(nbr))?.Status.value).toBe('Completed');
      expect(await erp.getShipment(ky.ShipmentNbr.value)).toEqual(confirmed);

      const invoice = await erp.getInvoice(confirmed.InvoiceNbr.value ?? '');
      expect(invoice).toMatchObject({
        Amount: { value: '59.97' },
        Balance: { value: '59.97' },
        Status: { value: 'Open' },
        SOOrderNbr: { value: nbr },
        CustomerOrder: { value: 'WM-1001' },
      });
      const counts = await erp.getInventoryCounts({ InventoryIDs: ['10001', '10002'] });
      expect(counts.map((c) => [c.InventoryID.value, c.WarehouseID.value, c.QtyOnHand.value])).toEqual([
        ['10001', 'KY', 47],
        ['10002', 'PA', 19],
      ]);
    });

    it('refuses shipments of unknown orders', async () => {
      await expectIntegrationError(
        erp.createShipment({ OrderNbr: field('7777777'), WarehouseID: field('KY') }),
        'not_found',
        /cannot be found/,
      );
      expect(await erp.getShipment('7777777')).toBeNull();
    });

    it('lists invoices by date range', async () => {
      const march = await erp.listInvoices({ from: '2026-03-03', to: '2026-03-04' });
      expect(march.map((i) => i.Date.value.slice(0, 10))).toEqual(['2026-03-03', '2026-03-04']);
      expect(await erp.listInvoices({ from: '2026-01-01', to: '2026-01-31' })).toEqual([]);
    });

    it('applies payments one by one, with success and fail lists', async () => {
      const [first, second] = await erp.listInvoices({ from: '2026-03-03', to: '2026-03-04' });
      const result = await erp.applyPayments([
        { PaymentNbr: 'PMT-1', InvoiceNbr: first!.ReferenceNbr.value },
        { PaymentNbr: 'PMT-2', InvoiceNbr: 'AR999999' },
        { PaymentNbr: 'PMT-3', InvoiceNbr: first!.ReferenceNbr.value },
        { PaymentNbr: '', InvoiceNbr: second!.ReferenceNbr.value },
        { PaymentNbr: 'PMT-4', InvoiceNbr: second!.ReferenceNbr.value },
      ]);
      expect(result.success).toEqual([
        { PaymentNbr: 'PMT-1', InvoiceNbr: first!.ReferenceNbr.value, AmountPaid: '59.97' },
        { PaymentNbr: 'PMT-4', InvoiceNbr: second!.ReferenceNbr.value, AmountPaid: '0.10' },
      ]);
      expect(result.fail.map((f) => [f.PaymentNbr, f.error])).toEqual([
        ['PMT-2', expect.stringMatching(/AR999999 cannot be found/)],
        ['PMT-3', expect.stringMatching(/closed/)],
        ['', expect.stringMatching(/required/)],
      ]);
      expect(await erp.getInvoice(first!.ReferenceNbr.value)).toMatchObject({
        Balance: { value: '0.00' },
        Status: { value: 'Closed' },
      });
    });

    it('reads and sets inventory counts per SKU and warehouse', async () => {
      await erp.applyPhysicalCount([count('20001', 'TX', 12), count('20001', 'PA', 4)]);
      const tx = await erp.getInventoryCounts({ WarehouseID: 'TX' });
      expect(tx).toEqual([
        {
          InventoryID: { value: '20001' },
          WarehouseID: { value: 'TX' },
          QtyOnHand: { value: 12 },
          QtyAvailable: { value: 12 },
        },
      ]);
      await expectIntegrationError(erp.applyPhysicalCount([count('20001', 'TX', -1)]), 'rejected', /Qty/);
      expect(await h.second('furhaven').getInventoryCounts({ InventoryIDs: ['20001'] })).toHaveLength(2);
      expect(await h.port('worldwise').getInventoryCounts({ InventoryIDs: ['20001'] })).toEqual([]);
    });

    it('starts an AutoBuild and refuses a second one while it runs', async () => {
      await erp.createSalesOrder(walmartOrder());
      const run = await erp.startAutobuild({ WarehouseID: 'KY' });
      expect(run).toMatchObject({ Status: { value: 'RUNNING' }, WarehouseID: { value: 'KY' } });
      expect(run.BuildNbr.value).toMatch(/^AB\d{6}$/);
      expect(run.OrdersQueued.value).toBeGreaterThan(0);
      await expectIntegrationError(erp.startAutobuild(), 'rejected', /already running/);
      expect((await h.second('furhaven').listAutobuilds())[0]?.BuildNbr).toEqual(run.BuildNbr);
    });
  });
}
