import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotOrder, TreatlyLine } from '../../../src/shared/api/bulk/lots';
import { lotRowColour } from '../../../src/shared/domain/bulk/lots';
import { dayIn } from '../../../src/shared/lib/zoned-time';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Lots (D2 sections 2-5, 7, 8): GET /bulk/lots/orders, GET /bulk/treatly-orders, POST /bulk/lots. */
// The world of today: the server reads "today" from the clock, so the lots' expiries are measured alike.
const NOW = new Date();

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office', 'floor'] as const);
const bulk = tokens.bulk.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
  // The small world's Treatly orders are all before routing: one is placed in Kentucky, not built.
  await t.pool.query(
    `update bulk_orders set stage = 'not_built', warehouse = 'kentucky'
     where id = (select min(id) from bulk_orders where company = 'furhaven' and vendor_name = 'Treatly'
                 and stage = 'not_in_acumatica')`,
  );
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(t.app, bulk, 'Furhaven_bulk');

const lotOrders = async (query = '', company = 'Furhaven_bulk') => {
  const res = await call('GET', `/bulk/lots/orders${query}`, undefined, bulk, company);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ orders: LotOrder[] }>(res).orders;
};
const lotCount = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from lots`)).rows[0]!.n;
const lotsDigest = async () =>
  (
    await t.pool.query<{ d: string }>(
      `select md5(coalesce(string_agg(lot_id || lot_number || expiration_date::text, ',' order by lot_id), '')) as d from lots`,
    )
  ).rows[0]!.d;

const today = () => dayIn(Date.now());
const fileRow = (order: LotOrder, sku: string, over: Record<string, string> = {}) => ({
  internal_po_number: order.internal_po_number,
  vendor_name: order.vendor_name,
  internal_sku: sku,
  lot_number: 'LAPI001',
  manufacturer: 'Treatly Kitchens',
  expiration_date: '1/31/2031',
  ...over,
});

/** A listed order whose ASN is not sent, with an item not cancelled and no lot. */
const anOpenRedOrder = async () => {
  const order = (await lotOrders()).find(
    (o) =>
      o.vendor_status !== 301 &&
      o.stage !== 'asn_sent' &&
      o.items.some((i) => i.order_status !== 199 && i.lot_number === null),
  );
  expect(order, 'an open order without every lot').toBeDefined();
  return order!;
};

describe('GET /bulk/lots/orders', () => {
  it('lists the open orders of Treatly or holding a lot, with their items and lots as the tables hold them', async () => {
    const orders = await lotOrders();
    expect(orders.length).toBeGreaterThan(0);
    const { rows } = await t.pool.query<{ id: number }>(
      `select o.id from bulk_orders o
       where o.company = 'furhaven' and o.stage in ('not_built','not_shipped','ready','shipped','asn_sent')
         and exists (select 1 from bulk_order_items a where a.order_id = o.id and a.order_status <> 199)
         and (o.vendor_name = 'Treatly' or exists (select 1 from bulk_order_items b join lots l on l.item_id = b.id where b.order_id = o.id))
       order by o.upload_date desc, o.id desc`,
    );
    expect(orders.map((o) => o.order_id)).toEqual(rows.map((r) => r.id));
    const withLot = orders.find((o) => o.items.some((i) => i.lot_id !== null))!;
    const item = withLot.items.find((i) => i.lot_id !== null)!;
    const { rows: lot } = await t.pool.query(
      `select lot_number, manufacturer, expiration_date::text, production_date::text from lots where lot_id = $1`,
      [item.lot_id],
    );
    expect(item).toMatchObject(lot[0]);
  });

  it('holds red and ASN-sent rows (D2 section 4; the upload below turns one green)', async () => {
    const colours = new Set((await lotOrders()).map((o) => lotRowColour(o, today())));
    expect(colours).toContain('invalid');
    expect(colours).toContain('asn-sent');
  });

  it('keeps the orders holding one lot with ?lot_id=, and refuses a lot_id that is not a number', async () => {
    const order = (await lotOrders()).find((o) => o.items.some((i) => i.lot_id !== null))!;
    const lotId = order.items.find((i) => i.lot_id !== null)!.lot_id!;
    const only = await lotOrders(`?lot_id=${lotId}`);
    expect(only.map((o) => o.order_id)).toEqual([order.order_id]);
    expect((await call('GET', '/bulk/lots/orders?lot_id=abc')).statusCode).toBe(400);
  });

  it("keeps each company to its own orders and a one-warehouse person to that warehouse's", async () => {
    const furhaven = new Set((await lotOrders()).map((o) => o.order_id));
    const worldwise = await lotOrders('', 'Worldwise_bulk');
    expect(worldwise.some((o) => furhaven.has(o.order_id))).toBe(false);
    await t.pool.query(`update users set warehouses = '{pennsylvania}' where username = 'bulk'`);
    await t.realtime.bus.sync();
    try {
      const pa = await lotOrders();
      expect(pa.length).toBeGreaterThan(0);
      expect(pa.map((o) => o.warehouse).filter((w) => w !== 'pennsylvania')).toEqual([]);
    } finally {
      await t.pool.query(
        `update users set warehouses = '{kentucky,pennsylvania,texas}' where username = 'bulk'`,
      );
      await t.realtime.bus.sync();
    }
  });
});

describe('GET /bulk/treatly-orders', () => {
  it("lists the lines not cancelled of Treatly's open orders whose ASN is not sent", async () => {
    const res = await call('GET', '/bulk/treatly-orders');
    expect(res.statusCode, res.body).toBe(200);
    const lines = body<{ lines: TreatlyLine[] }>(res).lines;
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from bulk_orders o join bulk_order_items i on i.order_id = o.id
       where o.company = 'furhaven' and o.vendor_name = 'Treatly' and o.asn_status <> 301
         and o.stage in ('not_built','not_shipped','ready','shipped') and i.order_status <> 199`,
    );
    expect(lines).toHaveLength(rows[0]!.n);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.vendor_name === 'Treatly')).toBe(true);
  });
});

describe('POST /bulk/lots', () => {
  it('records the lots of valid rows on every item of the order and SKU, dates converted', async () => {
    const order = await anOpenRedOrder();
    const active = order.items.filter((i) => i.order_status !== 199);
    const data = [...new Set(active.map((i) => i.internal_sku))].map((sku, n) =>
      fileRow(order, sku, { lot_number: `LAPI${n}`, production_date: '2/1/2025' }),
    );
    const res = await call('POST', '/bulk/lots', { data });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ items: active.length, orders: 1 });
    const after = (await lotOrders()).find((o) => o.order_id === order.order_id)!;
    expect(lotRowColour(after, today())).toBe('valid');
    expect(after.items.filter((i) => i.order_status !== 199).map((i) => i.expiration_date)).toEqual(
      active.map(() => '2031-01-31'),
    );
    expect(after.items.find((i) => i.order_status !== 199)!.production_date).toBe('2025-02-01');
  });

  it('writes nothing for a file with a row without a lot, an expired lot or two lots for one SKU', async () => {
    const order = await anOpenRedOrder();
    const sku = order.items.find((i) => i.order_status !== 199 && i.lot_number === null)!.internal_sku;
    const before = await lotsDigest();
    const bad = [
      [fileRow(order, sku), fileRow(order, sku, { internal_sku: 'OTHER', lot_number: '' })],
      [fileRow(order, sku, { expiration_date: today() })],
      [fileRow(order, sku), fileRow(order, sku, { lot_number: 'LAPI-OTHER' })],
    ];
    const messages = [];
    for (const data of bad) {
      const res = await call('POST', '/bulk/lots', { data });
      expect(res.statusCode, res.body).toBe(400);
      messages.push(body(res).message);
    }
    expect(messages).toEqual([
      'Row 3: lot_number is missing.',
      `Row 2: lot LAPI001 expired on ${today()}; the expiry must be after today.`,
      `Row 3: SKU ${sku} has two lot numbers (LAPI001 on row 2, LAPI-OTHER).`,
    ]);
    expect(await lotsDigest()).toBe(before);
  });

  it('writes nothing when one row names no open line (404) or an order whose ASN was sent (409)', async () => {
    const order = await anOpenRedOrder();
    const sku = order.items.find((i) => i.order_status !== 199 && i.lot_number === null)!.internal_sku;
    const sent = (await lotOrders()).find((o) => o.vendor_status === 301)!;
    const before = await lotsDigest();
    const unknown = await call('POST', '/bulk/lots', {
      data: [fileRow(order, sku), fileRow(order, 'NO-SUCH-SKU', { lot_number: 'LX' })],
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(body(unknown).message).toBe(`Order ${order.internal_po_number} has no item NO-SUCH-SKU.`);
    const late = await call('POST', '/bulk/lots', {
      data: [fileRow(order, sku), fileRow(sent, sent.items[0]!.internal_sku, { lot_number: 'LY' })],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(body(late)).toMatchObject({ error: 'asn_sent' });
    expect(await lotsDigest()).toBe(before);
  });

  it('refuses an order of a warehouse the person does not hold, writing nothing', async () => {
    const order = (await lotOrders()).find(
      (o) => o.vendor_status !== 301 && o.stage !== 'asn_sent' && o.warehouse !== 'pennsylvania',
    )!;
    const sku = order.items.find((i) => i.order_status !== 199)!.internal_sku;
    const before = await lotCount();
    await t.pool.query(`update users set warehouses = '{pennsylvania}' where username = 'bulk'`);
    await t.realtime.bus.sync();
    try {
      const res = await call('POST', '/bulk/lots', { data: [fileRow(order, sku, { lot_number: 'LZ' })] });
      expect(res.statusCode, res.body).toBe(403);
      expect(body(res)).toMatchObject({ error: 'warehouse_forbidden' });
    } finally {
      await t.pool.query(
        `update users set warehouses = '{kentucky,pennsylvania,texas}' where username = 'bulk'`,
      );
      await t.realtime.bus.sync();
    }
    expect(await lotCount()).toBe(before);
  });

  it('refuses a body without data and a text that cannot be stored', async () => {
    expect((await call('POST', '/bulk/lots', {})).statusCode).toBe(400);
    const order = await anOpenRedOrder();
    const res = await call('POST', '/bulk/lots', {
      data: [fileRow(order, 'A', { lot_number: 'L\u0000' })],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('shorting from the Lots drawer (PUT /bulk/orders/short, /unshort)', () => {
  it('takes an order whose every item is shorted off the list and brings it back when unshorted', async () => {
    const order = (await lotOrders()).find(
      (o) =>
        o.vendor_status !== 301 &&
        o.items.some((i) => i.order_status === 102) &&
        o.items.every((i) => i.order_status === 102 || i.order_status === 199),
    )!;
    expect(order, 'an order of Built items').toBeDefined();
    const items = [
      ...new Set(order.items.filter((i) => i.order_status === 102).map((i) => i.internal_sku)),
    ].map((sku) => ({
      internal_sku: sku,
      internal_po_number: order.internal_po_number,
      vendor_name: order.vendor_name,
    }));
    expect((await call('PUT', '/bulk/orders/short', { items })).statusCode).toBe(200);
    expect((await lotOrders()).some((o) => o.order_id === order.order_id)).toBe(false);
    expect((await call('PUT', '/bulk/orders/unshort', { items })).statusCode).toBe(200);
    const back = (await lotOrders()).find((o) => o.order_id === order.order_id)!;
    expect(back.items.map((i) => i.order_status)).toEqual(order.items.map((i) => i.order_status));
  });
});

describe('access', () => {
  it('refuses a person without the bulk or admin scope, and a company header without _bulk', async () => {
    for (const [method, url, payload] of [
      ['GET', '/bulk/lots/orders', undefined],
      ['GET', '/bulk/treatly-orders', undefined],
      ['POST', '/bulk/lots', { data: [] }],
    ] as const) {
      const office = await call(method, url, payload, tokens.office.access_token);
      expect(office.statusCode, `${method} ${url}`).toBe(403);
      const floor = await call(method, url, payload, tokens.floor.access_token);
      expect(floor.statusCode, `${method} ${url}`).toBe(403);
      const side = await call(method, url, payload, bulk, 'Furhaven');
      expect(side.statusCode, `${method} ${url}`).toBe(400);
      expect(body(side)).toMatchObject({ error: 'company_side' });
      expect((await call(method, url, payload, tokens.admin.access_token)).statusCode).not.toBe(403);
    }
  });
});
