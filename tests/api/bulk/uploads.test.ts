import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BulkDeleteUploadResponse,
  BulkUpload,
  BulkUploadResponse,
} from '../../../src/shared/api/bulk/bulk-uploads';
import { BULK_ORDER_FILE_COLUMNS } from '../../../src/shared/domain/bulk/uploads';
import { loadWorld } from '../../../src/server/world/load-world';
import { bulkOrderFileRow } from '../../fixtures/bulk-orders';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Bulk Uploads (D2 sections 2, 7 and 8) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/api/bulk/orders/uploads';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office', 'floor'] as const);
const bulk = tokens.bulk.access_token;
const admin = tokens.admin.access_token;

let vendor: { name: string; code: string };
let skus: string[];

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
  const v = await t.pool.query<{ name: string; code: string }>(
    `select name, code from vendors where company = 'furhaven' and side = 'bulk' order by name limit 1`,
  );
  vendor = v.rows[0]!;
  const s = await t.pool.query<{ sku: string }>(
    `select sku from items where company = 'furhaven' and active and not is_bundle order by sku limit 3`,
  );
  skus = s.rows.map((r) => r.sku);
});
afterAll(async () => {
  await t.close();
});

const post = (payload: unknown, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: authed(token, company) });
const list = (token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url: URL, headers: authed(token, company) });
const remove = (uploadId: number, token = admin, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'DELETE', url: `${URL}?upload_id=${uploadId}`, headers: authed(token, company) });

let poSeq = 0;
/** A file row of the template for the world's first bulk vendor and a catalog SKU. */
const row = (po: string, over: Record<string, string> = {}) =>
  bulkOrderFileRow({
    internal_po_number: po,
    vendor_name: vendor.name,
    vendor_code: vendor.code,
    order_pieces: '18',
    order_price: '360.00',
    internal_sku: skus[0]!,
    ...over,
  });
const newPo = () => `TESTUP${String(++poSeq).padStart(4, '0')}`;
const file = (rows: Record<string, string>[], filename = 'bulk_orders.csv') => ({
  rows,
  fields: [...BULK_ORDER_FILE_COLUMNS],
  filename,
});
const counts = async () => {
  const { rows } = await t.pool.query<{ orders: number; items: number; uploads: number }>(
    `select (select count(*)::int from bulk_orders) as orders,
            (select count(*)::int from bulk_order_items) as items,
            (select count(*)::int from uploads) as uploads`,
  );
  return rows[0]!;
};

describe('POST /bulk/orders/uploads', () => {
  it('writes one New order per PO, vendor name and vendor code with its items from the catalog', async () => {
    const [a, b] = [newPo(), newPo()];
    const res = await post(
      file([
        row(a),
        row(a, {
          internal_sku: skus[1]!,
          quantity: '6',
          decision: 'SP',
          KY_qty: '2',
          PA_qty: '4',
          ship_type: 'LTL',
        }),
        row(b, { internal_sku: skus[2]!, decision: 'KY', ship_type: 'PARCEL' }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = body<BulkUploadResponse>(res);
    expect(answer).toMatchObject({ upload_status: 'upload_complete', order_count: 2, line_count: 3 });

    const { rows: orders } = await t.pool.query(
      `select id, internal_po_number, vendor_code, stage, order_status, upload_id, price::text, order_pieces,
              ship_window_start::text, warehouse
       from bulk_orders where internal_po_number = any($1) order by internal_po_number`,
      [[a, b]],
    );
    expect(orders).toHaveLength(2);
    for (const o of orders)
      expect(o).toMatchObject({
        stage: 'new',
        order_status: 100,
        upload_id: answer.upload_id,
        vendor_code: vendor.code,
        price: '360.00',
        order_pieces: 18,
        ship_window_start: '2026-03-08',
        warehouse: null,
      });
    const { rows: items } = await t.pool.query(
      `select i.internal_sku, i.quantity, i.order_status, i.decision, i.fulfill_ky, i.fulfill_pa, i.ship_method,
              i.ky_method, i.pa_method, i.external_price::text, i.description = c.description as described,
              i.root_sku = c.root_sku as rooted, i.case_packs = c.case_packs as packed
       from bulk_order_items i join bulk_orders o on o.id = i.order_id
       join items c on c.company = i.company and c.sku = i.internal_sku
       where o.internal_po_number = any($1) order by o.internal_po_number, i.id`,
      [[a, b]],
    );
    expect(items).toEqual([
      expect.objectContaining({
        internal_sku: skus[0],
        quantity: 12,
        order_status: 100,
        decision: null,
        external_price: '20.00',
      }),
      expect.objectContaining({
        decision: 'Split',
        fulfill_ky: 2,
        fulfill_pa: 4,
        ship_method: null,
        ky_method: 'LTL',
        pa_method: 'LTL',
      }),
      expect.objectContaining({ decision: 'Kentucky', fulfill_ky: 12, fulfill_pa: 0, ship_method: 'PARCEL' }),
    ]);
    for (const i of items) expect([i.described, i.rooted, i.packed]).toEqual([true, true, true]);

    const history = body<{ uploads: BulkUpload[] }>(await list()).uploads;
    expect(history[0]).toMatchObject({
      upload_id: answer.upload_id,
      file_name: 'bulk_orders.csv',
      vendor_name: vendor.name,
      order_count: 2,
      successful: 2,
      failed: 0,
      user: 'bulk',
      upload_status: 'upload_complete',
      kentucky: 2,
      pennsylvania: 1,
    });
  });

  it.each([
    ['a swapped header', { fields: [...BULK_ORDER_FILE_COLUMNS].reverse() }, /^Invalid File Headers/],
    [
      'an unknown SKU',
      { row: { internal_sku: 'NO-SUCH-SKU' } },
      /internal_sku "NO-SUCH-SKU" is not in the catalog/,
    ],
    [
      'an unknown vendor',
      { row: { vendor_name: 'Nobody Inc' } },
      /vendor_name "Nobody Inc" is not a bulk vendor/,
    ],
    ['a wrong vendor code', { row: { vendor_code: 'X0000' } }, /vendor_code "X0000" is not the code of/],
    [
      'an empty required cell',
      { row: { ship_window_end: '' } },
      /^Row 3 \(PO TESTUP\d+\): ship_window_end is empty\.$/,
    ],
    ['a bad decision code', { row: { decision: 'ZZ' } }, /decision "ZZ" is not one of/],
    ['a bad date', { row: { deliver_by: '31/31/2026' } }, /deliver_by "31\/31\/2026" is not a date/],
  ])('refuses a file with %s and writes nothing (400 with the reason)', async (_, bad, message) => {
    const before = await counts();
    const good = row(newPo());
    const rows = [good, 'row' in bad ? row(newPo(), bad.row) : row(newPo())];
    const res = await post({ ...file(rows), ...('fields' in bad ? { fields: bad.fields } : {}) });
    expect(res.statusCode, res.body).toBe(400);
    expect(body<{ message: string }>(res).message).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a PO of a vendor that was uploaded before, writing nothing', async () => {
    const po = newPo();
    expect((await post(file([row(po)]))).statusCode).toBe(201);
    const before = await counts();
    const res = await post(file([row(newPo()), row(po)]));
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toMatch(new RegExp(`PO ${po} of .* was uploaded before`));
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ rows: [], fields: [...BULK_ORDER_FILE_COLUMNS], filename: 'x.csv' }],
    [{ rows: [{ a: 'b' }], fields: [...BULK_ORDER_FILE_COLUMNS], filename: '' }],
    [{ rows: [{ a: '\u0000' }], fields: [...BULK_ORDER_FILE_COLUMNS], filename: 'x.csv' }],
    [{ rows: 'x', fields: [], filename: 'x.csv' }],
    [{}],
  ])('refuses a malformed body %j with a message', async (payload) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(body<{ message: string }>(res).message).toEqual(expect.any(String));
  });
});

describe('DELETE /bulk/orders/uploads (admin)', () => {
  it('removes the orders that are still New and keeps the others (Partially Deleted)', async () => {
    const [a, b] = [newPo(), newPo()];
    const created = body<BulkUploadResponse>(await post(file([row(a), row(b)])));
    await t.pool.query(`update bulk_orders set stage = 'not_routed' where internal_po_number = $1`, [b]);
    const res = await remove(created.upload_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<BulkDeleteUploadResponse>(res)).toEqual({
      upload_id: created.upload_id,
      upload_status: 'upload_partially_deleted',
      deleted: 1,
      kept: 1,
    });
    const { rows } = await t.pool.query(`select internal_po_number from bulk_orders where upload_id = $1`, [
      created.upload_id,
    ]);
    expect(rows).toEqual([{ internal_po_number: b }]);
    // Only moved-on orders left: nothing to delete.
    const again = await remove(created.upload_id);
    expect(again.statusCode).toBe(409);
    expect(body<{ message: string }>(again).message).toMatch(/left the New tab/);
  });

  it('deletes a whole upload (Deleted) and refuses it a second time', async () => {
    const created = body<BulkUploadResponse>(await post(file([row(newPo())])));
    const res = await remove(created.upload_id);
    expect(body<BulkDeleteUploadResponse>(res)).toMatchObject({
      upload_status: 'upload_deleted',
      deleted: 1,
      kept: 0,
    });
    const again = await remove(created.upload_id);
    expect(again.statusCode).toBe(409);
    expect(body<{ message: string }>(again).message).toMatch(/already deleted/);
  });

  it('is for admin only (403 for bulk, nothing deleted), 404 for an unknown or other company upload', async () => {
    const created = body<BulkUploadResponse>(await post(file([row(newPo())])));
    const res = await remove(created.upload_id, bulk);
    expect(res.statusCode).toBe(403);
    expect(body(res)).toMatchObject({ error: 'admin_only' });
    const { rows } = await t.pool.query(`select count(*)::int as n from bulk_orders where upload_id = $1`, [
      created.upload_id,
    ]);
    expect(rows[0]!.n).toBe(1);
    expect((await remove(created.upload_id, admin, 'Worldwise_bulk')).statusCode).toBe(404);
    expect((await remove(999_999)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${URL}?upload_id=0`,
          headers: authed(admin, 'Furhaven_bulk'),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('access (admin, bulk; the _bulk company header)', () => {
  it('lets admin and bulk list; refuses scopes without bulk (403), writing nothing', async () => {
    expect((await list(admin)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    for (const user of ['office', 'floor'] as const) {
      expect((await list(tokens[user].access_token)).statusCode, user).toBe(403);
      const before = await counts();
      expect((await post(file([row(newPo())]), tokens[user].access_token)).statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    }
  });

  it('keeps each company to its own uploads and wants the bulk header', async () => {
    const furhaven = body<{ uploads: BulkUpload[] }>(await list()).uploads.map((u) => u.upload_id);
    const worldwise = body<{ uploads: BulkUpload[] }>(await list(bulk, 'Worldwise_bulk')).uploads.map(
      (u) => u.upload_id,
    );
    expect(furhaven.length).toBeGreaterThan(0);
    expect(worldwise.length).toBeGreaterThan(0);
    expect(furhaven.filter((id) => worldwise.includes(id))).toEqual([]);
    const res = await list(bulk, 'Furhaven');
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ error: 'company_side' });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
