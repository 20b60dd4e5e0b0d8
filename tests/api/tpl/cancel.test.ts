import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TplOrderRow } from '../../../src/shared/api/tpl/orders';
import { simTplCancellations, simTplOrders } from '../../../src/server/platform/db/schema/sandbox-partners';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Cancel 3PL Order (D3 2.3, 7): cancels an order sent to Geodis; Geodis's refusals keep their words. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/tpl/geodis/cancelOrder';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['tpl', 'office', 'bulk', 'floor'] as const);
const call = apiCaller(t.app, tokens.tpl.access_token, 'Furhaven');

let sentSo = '';
let sentId = '';
let shippedSo = '';
beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
  const res = await call(
    'GET',
    '/tpl/acumatica/sales-orders?start_date=2026-02-24&end_date=2026-03-02&customer=C000000011',
  );
  const orders = body<{ Get3PLOrdersDetails: TplOrderRow[] }>(res)
    .Get3PLOrdersDetails.slice(0, 2)
    .map(({ customer: _c, erp_status: _s, sent_to_geodis: _g, ...order }) => order);
  const sent = await call('POST', '/tpl/geodis/createOrder', { orders });
  const [first, second] = body<{ accepted: { so_number: string; order_id: string }[] }>(sent).accepted;
  sentSo = first!.so_number;
  sentId = first!.order_id;
  // Geodis ships the second one (as its dock would, hours later).
  await t.db
    .update(simTplOrders)
    .set({ status: 'Shipped' })
    .where(eq(simTplOrders.orderId, second!.order_id));
  shippedSo = second!.so_number;
});
afterAll(async () => {
  await t.close();
});

const geodisOrder = async (so: string) =>
  (
    await t.db
      .select()
      .from(simTplOrders)
      .where(and(eq(simTplOrders.company, 'furhaven'), eq(simTplOrders.soNumber, so)))
  )[0];

describe('access (both readings of the route: thirdpartylogistics in the menu, acumatica in the route table)', () => {
  it('refuses other scopes, a company not held, the bulk header and no token', async () => {
    const payload = { order_number: 'X1' };
    for (const who of [tokens.bulk, tokens.floor])
      expect((await call('POST', URL, payload, who.access_token)).statusCode).toBe(403);
    expect((await call('POST', URL, payload, undefined, 'Worldwise')).statusCode).toBe(403);
    expect((await call('POST', URL, payload, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api${URL}`, payload })).statusCode).toBe(401);
    // The acumatica reading lets the office in: an unknown order is its answer, not 403.
    expect((await call('POST', URL, payload, tokens.office.access_token)).statusCode).toBe(404);
  });
});

describe('POST /tpl/geodis/cancelOrder', () => {
  it('refuses a bad order number with 400', async () => {
    const cases: [object, string][] = [
      [{}, 'order_number'],
      [{ order_number: '  ' }, 'Enter an order number.'],
      [{ order_number: '12 34' }, 'letters, digits and dashes'],
      [{ order_number: 'x'.repeat(31) }, 'at most 30'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', URL, payload);
      expect(res.statusCode, message).toBe(400);
      expect(body<{ message: string }>(res).message).toContain(message);
    }
  });

  it('answers 404 for an order Geodis does not have', async () => {
    const res = await call('POST', URL, { order_number: '0000001' });
    expect(res.statusCode).toBe(404);
    expect(body<{ message: string }>(res).message).toBe('Order 0000001 was not found');
  });

  it('cancels a sent order, then refuses to cancel it again (409)', async () => {
    const res = await call('POST', URL, { order_number: sentSo });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ order_number: sentSo, order_id: sentId, status: 'Cancelled' });
    expect((await geodisOrder(sentSo))!.status).toBe('Cancelled');
    const again = await call('POST', URL, { order_number: sentId });
    expect(again.statusCode).toBe(409);
    expect(body<{ message: string }>(again).message).toBe(`Order ${sentId} is already cancelled`);
    const audit = await t.db
      .select()
      .from(simTplCancellations)
      .where(eq(simTplCancellations.company, 'furhaven'));
    expect(audit.filter((a) => a.accepted).map((a) => a.orderNumber)).toEqual([sentSo]);

    // 3PL Orders says the cancelled one is cancelled; the shipped one is not.
    const list = await call(
      'GET',
      '/tpl/acumatica/sales-orders?start_date=2026-02-24&end_date=2026-03-02&customer=C000000011',
    );
    const rows = body<{ Get3PLOrdersDetails: TplOrderRow[] }>(list).Get3PLOrdersDetails;
    const sentRow = rows.find((r) => r.so_number === sentSo);
    expect(sentRow?.sent_to_geodis).toMatchObject({ order_id: sentId, cancelled_at: expect.any(String) });
    expect(rows.find((r) => r.so_number === shippedSo)?.sent_to_geodis?.cancelled_at).toBeNull();
  });

  it('refuses a shipped order (409)', async () => {
    const res = await call('POST', URL, { order_number: shippedSo });
    expect(res.statusCode).toBe(409);
    expect(body<{ message: string }>(res).message).toBe(`Order ${shippedSo} has already shipped`);
    expect((await geodisOrder(shippedSo))!.status).toBe('Shipped');
  });
});
