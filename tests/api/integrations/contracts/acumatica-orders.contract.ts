import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field } from '../../../../src/server/integrations/acumatica/fields';
import type { AcumaticaPort, SalesOrderInput } from '../../../../src/server/integrations/acumatica/port';
import { expectIntegrationError, type Harness, type HarnessFactory } from '../support/harness';
import { failureSwitchContract } from './failure-switches.contract';

/** A Walmart Fulfillment Center line turned into a sales order, as the Acumatica upload sends it. */
export function walmartOrder(overrides: Partial<SalesOrderInput> = {}): SalesOrderInput {
  return {
    OrderType: field('SO'),
    CustomerID: field('C00299'),
    Date: field('2026-03-02'),
    RequestedOn: field('2026-03-06'),
    CustomerOrder: field('WM-1001'),
    ExternalRef: field('SO-88001'),
    ShipToAddress: {
      AddressLine1: field('1 Walmart Way'),
      City: field('Bentonville'),
      State: field('AR'),
      PostalCode: field('72712'),
    },
    Details: [
      {
        InventoryID: field('10001'),
        OrderQty: field(3),
        UnitPrice: field('19.99'),
        WarehouseID: field('KY'),
      },
      { InventoryID: field('10002'), OrderQty: field(1), UnitPrice: field('0.10'), WarehouseID: field('PA') },
    ],
    ...overrides,
  };
}

/** Sales orders and their inquiries: what every Acumatica adapter must do. */
export function acumaticaOrdersContract(name: string, factory: HarnessFactory<AcumaticaPort>): void {
  describe(`${name}: sales orders`, () => {
    let h: Harness<AcumaticaPort>;
    let erp: AcumaticaPort;
    beforeAll(async () => {
      h = await factory();
      erp = h.port('furhaven');
    });
    afterAll(async () => {
      await h?.close();
    });

    it('creates SO and IT orders with consecutive 7-digit numbers and { value } fields', async () => {
      const first = await erp.createSalesOrder(walmartOrder());
      const second = await erp.createSalesOrder(walmartOrder({ OrderType: field('IT') }));
      expect(first.OrderNbr.value).toMatch(/^\d{7}$/);
      expect(Number(second.OrderNbr.value)).toBe(Number(first.OrderNbr.value) + 1);
      expect(second.OrderType).toEqual({ value: 'IT' });
      expect(first).toMatchObject({
        OrderType: { value: 'SO' },
        CustomerID: { value: 'C00299' },
        Status: { value: 'Open' },
        Date: { value: expect.stringMatching(/^2026-03-02T/) },
        RequestedOn: { value: expect.stringMatching(/^2026-03-06T/) },
        CustomerOrder: { value: 'WM-1001' },
        ExternalRef: { value: 'SO-88001' },
        // 3 x 19.99 + 0.10, exactly.
        OrderTotal: { value: '60.07' },
        OrderedQty: { value: 4 },
        ShipToAddress: { City: { value: 'Bentonville' }, PostalCode: { value: '72712' } },
      });
      expect(first.Details.map((d) => [d.LineNbr.value, d.InventoryID.value, d.OrderQty.value])).toEqual([
        [1, '10001', 3],
        [2, '10002', 1],
      ]);
      expect(first.Details[0]).toMatchObject({ ExtendedPrice: { value: '59.97' }, OpenQty: { value: 3 } });
      expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('replaces the lines of an order nothing of which shipped, with the new total', async () => {
      const order = await erp.createSalesOrder(walmartOrder());
      const nbr = order.OrderNbr.value;
      const changed = await erp.replaceSalesOrderLines(nbr, [
        {
          InventoryID: field('10001'),
          OrderQty: field(3),
          UnitPrice: field('19.99'),
          WarehouseID: field('TX'),
        },
      ]);
      expect(changed.Details.map((d) => [d.LineNbr.value, d.InventoryID.value, d.WarehouseID.value])).toEqual(
        [[1, '10001', 'TX']],
      );
      expect(changed.OrderTotal).toEqual({ value: '59.97' });
      expect((await erp.getSalesOrder(nbr))?.Details).toHaveLength(1);
      await expectIntegrationError(erp.replaceSalesOrderLines(nbr, []), 'rejected', /no lines/);
      await expectIntegrationError(
        erp.replaceSalesOrderLines('9999999', walmartOrder().Details),
        'not_found',
        /No Sales Order 9999999/,
      );
      // Once something shipped, the lines stay as they are.
      await erp.createShipment({ OrderNbr: field(nbr), WarehouseID: field('TX') });
      await expectIntegrationError(
        erp.replaceSalesOrderLines(nbr, walmartOrder().Details),
        'rejected',
        /cannot change/,
      );
    });

    it('finds an order by its number, padded or not, and nothing for unknown numbers', async () => {
      const created = await erp.createSalesOrder(walmartOrder({ CustomerOrder: field('WM-FIND') }));
      const unpadded = String(Number(created.OrderNbr.value));
      expect((await erp.getSalesOrder(unpadded))?.CustomerOrder.value).toBe('WM-FIND');
      expect(await erp.getSalesOrder(created.OrderNbr.value)).toEqual(created);
      expect(await erp.getSalesOrder('9999999')).toBeNull();
      expect(await erp.getSalesOrder('not-a-number')).toBeNull();
    });

    it('answers SalesOrderDetailBySODetails with InventoryID and Quantity values', async () => {
      const created = await erp.createSalesOrder(walmartOrder());
      const detail = await erp.getSalesOrderDetail(created.OrderNbr.value);
      expect(detail?.OrderNbr.value).toBe(created.OrderNbr.value);
      expect(detail?.SalesOrderDetailBySODetails.map((d) => [d.InventoryID.value, d.Quantity.value])).toEqual(
        [
          ['10001', 3],
          ['10002', 1],
        ],
      );
      expect(await erp.getSalesOrderDetail('8888888')).toBeNull();
    });

    it('refuses orders the ERP would refuse, with its reason', async () => {
      await expectIntegrationError(
        erp.createSalesOrder(walmartOrder({ CustomerID: field(' ') })),
        'rejected',
        /CustomerID/,
      );
      await expectIntegrationError(
        erp.createSalesOrder(walmartOrder({ Details: [] })),
        'rejected',
        /no lines/,
      );
      await expectIntegrationError(
        erp.createSalesOrder(walmartOrder({ OrderType: field('XX' as 'SO') })),
        'rejected',
        /OrderType/,
      );
      const line = walmartOrder().Details[0]!;
      await expectIntegrationError(
        erp.createSalesOrder(walmartOrder({ Details: [{ ...line, OrderQty: field(0) }] })),
        'rejected',
        /OrderQty/,
      );
      await expectIntegrationError(
        erp.createSalesOrder(walmartOrder({ Details: [{ ...line, UnitPrice: field('1.999') }] })),
        'rejected',
        /UnitPrice/,
      );
      await expectIntegrationError(
        erp.createSalesOrder(walmartOrder({ Date: field('2026-02-30') })),
        'rejected',
        /Date/,
      );
    });

    it('lists orders by date range, warehouse and customer', async () => {
      const march = await erp.createSalesOrder(
        walmartOrder({
          Date: field('2026-03-20'),
          CustomerID: field('C000000011'),
          Details: [walmartOrder().Details[1]!],
        }),
      );
      await erp.createSalesOrder(
        walmartOrder({ Date: field('2026-04-02'), CustomerID: field('C000000011') }),
      );
      const inRange = await erp.listSalesOrders({ from: '2026-03-15', to: '2026-03-31' });
      expect(inRange.map((o) => o.OrderNbr.value)).toEqual([march.OrderNbr.value]);
      const customer = await erp.listSalesOrders({
        from: '2026-03-01',
        to: '2026-04-30',
        customerId: 'C000000011',
      });
      expect(customer).toHaveLength(2);
      const inPa = await erp.listSalesOrders({ from: '2026-03-15', to: '2026-04-30', warehouse: 'PA' });
      expect(inPa).toHaveLength(2);
      const inKy = await erp.listSalesOrders({ from: '2026-03-15', to: '2026-04-30', warehouse: 'KY' });
      expect(inKy.map((o) => o.Date.value.slice(0, 10))).toEqual(['2026-04-02']);
    });

    it('keeps each company in its own tenant with its own numbering', async () => {
      const furhaven = await erp.createSalesOrder(walmartOrder({ CustomerOrder: field('WM-FH') }));
      const worldwise = h.port('worldwise');
      const found = await worldwise.getSalesOrder(furhaven.OrderNbr.value);
      expect(found?.CustomerOrder.value ?? null).not.toBe('WM-FH');
      const own = await worldwise.createSalesOrder(walmartOrder({ CustomerOrder: field('WM-WW') }));
      expect(own.OrderNbr.value).toMatch(/^\d{7}$/);
      expect((await erp.getSalesOrder(own.OrderNbr.value))?.CustomerOrder.value).not.toBe('WM-WW');
    });

    it('keeps its state in the system, visible to a second adapter instance', async () => {
      const created = await erp.createSalesOrder(walmartOrder({ CustomerOrder: field('WM-SHARED') }));
      expect(await h.second('furhaven').getSalesOrder(created.OrderNbr.value)).toEqual(created);
    });

    failureSwitchContract(
      'acumatica',
      () => h.control,
      () => erp.getSalesOrder('0000001'),
    );
  });
}
