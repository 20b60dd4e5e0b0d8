import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GeodisPort,
  TplSalesOrder,
  TplTransferOrder,
} from '../../../../src/server/integrations/geodis/port';
import { expectIntegrationError, type Harness, type HarnessFactory } from '../support/harness';
import { failureSwitchContract } from './failure-switches.contract';

/** An ERP sales order as the 3PL Orders screen sends it (D3 section 3). */
export function tplOrder(
  soNumber: string,
  items = [{ sku: '40001', order_qty: 3, uom: 'EA', price: '24.50' }],
): TplSalesOrder {
  return {
    so_number: soNumber,
    po_number: `PO-${soNumber}`,
    due_date: '2026-03-06',
    ship_to_address: {
      name: 'Pet Store 114',
      address: '500 Commerce Dr',
      address_2: 'Dock 3',
      city: 'Columbus',
      state: 'OH',
      zip_code: '43215',
      country: 'US',
    },
    bill_to_address: {
      name: 'Pet Store HQ',
      address: '1 Corporate Pl',
      city: 'Columbus',
      state: 'OH',
      zip_code: '43215',
      country: 'US',
      account_number: '00001',
    },
    items,
  };
}

export function transferOrder(nbr: string, lines: [string, number][]): TplTransferOrder {
  return {
    OrderNbr: nbr,
    ToWarehouse: 'GEODIS',
    lines: lines.map(([sku, qty]) => ({
      ShipmentNbr: '0000100',
      Sku: sku,
      Description: null,
      OrderedQty: qty,
      QtyShipped: qty,
    })),
  };
}

/** The Geodis 3PL (provider 10): orders, ASNs, cancellations and the inventory feed. */
export function geodisContract(name: string, factory: HarnessFactory<GeodisPort>): void {
  describe(name, () => {
    let h: Harness<GeodisPort>;
    let tpl: GeodisPort;
    beforeAll(async () => {
      h = await factory();
      tpl = h.port('furhaven');
    });
    afterAll(async () => {
      await h?.close();
    });

    it('accepts orders with its own order id and rejects duplicates and incomplete ones', async () => {
      const result = await tpl.createOrders([
        tplOrder('0000101'),
        tplOrder('0000101'),
        { ...tplOrder('0000102'), items: [] },
        { ...tplOrder('0000103'), ship_to_address: { ...tplOrder('x').ship_to_address, zip_code: '' } },
        tplOrder('0000104', [{ sku: '40002', order_qty: 1, uom: 'EA', price: 'free' }]),
      ]);
      expect(result.accepted).toEqual([{ so_number: '0000101', orderId: expect.stringMatching(/^\d{9}$/) }]);
      expect(result.rejected).toEqual([
        { so_number: '0000101', reason: 'Order 0000101 already exists' },
        { so_number: '0000102', reason: 'the order has no items' },
        { so_number: '0000103', reason: expect.stringMatching(/zip_code/) },
        { so_number: '0000104', reason: expect.stringMatching(/price/) },
      ]);
    });

    it('receives an ASN for a shipped transfer order into its inventory, once', async () => {
      const receipt = await tpl.sendAsn(
        transferOrder('0000201', [
          ['40001', 24],
          ['40002', 6],
        ]),
      );
      expect(receipt).toMatchObject({ transferOrderNbr: '0000201', status: 'Received', lines: 2, units: 30 });
      expect(receipt.asnNumber).toMatch(/^ASN\d{7}$/);
      await expectIntegrationError(
        tpl.sendAsn(transferOrder('0000201', [['40001', 1]])),
        'rejected',
        /already sent/,
      );
      await expectIntegrationError(
        tpl.sendAsn(transferOrder('0000202', [['40001', 0]])),
        'rejected',
        'Cannot send ASN',
      );
      expect(await tpl.getInventory()).toEqual([
        { sku: '40001', available: 24, onHand: 24 },
        { sku: '40002', available: 6, onHand: 6 },
      ]);
      expect(await h.port('worldwise').getInventory()).toEqual([]);
    });

    it('reads back the ASN it holds for a transfer order with the receipt it answered; null for none', async () => {
      const receipt = await tpl.sendAsn(
        transferOrder('0000251', [
          ['40003', 4],
          ['40004', 2],
        ]),
      );
      expect(await tpl.getAsn('0000251')).toEqual(receipt);
      expect(await h.second('furhaven').getAsn('0000251')).toEqual(receipt);
      expect(await tpl.getAsn('0009251')).toBeNull();
      expect(await h.port('worldwise').getAsn('0000251')).toBeNull();
    });

    it('cancels an order by ERP number or 3PL id, once', async () => {
      const { accepted } = await tpl.createOrders([tplOrder('0000301'), tplOrder('0000302')]);
      expect(await tpl.cancelOrder('0000301')).toEqual({
        orderNumber: '0000301',
        orderId: accepted[0]?.orderId,
        status: 'Cancelled',
      });
      expect((await h.second('furhaven').cancelOrder(accepted[1]?.orderId ?? '')).orderNumber).toBe(
        '0000302',
      );
      await expectIntegrationError(
        tpl.cancelOrder('0000301'),
        'rejected',
        'Order 0000301 is already cancelled',
      );
      await expectIntegrationError(tpl.cancelOrder('0009999'), 'not_found', 'Order 0009999 was not found');
    });

    it('answers confirmations of a range with nothing shipped as an empty list', async () => {
      expect(await tpl.getShipmentConfirmations({ from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
      await expectIntegrationError(
        tpl.getShipmentConfirmations({ from: '03/01/2026', to: '2026-03-31' }),
        'rejected',
        /YYYY-MM-DD/,
      );
    });

    failureSwitchContract(
      'geodis',
      () => h.control,
      () => tpl.getInventory(),
    );
  });
}
