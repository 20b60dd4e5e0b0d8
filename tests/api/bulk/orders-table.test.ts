import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOrdersTable } from '../../../src/shared/api/bulk/bulk-orders';
import { BULK_STAGES } from '../../../src/shared/domain/bulk/status';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** GET /bulk/orders/table (D2 sections 2 and 7) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/api/bulk/orders/table';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office'] as const);
const bulk = tokens.bulk.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: authed(token, company) });
const table = async (query: string, token = bulk) => {
  const res = await get(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return body<BulkOrdersTable>(res).orders;
};

/** The ids SQL says a tab lists: the stage's orders with an item not cancelled, newest upload first. */
async function expected(stage: string, warehouses?: readonly string[]) {
  const { rows } = await t.pool.query<{ id: number }>(
    `select o.id from bulk_orders o where o.company = 'furhaven' and o.stage = $1
       and ($2::text[] is null or o.warehouse = any($2))
       and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> 199)
     order by o.upload_date desc, o.id desc`,
    [stage, warehouses ?? null],
  );
  return rows.map((r) => r.id);
}

describe('the ten tabs', () => {
  it.each(BULK_STAGES)('%s lists the orders of its stage, newest upload first', async (stage) => {
    const orders = await table(`?status=${stage}`);
    expect(orders.map((o) => o.id)).toEqual(await expected(stage));
    for (const o of orders) expect(o.stage).toBe(stage);
  });

  it('the world has orders on every tab', async () => {
    for (const stage of BULK_STAGES) expect((await expected(stage)).length, stage).toBeGreaterThan(0);
  });

  it('answers a row with counts of live items and shipments', async () => {
    const [row] = await table('?status=ready');
    expect(row).toBeDefined();
    const { rows } = await t.pool.query<{ items: number; shipments: number }>(
      `select (select count(*)::int from bulk_order_items where order_id = $1 and order_status <> 199) as items,
              (select count(*)::int from bulk_shipments where order_id = $1) as shipments`,
      [row?.id],
    );
    expect(row).toMatchObject({ item_count: rows[0]?.items, shipment_count: rows[0]?.shipments });
    expect(row?.shipment_count).toBeGreaterThan(0);
  });

  it('narrows a tab other than New to one warehouse, and ignores the warehouse on New', async () => {
    const orders = await table('?status=complete&warehouse=pennsylvania');
    expect(orders.map((o) => o.id)).toEqual(await expected('complete', ['pennsylvania']));
    for (const o of orders) expect(o.warehouse).toBe('pennsylvania');
    expect((await table('?status=new&warehouse=texas')).map((o) => o.id)).toEqual(await expected('new'));
  });

  it('lists no order whose items are all cancelled', async () => {
    const [row] = await table('?status=not_built');
    await t.pool.query(`update bulk_order_items set order_status = 199 where order_id = $1`, [row?.id]);
    expect((await table('?status=not_built')).map((o) => o.id)).not.toContain(row?.id);
  });
});

describe('bad queries answer 400', () => {
  it.each(['', '?status=shipping', '?status=ready&warehouse=ohio', '?status=%00'])('%s', async (query) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(body<{ message: string }>(res).message).toEqual(expect.any(String));
  });
});

describe('access', () => {
  it('lets admin and bulk in and refuses a user without bulk (403)', async () => {
    expect((await get('?status=new', tokens.admin.access_token)).statusCode).toBe(200);
    const res = await get('?status=new', tokens.office.access_token);
    expect(res.statusCode).toBe(403);
    expect(body(res)).toMatchObject({ error: 'scope_forbidden' });
  });

  it('wants the _bulk company header', async () => {
    const res = await get('?status=new', bulk, 'Furhaven');
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ error: 'company_side' });
  });

  it("keeps the companies apart: Worldwise_bulk lists none of Furhaven's orders", async () => {
    const furhaven = new Set(await expected('complete'));
    const res = await get('?status=complete', bulk, 'Worldwise_bulk');
    expect(res.statusCode).toBe(200);
    for (const o of body<BulkOrdersTable>(res).orders) expect(furhaven.has(o.id)).toBe(false);
  });

  it('keeps a person who holds one warehouse to its orders (403 for another)', async () => {
    await t.pool.query(`update users set warehouses = '{pennsylvania}' where username = 'bulk'`);
    await t.realtime.bus.sync();
    try {
      const orders = await table('?status=complete');
      expect(orders.map((o) => o.id)).toEqual(await expected('complete', ['pennsylvania']));
      const res = await get('?status=complete&warehouse=kentucky');
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ error: 'warehouse_forbidden' });
      // New orders have no warehouse yet: every bulk user sees them.
      expect((await table('?status=new')).map((o) => o.id)).toEqual(await expected('new'));
    } finally {
      await t.pool.query(
        `update users set warehouses = '{kentucky,pennsylvania,texas}' where username = 'bulk'`,
      );
      await t.realtime.bus.sync();
    }
  });
});
