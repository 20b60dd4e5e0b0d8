import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field } from '../../../../src/server/integrations/acumatica/fields';
import type { AcumaticaPort } from '../../../../src/server/integrations/acumatica/port';
import { expectIntegrationError, type Harness, type HarnessFactory } from '../support/harness';

const line = (sku: string, qty: number) => ({ Sku: field(sku), OrderedQty: field(qty) });

/** Transfer orders (D3 2.3): Texas to Geodis, Open -> Shipping -> Completed, On Hold, Cancelled. */
export function acumaticaTransfersContract(name: string, factory: HarnessFactory<AcumaticaPort>): void {
  describe(`${name}: transfer orders`, () => {
    let h: Harness<AcumaticaPort>;
    let erp: AcumaticaPort;
    beforeAll(async () => {
      h = await factory();
      erp = h.port('furhaven');
      await erp.applyPhysicalCount(
        ['30001', '30002', '30003'].map((sku) => ({
          InventoryID: field(sku),
          WarehouseID: field('TX'),
          Qty: field(40),
        })),
      );
    });
    afterAll(async () => {
      await h?.close();
    });

    it('creates "Texas to Geodis" transfers with 7-digit numbers, from given lines or from stock', async () => {
      const given = await erp.createTransferOrder({
        Option: 'Texas to Geodis',
        Details: [line('30001', 10)],
      });
      expect(given).toMatchObject({
        OrderType: { value: 'TR' },
        Status: { value: 'Open' },
        WarehouseID: { value: 'TX' },
        ToWarehouse: { value: 'GEODIS' },
      });
      expect(given.OrderNbr.value).toMatch(/^\d{7}$/);
      expect(
        given.Details.map((d) => [d.Sku.value, d.OrderedQty.value, d.QtyShipped.value, d.ShipmentNbr.value]),
      ).toEqual([['30001', 10, 0, null]]);
      const proposed = await erp.createTransferOrder({ Option: 'Texas to Geodis' });
      expect(proposed.Details.map((d) => [d.Sku.value, d.OrderedQty.value])).toEqual([
        ['30001', 40],
        ['30002', 40],
        ['30003', 40],
      ]);
      await expectIntegrationError(
        erp.createTransferOrder({ Option: 'Kentucky to Mars' as 'Texas to Geodis' }),
        'rejected',
        /not a transfer option/,
      );
    });

    it('looks a transfer order up by number and warehouse', async () => {
      const created = await erp.createTransferOrder({
        Option: 'Texas to Geodis',
        Details: [line('30002', 1)],
      });
      const nbr = created.OrderNbr.value;
      expect(await erp.getTransferOrder(String(Number(nbr)))).toEqual(created);
      expect(await erp.getTransferOrder(nbr, 'TX')).toEqual(created);
      expect(await erp.getTransferOrder(nbr, 'KY')).toBeNull();
      expect(await erp.getTransferOrder('6666666')).toBeNull();
      expect(await h.second('furhaven').getTransferOrder(nbr)).toEqual(created);
    });

    it('ships in parts (Shipping), holds, releases and completes, moving the stock', async () => {
      const order = await erp.createTransferOrder({
        Option: 'Texas to Geodis',
        Details: [line('30003', 6), line('30001', 4)],
      });
      const nbr = order.OrderNbr.value;
      const part = await erp.createTransferShipment(nbr, [{ Sku: field('30003'), Qty: field(6) }]);
      expect(part.Status.value).toBe('Shipping');
      const shipmentNbr = part.Details[0]?.ShipmentNbr.value;
      expect(shipmentNbr).toMatch(/^\d{7}$/);
      expect(part.Details.map((d) => [d.Sku.value, d.QtyShipped.value])).toEqual([
        ['30003', 6],
        ['30001', 0],
      ]);

      expect((await erp.setTransferOrderStatus(nbr, 'On Hold')).Status.value).toBe('On Hold');
      await expectIntegrationError(
        erp.createTransferShipment(nbr),
        'rejected',
        `The status of ${nbr} is On Hold`,
      );
      expect((await erp.setTransferOrderStatus(nbr, 'Open')).Status.value).toBe('Shipping');
      await expectIntegrationError(erp.setTransferOrderStatus(nbr, 'Cancelled'), 'rejected', /has shipments/);

      const done = await erp.createTransferShipment(nbr);
      expect(done.Status.value).toBe('Completed');
      expect(done.Details.every((d) => d.QtyShipped.value === d.OrderedQty.value)).toBe(true);
      await expectIntegrationError(
        erp.createTransferShipment(nbr),
        'rejected',
        `The status of ${nbr} is Completed`,
      );
      await expectIntegrationError(
        erp.setTransferOrderStatus(nbr, 'On Hold'),
        'rejected',
        /Completed and cannot be changed/,
      );

      const geodis = await erp.getInventoryCounts({ WarehouseID: 'GEODIS', InventoryIDs: ['30003'] });
      expect(geodis[0]?.QtyOnHand.value).toBe(6);
      const texas = await erp.getInventoryCounts({ WarehouseID: 'TX', InventoryIDs: ['30003'] });
      expect(texas[0]?.QtyOnHand.value).toBe(34);
    });

    it('cancels an open transfer order, after which it can neither ship nor change', async () => {
      const order = await erp.createTransferOrder({ Option: 'Texas to Geodis', Details: [line('30002', 2)] });
      const nbr = order.OrderNbr.value;
      expect((await erp.setTransferOrderStatus(nbr, 'Cancelled')).Status.value).toBe('Cancelled');
      await expectIntegrationError(
        erp.createTransferShipment(nbr),
        'rejected',
        `The status of ${nbr} is Cancelled`,
      );
      await expectIntegrationError(erp.setTransferOrderStatus(nbr, 'Open'), 'rejected', /cannot be changed/);
      await expectIntegrationError(
        erp.createTransferShipment('5555555'),
        'not_found',
        'Could not find transfer order 5555555!',
      );
    });
  });
}
