import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippedReport } from '../../../src/shared/api/dropship/shipped-report';
import {
  inShippedRange,
  isFullyShipped,
  SHIPPED_REPORT_MESSAGES as M,
} from '../../../src/shared/domain/dropship/shipped-report';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Shipped Orders Report (D1 sections 2, 5, 7, 8) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/api/audits/shipped-orders-by-date-range';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'floor', 'bulk', 'hq', 'dock'] as const);

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, token = tokens.office.access_token, company = 'Furhaven') =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: authed(token, company) });

type OrderRow = { id: number; company: string; order_status: number; pickup_time: Date | null };
type LineRow = { order_id: number; order_status: number };

/** The report worked out in TypeScript from every order, with the shared rule. */
async function expectedIds(company: string, start: string, end: string): Promise<number[]> {
  const orders = (
    await t.pool.query<OrderRow>(
      'select id, company, order_status, pickup_time from dropship_orders where company = $1',
      [company],
    )
  ).rows;
  const lines = (
    await t.pool.query<LineRow>(
      'select order_id, order_status from dropship_order_lines where company = $1',
      [company],
    )
  ).rows;
  const byOrder = new Map<number, LineRow[]>();
  for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
  return orders
    .filter((o) => inShippedRange(o.pickup_time, start, end) && isFullyShipped(o, byOrder.get(o.id) ?? []))
    .map((o) => o.id)
    .sort((a, b) => a - b);
}

describe('GET /api/audits/shipped-orders-by-date-range', () => {
  it('answers the fully shipped orders picked up in the range, as the shared rule finds them', async () => {
    const res = await get('?startdate=2026-02-01&enddate=2026-03-02');
    expect(res.statusCode).toBe(200);
    const rows = body<ShippedReport>(res).fully_shipped;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.order_id).sort((a, b) => a - b)).toEqual(
      await expectedIds('furhaven', '2026-02-01', '2026-03-02'),
    );
    const first = rows[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'acu_order_num',
        'acu_ship_num',
        'internal_po_number',
        'order_date',
        'order_id',
        'pickup_time',
        'vendor_name',
      ].sort(),
    );
    expect(first.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // Ordered by pickup time.
    const times = rows.map((r) => Date.parse(r.pickup_time ?? ''));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const withShipment = rows.find((r) => r.acu_ship_num !== null)!;
    const packages = await t.pool.query<{ n: string }>(
      'select acu_ship_num as n from dropship_packages where order_id = $1 and acu_ship_num is not null order by 1',
      [withShipment.order_id],
    );
    expect(withShipment.acu_ship_num).toBe([...new Set(packages.rows.map((p) => p.n))].join(', '));
    const order = await t.pool.query<{ acu_order_num: string | null; internal_po_number: string }>(
      'select acu_order_num, internal_po_number from dropship_orders where id = $1',
      [withShipment.order_id],
    );
    expect(withShipment).toMatchObject(order.rows[0]!);
  });

  it('keeps an order with a cancelled line, drops one with a line not yet shipped', async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      `select o.id from dropship_orders o
        where o.company = 'furhaven' and o.order_status = 104
          and o.pickup_time >= '2026-02-01T05:00:00Z'
          and exists (select 1 from dropship_order_lines l where l.order_id = o.id and l.order_status = 199)
        limit 1`,
    );
    const partlyCancelled = rows[0]?.id;
    expect(partlyCancelled, 'the world has a shipped order with a cancelled line').toBeDefined();
    const before = body<ShippedReport>(await get('?startdate=2026-02-01&enddate=2026-03-02')).fully_shipped;
    expect(before.map((r) => r.order_id)).toContain(partlyCancelled);

    await t.pool.query(
      `update dropship_order_lines set order_status = 103
        where id = (select min(id) from dropship_order_lines where order_id = $1 and order_status = 104)`,
      [partlyCancelled],
    );
    const after = body<ShippedReport>(await get('?startdate=2026-02-01&enddate=2026-03-02')).fully_shipped;
    expect(after.map((r) => r.order_id)).not.toContain(partlyCancelled);
    expect(after).toHaveLength(before.length - 1);
  });

  it('counts New York days: a pickup at 23:30 New York time belongs to that day', async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      `select id from dropship_orders o where company = 'furhaven' and order_status = 104 and pickup_time is not null
         and not exists (select 1 from dropship_order_lines l where l.order_id = o.id and l.order_status not in (104, 199))
       order by id limit 1`,
    );
    const id = rows[0]!.id;
    // 2026-01-10 23:30 in New York is 2026-01-11 04:30 UTC.
    await t.pool.query(`update dropship_orders set pickup_time = '2026-01-11T04:30:00Z' where id = $1`, [id]);
    const day = body<ShippedReport>(await get('?startdate=2026-01-10&enddate=2026-01-10')).fully_shipped;
    expect(day.map((r) => r.order_id)).toContain(id);
    const next = body<ShippedReport>(await get('?startdate=2026-01-11&enddate=2026-01-11')).fully_shipped;
    expect(next.map((r) => r.order_id)).not.toContain(id);
  });

  it('answers an empty list for a range with no shipments', async () => {
    const res = await get('?startdate=2001-01-01&enddate=2001-01-31');
    expect(res.statusCode).toBe(200);
    expect(body<ShippedReport>(res)).toEqual({ fully_shipped: [] });
  });

  it('reads only the company of the header', async () => {
    const furhaven = body<ShippedReport>(await get('?startdate=2026-02-01&enddate=2026-03-02')).fully_shipped;
    const res = await get(
      '?startdate=2026-02-01&enddate=2026-03-02',
      tokens.office.access_token,
      'Worldwise',
    );
    expect(res.statusCode).toBe(200);
    const worldwise = body<ShippedReport>(res).fully_shipped;
    expect(worldwise.map((r) => r.order_id).sort((a, b) => a - b)).toEqual(
      await expectedIds('worldwise', '2026-02-01', '2026-03-02'),
    );
    const ids = new Set(furhaven.map((r) => r.order_id));
    expect(worldwise.some((r) => ids.has(r.order_id))).toBe(false);
  });

  it.each([
    ['', M.startRequired],
    ['?enddate=2026-03-01', M.startRequired],
    ['?startdate=2026-03-01', M.endRequired],
    ['?startdate=2026-03-01&enddate=', M.endRequired],
    ['?startdate=03/01/2026&enddate=2026-03-02', M.startInvalid],
    ['?startdate=2026-03-01&enddate=2026-02-30', M.endInvalid],
    ['?startdate=2026-03-02&enddate=2026-03-01', M.order],
    ['?startdate=2024-01-01&enddate=2025-01-01', M.tooLong],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ error: 'invalid_date_range', message });
  });

  it('is open to dropship and warranties holders only, for their companies', async () => {
    const ok = '?startdate=2026-02-01&enddate=2026-03-02';
    expect((await get(ok, tokens.floor.access_token)).statusCode).toBe(200);
    expect((await get(ok, tokens.hq.access_token, 'Worldwise')).statusCode).toBe(200);
    const bulk = await get(ok, tokens.bulk.access_token);
    expect(bulk.statusCode).toBe(403);
    expect(body(bulk).error).toBe('scope_forbidden');
    expect((await get(ok, tokens.dock.access_token)).statusCode).toBe(403);
    const otherCompany = await get(ok, tokens.floor.access_token, 'Worldwise');
    expect(otherCompany.statusCode).toBe(403);
    expect(body(otherCompany).error).toBe('company_forbidden');
    const bulkSide = await get(ok, tokens.office.access_token, 'Furhaven_bulk');
    expect(bulkSide.statusCode).toBe(400);
    expect(body(bulkSide).error).toBe('company_side');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${URL}${ok}`,
      headers: { company_id: 'Furhaven' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
