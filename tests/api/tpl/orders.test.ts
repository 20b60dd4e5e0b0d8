import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendTplOrdersResult, TplOrderRow } from '../../../src/shared/api/tpl/orders';
import { TPL_CUSTOMER_REQUIRED } from '../../../src/shared/domain/tpl/orders';
import { simTplOrders } from '../../../src/server/platform/db/schema/sandbox-partners';
import { tplSentOrders } from '../../../src/server/platform/db/schema/tpl';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** 3PL Orders (D3 2.3, 3, 5, 7, 8) against the small world's ERP orders and the Geodis sandbox. */
const NOW = new Date('2026-03-02T15:30:00Z');
const LIST = '/tpl/acumatica/sales-orders';
const SEND = '/tpl/geodis/createOrder';
const RANGE = 'start_date=2026-02-24&end_date=2026-03-02';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['tpl', 'admin', 'office', 'bulk'] as const);
const call = apiCaller(t.app, tokens.tpl.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const res = await call('GET', `${LIST}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ Get3PLOrdersDetails: TplOrderRow[] }>(res).Get3PLOrdersDetails;
};
const strip = ({ customer: _c, erp_status: _s, sent_to_geodis: _g, ...order }: TplOrderRow) => order;
const geodisOrders = (so: string) =>
  t.db
    .select()
    .from(simTplOrders)
    .where(and(eq(simTplOrders.company, 'furhaven'), eq(simTplOrders.soNumber, so)));

describe('access', () => {
  it('refuses other scopes, a company not held, the bulk header and no token', async () => {
    const url = `${LIST}?${RANGE}&customer=C000000011`;
    for (const who of [tokens.office, tokens.bulk]) {
      expect((await call('GET', url, undefined, who.access_token)).statusCode).toBe(403);
      expect((await call('POST', SEND, { orders: [] }, who.access_token)).statusCode).toBe(403);
    }
    expect((await call('GET', url, undefined, undefined, 'Worldwise')).statusCode).toBe(403);
    expect((await call('POST', SEND, { orders: [] }, undefined, 'Worldwise')).statusCode).toBe(403);
    expect((await call('GET', url, undefined, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
    expect((await call('GET', url, undefined, tokens.admin.access_token)).statusCode).toBe(200);
  });
});

describe('GET /tpl/acumatica/sales-orders', () => {
  it('needs a customer (D3 5) and good dates', async () => {
    const cases: [string, string][] = [
      [RANGE, TPL_CUSTOMER_REQUIRED],
      [`${RANGE}&customer=C000000099`, 'Customer must be one of C000000011, C000000004.'],
      [
        'start_date=2026-03-02&end_date=2026-02-01&customer=C000000011',
        'End date must not be before start date.',
      ],
      ['start_date=2026-03&end_date=2026-03-02&customer=C000000011', 'YYYY-MM-DD'],
      [`${RANGE}&customer=C000000011&warehouse=ZZ`, 'Warehouse must be one of'],
    ];
    for (const [query, message] of cases) {
      const res = await call('GET', `${LIST}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(body<{ message: string }>(res).message).toContain(message);
    }
  });

  it('answers the orders of each retail customer shaped as the 3PL sales order of D3 3', async () => {
    for (const customer of ['C000000011', 'C000000004']) {
      const rows = await list(`${RANGE}&customer=${customer}`);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.every((r) => r.customer === customer && r.sent_to_geodis === null)).toBe(true);
      const row = rows[0]!;
      expect(Object.keys(strip(row)).sort()).toEqual(
        ['so_number', 'po_number', 'due_date', 'ship_to_address', 'bill_to_address', 'items'].sort(),
      );
      expect(row.so_number).toMatch(/^\d{7}$/);
      expect(row.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.bill_to_address.account_number).toBe('00001');
      expect(Object.keys(row.ship_to_address).sort()).toEqual(
        ['name', 'address', 'address_2', 'city', 'state', 'zip_code', 'country'].sort(),
      );
      expect(row.items[0]).toEqual({
        sku: expect.any(String),
        order_qty: expect.any(Number),
        uom: 'EA',
        price: expect.stringMatching(/^\d+\.\d{2}$/),
      });
    }
  });

  it('narrows by warehouse and answers an empty list outside the range', async () => {
    const geodis = await list(`${RANGE}&customer=C000000011&warehouse=GEODIS`);
    expect(geodis.length).toBeGreaterThan(0);
    expect(await list(`${RANGE}&customer=C000000011&warehouse=PA`)).toEqual([]);
    expect(await list('start_date=2025-01-01&end_date=2025-01-31&customer=C000000011')).toEqual([]);
  });
});

describe('POST /tpl/geodis/createOrder', () => {
  it('refuses bad orders with 400 and sends nothing', async () => {
    const [row] = await list(`${RANGE}&customer=C000000004`);
    const order = strip(row!);
    const cases: [object, string][] = [
      [{ orders: [] }, 'Select at least one order to send.'],
      [{ orders: [{ ...order, items: [] }] }, 'An order needs at least one item.'],
      [{ orders: [order, order] }, 'Each order may be sent once per request.'],
      [
        { orders: [{ ...order, items: [{ ...order.items[0]!, order_qty: 0 }] }] },
        'order_qty must be at least 1.',
      ],
      [{ orders: [{ ...order, so_number: ' ' }] }, 'so_number is required.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', SEND, payload);
      expect(res.statusCode, message).toBe(400);
      expect(body<{ message: string }>(res).message).toContain(message);
    }
    expect(await geodisOrders(order.so_number)).toHaveLength(0);
  });

  it('sends orders once: a second send lists them as already sent and Geodis holds one of each', async () => {
    const rows = await list(`${RANGE}&customer=C000000011`);
    const orders = rows.slice(0, 2).map(strip);
    const first = await call('POST', SEND, { orders });
    expect(first.statusCode, first.body).toBe(200);
    const sent = body<SendTplOrdersResult>(first);
    expect(sent.accepted.map((a) => a.so_number)).toEqual(orders.map((o) => o.so_number));
    expect(sent.already_sent).toEqual([]);
    expect(sent.rejected).toEqual([]);

    // Again, with one more: the two are not created twice, the new one is.
    const again = await call('POST', SEND, { orders: [...orders, strip(rows[2]!)] });
    expect(again.statusCode, again.body).toBe(200);
    const second = body<SendTplOrdersResult>(again);
    expect(second.accepted.map((a) => a.so_number)).toEqual([rows[2]!.so_number]);
    expect(second.already_sent).toEqual(sent.accepted);
    for (const o of orders) {
      const at = await geodisOrders(o.so_number);
      expect(at).toHaveLength(1);
      expect(at[0]!.orderId).toBe(sent.accepted.find((a) => a.so_number === o.so_number)!.order_id);
      expect(at[0]!.billTo).toMatchObject({ account_number: '00001' });
      expect(at[0]!.items).toEqual(o.items);
    }
    const records = await t.db.select().from(tplSentOrders).where(eq(tplSentOrders.company, 'furhaven'));
    expect(records).toHaveLength(3);
    expect(records.every((r) => r.sentBy === 'tpl')).toBe(true);

    // The list shows which orders Geodis has, with its order id.
    const after = await list(`${RANGE}&customer=C000000011`);
    const marked = after.filter((r) => r.sent_to_geodis);
    expect(marked.map((r) => r.so_number).sort()).toEqual(
      rows
        .slice(0, 3)
        .map((r) => r.so_number)
        .sort(),
    );
    expect(marked[0]!.sent_to_geodis!.order_id).toMatch(/^1\d{8}$/);
  });

  it('replays an idempotent retry with the first answer', async () => {
    const rows = await list(`${RANGE}&customer=C000000004`);
    const payload = { orders: [strip(rows[0]!)] };
    const headers = {
      authorization: `Bearer ${tokens.tpl.access_token}`,
      company_id: 'Furhaven',
      'idempotency-key': 'tpl-send-retry-1',
    };
    const a = await t.app.inject({ method: 'POST', url: `/api${SEND}`, headers, payload });
    const b = await t.app.inject({ method: 'POST', url: `/api${SEND}`, headers, payload });
    expect(a.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body).toBe(a.body);
    expect(await geodisOrders(rows[0]!.so_number)).toHaveLength(1);
  });

  it('answers 502 when Geodis is down and records nothing', async () => {
    const rows = await list(`${RANGE}&customer=C000000004`);
    const order = strip(rows.find((r) => !r.sent_to_geodis)!);
    await t.integrations.control!.set('geodis', { failureMode: 'next', failuresLeft: 1 });
    const res = await call('POST', SEND, { orders: [order] });
    expect(res.statusCode).toBe(502);
    expect(body<{ message: string }>(res).message).toContain('Failed to send orders to Geodis');
    expect(await geodisOrders(order.so_number)).toHaveLength(0);
  });
});
