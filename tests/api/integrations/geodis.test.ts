import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeodisSandbox } from '../../../src/server/integrations/geodis/sandbox';
import { geodisContract, tplOrder, transferOrder } from './contracts/geodis.contract';
import { expectIntegrationError, HOUR, sandboxHarness, type Harness } from './support/harness';

const SHIP_AFTER_MS = 4 * HOUR;
const factory = sandboxHarness(
  (db, { clock }) =>
    (company) =>
      new GeodisSandbox(db, company, { now: clock.now, shipAfterMs: SHIP_AFTER_MS }),
);

geodisContract('Geodis sandbox', factory);

describe('Geodis sandbox: shipping and confirmations', () => {
  let h: Harness<GeodisSandbox>;
  beforeAll(async () => {
    h = await factory();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('ships received orders after a while and confirms them in the shape of D3 section 3', async () => {
    const tpl = h.port('furhaven');
    await tpl.sendAsn(transferOrder('0000900', [['50001', 100]]));
    const { accepted } = await tpl.createOrders([
      tplOrder('0000501', [
        { sku: '50001', order_qty: 20, uom: 'EA', price: '5.00' },
        { sku: '50002', order_qty: 3, uom: 'EA', price: '7.25' },
      ]),
    ]);
    const orderId = accepted[0]?.orderId ?? '';
    h.clock.advance(SHIP_AFTER_MS - 1);
    expect(await tpl.getShipmentConfirmations({ from: '2026-03-02', to: '2026-03-02' })).toEqual([]);

    h.clock.advance(1);
    const [confirmation, ...rest] = await tpl.getShipmentConfirmations({
      from: '2026-03-01',
      to: '2026-03-03',
    });
    expect(rest).toEqual([]);
    expect(confirmation).toMatchObject({
      poNum: 'PO-0000501',
      shipmentDate: '2026-03-02T19:00:00.000Z',
      orderNum: '0000501',
      orderId,
      shipTo: {
        shipName: 'Pet Store 114',
        addr1: '500 Commerce Dr',
        addr2: 'Dock 3',
        city: 'Columbus',
        region: 'OH',
        postalcode: '43215',
      },
      carrier: expect.stringMatching(/^(UPS|FEDEX|USPS)$/),
    });
    const cartons = confirmation?.shipment.carton ?? [];
    // 23 units at 12 a carton: three cartons, the first line split across two.
    expect(cartons.map((c) => c.line.reduce((n, l) => n + l.shippedQuantity, 0))).toEqual(
      [12, 11, 0].slice(0, 2),
    );
    const shipped = cartons.flatMap((c) => c.line);
    expect(shipped.filter((l) => l.sku === '50001').reduce((n, l) => n + l.shippedQuantity, 0)).toBe(20);
    for (const line of shipped) {
      expect(line.lot.reduce((n, lot) => n + lot.shippedQuantity, 0)).toBe(line.shippedQuantity);
      expect(line.lot[0]?.lotNumber).toMatch(/^L260302\d{3}$/);
    }

    expect((await tpl.getInventory()).find((r) => r.sku === '50001')).toEqual({
      sku: '50001',
      available: 80,
      onHand: 80,
    });
    await expectIntegrationError(tpl.cancelOrder('0000501'), 'rejected', 'Order 0000501 has already shipped');
    // Stored once: a second reader sees the same confirmation.
    expect(
      await h.second('furhaven').getShipmentConfirmations({ from: '2026-03-02', to: '2026-03-02' }),
    ).toEqual([confirmation]);
  });

  it('never ships a cancelled order', async () => {
    const tpl = h.port('furhaven');
    await tpl.createOrders([tplOrder('0000601')]);
    await tpl.cancelOrder('0000601');
    h.clock.advance(2 * SHIP_AFTER_MS);
    const all = await tpl.getShipmentConfirmations({ from: '2026-03-01', to: '2026-03-31' });
    expect(all.map((c) => c.orderNum)).not.toContain('0000601');
  });
});
