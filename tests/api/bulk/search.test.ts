import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkSearchResultSchema, type BulkSearchRow } from '../../../src/shared/api/bulk/search';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/**
 * GET /api/bulk/order-search (D2 sections 5, 7, 9) on the small world: the flat rows against an
 * independent reading of the tables, each filter, the 7-digit ERP number, whole orders within the
 * row limit, newest upload first, bad input and refusals.
 */
const URL = '/api/bulk/order-search';
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'floor', 'office'] as const);

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: new Date('2026-03-02T15:30:00Z') });
});
afterAll(async () => {
  await t.close();
});

const call = (
  query: Record<string, string | number> = {},
  token = tokens.bulk.access_token,
  company = 'Furhaven_bulk',
) =>
  t.app.inject({
    method: 'GET',
    url: `${URL}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: authed(token, company),
  });

async function search(
  query: Record<string, string | number> = {},
  company = 'Furhaven_bulk',
): Promise<BulkSearchRow[]> {
  const res = await call(query, tokens.bulk.access_token, company);
  expect(res.statusCode, res.body).toBe(200);
  return bulkSearchResultSchema.parse(decodeEnvelope(res.body)).data;
}

/** The same rows read another way: one per shipment item, or per line no shipment holds. */
async function expectedRows(where: string, params: unknown[] = []) {
  const { rows } = await t.pool.query<{
    order_id: number;
    item_id: number;
    shipment_id: number | null;
    quantity: number;
  }>(
    `select o.id as order_id, i.id as item_id, s.id as shipment_id, coalesce(si.quantity, i.quantity) as quantity
     from bulk_orders o
     join bulk_order_items i on i.order_id = o.id
     left join bulk_shipment_items si on si.item_id = i.id
     left join bulk_shipments s on s.id = si.shipment_id
     where o.company = 'furhaven' and ${where}
     order by o.upload_date desc, o.id desc, i.id, s.id`,
    params,
  );
  return rows;
}
const keyOf = (r: { order_id: number; item_id: number; shipment_id: number | null; quantity: number }) =>
  `${r.order_id}/${r.item_id}/${r.shipment_id}/${r.quantity}`;

describe('GET /bulk/order-search', () => {
  it('answers one row per shipment item (or line not shipped) of whole orders, newest upload first, within 5000 rows', async () => {
    const rows = await search();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5000);
    const all = await expectedRows('true');
    const orders = [...new Set(rows.map((r) => r.order_id))];
    // The newest orders, whole: the rows are the first rows of the full reading, cut at an order's end.
    expect(rows.map(keyOf)).toEqual(all.slice(0, rows.length).map(keyOf));
    expect(all[rows.length]?.order_id ?? null).not.toBe(orders.at(-1));
    const uploads = rows.map((r) => r.upload_date);
    expect([...uploads].sort().reverse()).toEqual(uploads);
    expect(rows[0]!.upload_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('cuts at whole orders under a smaller limit', async () => {
    const rows = await search({ limit: 10 });
    expect(rows.length).toBeLessThanOrEqual(10);
    const all = await expectedRows('true');
    expect(rows.map(keyOf)).toEqual(all.slice(0, rows.length).map(keyOf));
    const last = rows.at(-1)!.order_id;
    expect(all.filter((r) => r.order_id === last)).toHaveLength(
      rows.filter((r) => r.order_id === last).length,
    );
  });

  it('filters by SKU, PRO number, Acumatica order number (padded to 7), warehouse and statuses', async () => {
    const { rows: some } = await t.pool.query<{
      internal_sku: string;
      pro_number: string;
      acu_order_num: string;
      warehouse: string;
      order_id: number;
    }>(
      `select i.internal_sku, s.pro_number, o.acu_order_num, s.warehouse, o.id as order_id
       from bulk_orders o join bulk_shipments s on s.order_id = o.id join bulk_order_items i on i.order_id = o.id
       where o.company = 'furhaven' and o.acu_order_num like '0%' and s.pro_number is not null limit 1`,
    );
    const pick = some[0]!;
    const bySku = await search({ sku: pick.internal_sku });
    expect(bySku.map(keyOf)).toEqual(
      (
        await expectedRows(`o.id in (select order_id from bulk_order_items where internal_sku = $1)`, [
          pick.internal_sku,
        ])
      ).map(keyOf),
    );
    const byPro = await search({ pro_number: pick.pro_number });
    expect(new Set(byPro.map((r) => r.order_id))).toContain(pick.order_id);
    expect(byPro.every((r) => r.order_id === pick.order_id || r.pro_number !== null)).toBe(true);
    const unpadded = pick.acu_order_num.replace(/^0+/, '');
    const byErp = await search({ acu_order_num: unpadded });
    expect(new Set(byErp.map((r) => r.acu_order_num))).toEqual(new Set([pick.acu_order_num]));
    const shipped = await search({ shipment_status: 201, warehouse: 'Pennsylvania' });
    expect(shipped.length).toBeGreaterThan(0);
    expect(
      (
        await expectedRows(
          `exists (select 1 from bulk_shipments x where x.order_id = o.id and x.shipment_status = 201) and (o.warehouse = 'pennsylvania' or exists (select 1 from bulk_shipments x where x.order_id = o.id and x.warehouse = 'pennsylvania'))`,
        )
      )
        .slice(0, shipped.length)
        .map(keyOf),
    ).toEqual(shipped.map(keyOf));
    const built = await search({ order_status: 102, acumatica_status: '' });
    expect(built.every((r) => r.order_status === 102)).toBe(true);
    const valid = await search({ order_valid: 'true' });
    expect(valid.some((r) => r.order_status === 199)).toBe(false);
  });

  it('sends empty filters as null: empty, null and absent are the same search', async () => {
    const plain = await search({ limit: 50 });
    expect(await search({ limit: 50, vendor_name: '', sku: 'null', start_date: '' })).toEqual(plain);
  });

  it('filters on the upload date in the warehouses zone, both ends included', async () => {
    const rows = await search();
    const day = rows[0]!.upload_date.slice(0, 10);
    const one = await search({ start_date: day, end_date: day });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => r.upload_date.startsWith(day))).toBe(true);
  });

  it('keeps each company to its own orders', async () => {
    const furhaven = new Set((await search()).map((r) => r.order_id));
    const worldwise = await search({}, 'Worldwise_bulk');
    expect(worldwise.length).toBeGreaterThan(0);
    expect(worldwise.some((r) => furhaven.has(r.order_id))).toBe(false);
  });

  it('answers 400 with the reason for bad filters', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ start_date: '2026-13-01' }, 'Start date must be a date in the form YYYY-MM-DD.'],
      [
        { start_date: '2026-03-02', end_date: '2026-03-01' },
        'The start date must be on or before the end date.',
      ],
      [{ warehouse: 'ohio' }, 'Warehouse must be one of kentucky, pennsylvania, texas, illinois.'],
      [{ order_status: '150' }, 'Order status must be one of'],
      [{ shipment_status: 'x' }, 'Shipment status must be a whole number.'],
      [{ limit: '5001' }, 'Limit must be at most 5000.'],
      [{ upload_id: '99999999999' }, 'Upload id is out of range.'],
      [{ sku: 'a\u0000' }, 'cannot be stored'],
    ];
    for (const [query, message] of cases) {
      const res = await call(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(body(res).message).toContain(message);
    }
  });

  it('refuses users without the bulk scope and the dropship company header', async () => {
    expect((await call({}, tokens.floor.access_token)).statusCode).toBe(403);
    expect((await call({}, tokens.office.access_token)).statusCode).toBe(403);
    expect((await call({}, tokens.bulk.access_token, 'Furhaven')).statusCode).toBe(400);
    expect((await call({ limit: 5 }, tokens.admin.access_token)).statusCode).toBe(200);
  });
});
