import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkFailedTrackingRow } from '../../../src/shared/api/dropship/failed-tracking';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Failed Tracking's bulk side (issue 14 item 8; D2 sections 3 and 5): the `_bulk` company and the bulk user. */
const NOW = new Date('2026-03-02T15:30:00Z');
const LIST = '/api/bulk/orders/failed_tracking';
const SET = '/api/bulk/orders/update_tracking';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office', 'floor', 'hq'] as const);
const bulk = tokens.bulk.access_token;
let parcel: { id: number; po: string };

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
  // A Ready order's load goes by parcel and its label was never bought: no tracking number.
  const { rows } = await t.pool.query<{ id: number; po: string }>(
    `update bulk_shipments s set method = 'PARCEL', pro_number = null from bulk_orders o
     where o.id = s.order_id and s.id = (select s2.id from bulk_shipments s2 join bulk_orders o2 on o2.id = s2.order_id
       where s2.company = 'furhaven' and s2.shipment_status = 200 and s2.warehouse = 'kentucky' order by s2.id limit 1)
     returning s.id, o.internal_po_number as po`,
  );
  parcel = rows[0]!;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const list = (token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url: LIST, headers: authed(token, company) });
const set = (payload: object, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'PUT', url: SET, payload, headers: authed(token, company) });
const rows = async (token = bulk) => {
  const res = await list(token);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ rows: BulkFailedTrackingRow[] }>(res).rows;
};
const message = (res: Parameters<typeof body>[0]) => body<{ message: string }>(res).message;

describe('GET /bulk/orders/failed_tracking', () => {
  it("lists a bulk parcel shipment without a number with D2's row fields", async () => {
    const found = (await rows()).find((r) => r.shipment_id === parcel.id)!;
    expect(found).toMatchObject({ internal_po_number: parcel.po, warehouse: 'kentucky' });
    expect(found.internal_sku).not.toBe('');
    for (const key of ['order_id', 'vendor_name', 'shipment_weight', 'total_on_shipment', 'box_type', 'name'])
      expect(found).toHaveProperty(key);
    // Freight loads with their PRO numbers are not failed.
    const { rows: freight } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from bulk_shipments where company = 'furhaven' and pro_number is not null`,
    );
    expect(freight[0]!.n).toBeGreaterThan(0);
    expect((await rows()).every((r) => r.shipment_id === parcel.id)).toBe(true);
  });
});

describe('PUT /bulk/orders/update_tracking', () => {
  it('refuses an empty or malformed number and writes nothing', async () => {
    const empty = await set({ shipment_id: parcel.id, tracking_number: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('Enter a tracking number.');
    expect((await set({ shipment_id: parcel.id, tracking_number: 'AB-12' })).statusCode).toBe(400);
    const { rows: db } = await t.pool.query(`select pro_number from bulk_shipments where id = $1`, [
      parcel.id,
    ]);
    expect(db[0]).toEqual({ pro_number: null });
  });

  it('sets the number; the shipment leaves the list and a second set is 404', async () => {
    const res = await set({ shipment_id: parcel.id, tracking_number: '1z 999 aa1 0123456784' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ shipment_id: parcel.id, tracking_number: '1Z999AA10123456784' });
    expect((await rows()).some((r) => r.shipment_id === parcel.id)).toBe(false);
    const again = await set({ shipment_id: parcel.id, tracking_number: '1Z999AA10123456785' });
    expect(again.statusCode).toBe(404);
    const { rows: db } = await t.pool.query(`select pro_number from bulk_shipments where id = $1`, [
      parcel.id,
    ]);
    expect(db[0]).toEqual({ pro_number: '1Z999AA10123456784' });
  });
});

describe('access', () => {
  it('admits bulk and admin on the bulk side, refuses the dropship users and the dropship company', async () => {
    expect((await list(tokens.admin.access_token)).statusCode).toBe(200);
    expect((await list(tokens.office.access_token)).statusCode).toBe(403);
    expect((await list(tokens.hq.access_token)).statusCode).toBe(403);
    expect((await list(bulk, 'Furhaven')).statusCode).toBe(400);
    expect(
      (await set({ shipment_id: parcel.id, tracking_number: 'X' }, tokens.floor.access_token)).statusCode,
    ).toBe(403);
  });

  it('keeps the bulk user off the dropship side (the screen admits both scopes)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/orders/failed_tracking',
      headers: authed(bulk, 'Furhaven'),
    });
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe("Failed Tracking's dropship side needs the dropship scope.");
    const office = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/orders/failed_tracking',
      headers: authed(tokens.office.access_token, 'Furhaven'),
    });
    expect(office.statusCode).toBe(200);
  });
});
