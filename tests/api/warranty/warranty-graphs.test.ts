import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarrantyGraphs } from '../../../src/shared/api/warranty/warranty-graphs';
import { topCounts } from '../../../src/shared/domain/warranty/graphs';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Warranty Graphs (D3 2.9): GET /dropship/warranty/graphs against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');

const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.office.access_token, 'Furhaven');

/**
 * January 2020 (before the world's 90 days): 33 orders of 33 SKUs, the first SKU typed three ways
 * (one key), one more order cancelled (left out).
 */
async function seedJanuary2020() {
  const insertOrder = async (
    n: number,
    day: number,
    status: number,
    action: string,
    vendor: string | null,
  ) => {
    const res = await t.pool.query<{ id: number }>(
      `insert into warranty_orders (company, order_date, order_status, internal_po_number, vendor,
         warranty_issued, reason, customer_name, street, city, state, zip_code)
       values ('furhaven', $1, $2, $3, $4, $5, 'Exchange', 'Test Person', '1 Main St', 'Louisville', 'KY', '40202')
       returning id`,
      [`2020-01-${String(day).padStart(2, '0')}`, status, `GR-${n}`, vendor, action],
    );
    return res.rows[0]!.id;
  };
  const insertItem = (order: number, sku: string) =>
    t.pool.query(
      `insert into warranty_items (order_id, original_sku, internal_sku, quantity, notes)
       values ($1, $2, $2, 1, 'graph test')`,
      [order, sku],
    );
  for (let n = 0; n < 33; n++) {
    const order = await insertOrder(
      n,
      (n % 28) + 1,
      1,
      n % 3 === 0 ? 'No' : 'Yes',
      n < 5 ? null : 'Graph Vendor',
    );
    await insertItem(order, `GRAPH-${String(n).padStart(2, '0')}`);
  }
  const first = (
    await t.pool.query<{ id: number }>(`select id from warranty_orders where internal_po_number = 'GR-0'`)
  ).rows[0]!.id;
  await insertItem(first, ' graph-00');
  await insertItem(first, 'Graph-00 ');
  const cancelled = await insertOrder(99, 15, 199, 'Yes', 'Cancelled Vendor');
  await insertItem(cancelled, 'GRAPH-CANCELLED');
}

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
  await seedJanuary2020();
});
afterAll(async () => {
  await t.close();
});

const graphs = async (query = '') => {
  const res = await call('GET', `/dropship/warranty/graphs${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<WarrantyGraphs>(res);
};

describe('access', () => {
  it('refuses a user without the warranties scope, a company not held and the bulk header', async () => {
    const url = '/dropship/warranty/graphs';
    // floor holds dropship but not warranties; bulk holds bulk only.
    expect((await call('GET', url, undefined, tokens.floor.access_token)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, tokens.bulk.access_token)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, tokens.floor.access_token, 'Worldwise')).statusCode).toBe(403);
    expect((await call('GET', url, undefined, undefined, 'Acme')).statusCode).toBe(403);
    expect((await call('GET', url, undefined, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
    expect((await call('GET', url, undefined, tokens.admin.access_token)).statusCode).toBe(200);
  });
});

describe('GET /dropship/warranty/graphs', () => {
  it('counts a range: the top 30 SKUs (grouped), reasons, vendors and actions by day, cancelled left out', async () => {
    const g = await graphs('?start_date=2020-01-01&end_date=2020-1-31');
    expect(g.start_date).toBe('2020-01-01');
    expect(g.end_date).toBe('2020-01-31');
    expect(g.orders).toBe(33);
    expect(g.items).toBe(35);
    expect(g.skus).toHaveLength(30);
    expect(g.skus[0]).toEqual({ key: 'GRAPH-00', count: 3 });
    expect(g.skus[1]).toEqual({ key: 'GRAPH-01', count: 1 });
    expect(g.skus.at(-1)).toEqual({ key: 'GRAPH-29', count: 1 });
    expect(g.skus_other).toBe(3);
    expect(g.skus.some((s) => s.key.includes('CANCELLED'))).toBe(false);
    expect(g.reasons).toEqual([{ key: 'Exchange', count: 33 }]);
    expect(g.vendors).toEqual([
      { key: 'Graph Vendor', count: 28 },
      { key: 'No vendor', count: 5 },
    ]);
    expect(g.bucket).toBe('day');
    expect(g.periods).toHaveLength(31);
    expect(g.periods[0]).toBe('2020-01-01');
    const yes = g.actions.find((a) => a.action === 'Yes')!;
    const no = g.actions.find((a) => a.action === 'No')!;
    expect(yes.counts.reduce((a, b) => a + b, 0) + no.counts.reduce((a, b) => a + b, 0)).toBe(33);
    expect(no.counts.reduce((a, b) => a + b, 0)).toBe(11);
    // Days 1 to 5 hold orders 0..4 and 28..32: day 1 has orders 0 (No) and 28 (Yes).
    expect(no.counts[0]).toBe(1);
    expect(yes.counts[0]).toBe(1);
    expect(g.periods.length).toBe(yes.counts.length);
  });

  it('without dates counts all time, by month, and matches the rows the orders call answers', async () => {
    const g = await graphs();
    expect(g.start_date).toBe('2020-01-01');
    expect(g.end_date! >= '2026-03-01').toBe(true);
    expect(g.bucket).toBe('month');
    expect(g.periods[0]).toBe('2020-01-01');
    expect(g.periods.at(-1)).toBe('2026-03-01');
    const res = await call('GET', '/dropship/warranty/orders?limit=50000');
    const rows = body<{ order_status: number; original_sku: string; internal_po_number: string }[]>(
      res,
    ).filter((r) => r.order_status !== 199);
    expect(g.items).toBe(rows.length);
    expect(g.orders).toBe(new Set(rows.map((r) => r.internal_po_number)).size);
    const bySku = new Map<string, number>();
    for (const r of rows) {
      const key = r.original_sku.trim().toUpperCase();
      bySku.set(key, (bySku.get(key) ?? 0) + 1);
    }
    const expected = topCounts([...bySku].map(([key, count]) => ({ key, count })));
    expect(g.skus).toEqual(expected.top);
    expect(g.skus_other).toBe(expected.others);
    const monthly = g.actions.flatMap((a) => a.counts).reduce((a, b) => a + b, 0);
    expect(monthly).toBe(g.orders);
  });

  it("counts only the company's own orders", async () => {
    const res = await call('GET', '/dropship/warranty/graphs', undefined, undefined, 'Worldwise');
    expect(res.statusCode).toBe(200);
    const g = body<WarrantyGraphs>(res);
    expect(g.skus.some((s) => s.key.startsWith('GRAPH-'))).toBe(false);
    expect(g.start_date! > '2020-01-31').toBe(true);
  });

  it('a range with no orders answers empty series', async () => {
    const g = await graphs('?start_date=2019-01-01&end_date=2019-01-31');
    expect(g.orders).toBe(0);
    expect(g.skus).toEqual([]);
    expect(g.skus_other).toBe(0);
    expect(g.periods).toHaveLength(31);
    expect(g.actions.every((a) => a.counts.every((n) => n === 0))).toBe(true);
  });

  it('refuses dates that are not dates and an end before the start (400)', async () => {
    for (const [query, message] of [
      ['?start_date=2026-02-30', 'Start date must be a date'],
      ['?end_date=yesterday', 'End date must be a date'],
      ['?start_date=2026-03-02&end_date=2026-03-01', 'End date must not be before start date.'],
    ] as const) {
      const res = await call('GET', `/dropship/warranty/graphs${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
    }
  });
});
