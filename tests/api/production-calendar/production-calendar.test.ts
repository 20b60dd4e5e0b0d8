import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCTION_CALENDAR_MESSAGES as M,
  type CalendarEvent,
  type ProductionSchedule,
} from '../../../src/shared/api/bulk/production-calendar';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Production Calendar (D2 sections 2, 7; D3 section 7) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/api/v1/operations/getProductionSchedule';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'labour', 'bulk', 'floor', 'newhire'] as const);
const labour = tokens.labour.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const get = (query = '', token = labour, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: authed(token, company) });
const events = async (query = '', token = labour, company = 'Furhaven_bulk') => {
  const res = await get(query, token, company);
  expect(res.statusCode, res.body).toBe(200);
  return body<ProductionSchedule>(res).events;
};

describe('the schedule', () => {
  it('answers events of Kentucky and Pennsylvania with date, qty, vendor_name and warehouse', async () => {
    const all = await events();
    expect(all.length).toBeGreaterThan(3);
    for (const e of all) {
      expect(e).toEqual({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
        qty: expect.any(Number) as number,
        vendor_name: expect.any(String) as string,
        warehouse: expect.stringMatching(/^(kentucky|pennsylvania)$/) as string,
        internal_po_numbers: expect.any(Array) as string[],
      });
      expect(e.qty).toBeGreaterThan(0);
      expect(e.internal_po_numbers.length).toBeGreaterThan(0);
    }
    expect(new Set(all.map((e) => e.warehouse))).toEqual(new Set(['kentucky', 'pennsylvania']));
    const keys = all.map((e) => `${e.date}|${e.warehouse}|${e.vendor_name}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sums the pieces still to be built per day, warehouse and vendor, as the SQL of the rule says', async () => {
    const { rows } = await t.pool.query<{ key: string; qty: number }>(
      `select to_char(coalesce(o.pickup_date, o.requested_ship_date, o.ship_window_start), 'YYYY-MM-DD')
                || '|' || o.vendor_name as key,
              sum(i.fulfill_ky)::int as qty
       from bulk_orders o join bulk_order_items i on i.order_id = o.id
       where o.company = 'furhaven' and i.order_status in (100, 101) and i.fulfill_ky > 0
       group by 1`,
    );
    const kentucky = (await events('?warehouse=Kentucky')).map((e) => ({
      key: `${e.date}|${e.vendor_name}`,
      qty: e.qty,
    }));
    expect(kentucky.length).toBe(rows.length);
    expect(new Map(kentucky.map((e) => [e.key, e.qty]))).toEqual(new Map(rows.map((r) => [r.key, r.qty])));
  });

  it('leaves out lines that are built, shipped, on hold or cancelled', async () => {
    const { rows } = await t.pool.query<{ po: string }>(
      `select distinct o.internal_po_number as po from bulk_orders o
       join bulk_order_items i on i.order_id = o.id
       where o.company = 'furhaven' and i.fulfill_ky + i.fulfill_pa > 0
       group by o.id, o.internal_po_number having bool_and(i.order_status not in (100, 101))`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const listed = new Set((await events()).flatMap((e) => e.internal_po_numbers));
    for (const r of rows) expect(listed.has(r.po), r.po).toBe(false);
  });

  it('takes a month, a range of days and a warehouse', async () => {
    const all = await events();
    const month = all[0]!.date.slice(0, 7);
    const inMonth = await events(`?month=${month}`);
    expect(inMonth).toEqual(all.filter((e) => e.date.startsWith(month)));
    const [first, last] = [all[0]!.date, all[Math.floor(all.length / 2)]!.date];
    const ranged = await events(`?start_date=${first}&end_date=${last}`);
    expect(ranged).toEqual(all.filter((e) => e.date >= first && e.date <= last));
    const pa = await events('?warehouse=pennsylvania');
    expect(pa).toEqual(all.filter((e) => e.warehouse === 'pennsylvania'));
    expect(await events('?month=1999-01')).toEqual([]);
  });

  it('answers the company of the header only: Worldwise has no Pennsylvania', async () => {
    const admin = tokens.admin.access_token;
    const worldwise = await events('', admin, 'Worldwise_bulk');
    expect(worldwise.every((e) => e.warehouse === 'kentucky')).toBe(true);
    expect(await events('?warehouse=pennsylvania', admin, 'Worldwise')).toEqual([]);
    const furhavenPos = new Set((await events()).flatMap((e: CalendarEvent) => e.internal_po_numbers));
    for (const po of worldwise.flatMap((e) => e.internal_po_numbers)) expect(furhavenPos.has(po)).toBe(false);
  });
});

describe('access (admin, warehouse; bulk by the second reading)', () => {
  it('lets admin, warehouse and bulk users read it', async () => {
    for (const token of [tokens.admin, tokens.labour, tokens.bulk])
      expect((await get('', token.access_token)).statusCode).toBe(200);
  });

  it('refuses a missing token, a foreign company and a missing scope', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: URL, headers: { company_id: 'Furhaven_bulk' } });
    expect(noToken.statusCode).toBe(401);
    // labour holds Furhaven only.
    const foreign = await get('', labour, 'Worldwise_bulk');
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign).error).toBe('company_forbidden');
    const floor = await get('', tokens.floor.access_token);
    expect(floor.statusCode).toBe(403);
    expect(body(floor).error).toBe('scope_forbidden');
    const newhire = await get('', tokens.newhire.access_token);
    expect(newhire.statusCode).toBe(403);
    const unknown = await get('', labour, 'Acme_bulk');
    expect(unknown.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${labour}` } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('bad input', () => {
  it.each([
    ['?month=2026-13', M.month],
    ['?month=March', M.month],
    ['?start_date=2026-02-30&end_date=2026-03-01', M.startDate],
    ['?start_date=2026-03-01&end_date=tomorrow', M.endDate],
    ['?start_date=2026-03-01', M.halfRange],
    ['?month=2026-03&start_date=2026-03-01&end_date=2026-03-02', M.monthAndRange],
    ['?start_date=2026-03-10&end_date=2026-03-01', M.order],
    ['?start_date=2026-01-01&end_date=2027-01-02', M.tooLong],
    ['?warehouse=texas', M.warehouse],
    ['?warehouse=%00', M.warehouse],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain(message);
  });

  it('takes a full year and a day', async () => {
    expect((await get('?start_date=2026-01-01&end_date=2027-01-01')).statusCode).toBe(200);
  });
});
