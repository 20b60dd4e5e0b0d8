import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EfficiencyByGroups,
  EfficiencyExpected,
  EfficiencyTimes,
} from '../../../src/shared/api/labour/efficiency';
import { OPERATIONS_MESSAGES } from '../../../src/shared/api/labour/operations-query';
import { BUILD_MESSAGES } from '../../../src/shared/domain/labour/builds';
import { efficiencyPercent, expectedForShift, percentOf } from '../../../src/shared/domain/labour/efficiency';
import { SHIFT_MESSAGES } from '../../../src/shared/domain/labour/shifts';
import { efficiencyQuerySchema } from '../../../src/shared/api/labour/efficiency';
import { efficiencyStatements } from '../../../src/server/modules/labour/efficiency/efficiency.repository';
import {
  calendarWarehouses,
  efficiencyFilter,
} from '../../../src/server/modules/labour/efficiency/efficiency.service';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Efficiency Report (D3 2.12, 7, 9) against the small sandbox world. */
const NOW = new Date('2026-03-04T18:00:00Z');
const RANGE = 'start_date=2026-02-26&end_date=2026-03-04';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['labour', 'office', 'admin'] as const);
const call = apiCaller(t.app, tokens.labour.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(path: string) => {
  const res = await call('GET', `/v1/operations/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res);
};

const PATHS = ['efficiencyTimes', 'efficiencyByGroups', 'efficiencyExpected'];

describe('access and parameters', () => {
  it('refuses a user without the warehouse scope and a company the user does not hold, on every route', async () => {
    for (const path of PATHS) {
      const url = `/v1/operations/${path}?${RANGE}`;
      expect((await call('GET', url, undefined, tokens.office.access_token)).statusCode, path).toBe(403);
      expect(
        (await call('GET', url, undefined, tokens.labour.access_token, 'Worldwise')).statusCode,
        path,
      ).toBe(403);
      expect(
        (await call('GET', url, undefined, tokens.admin.access_token, 'Worldwise')).statusCode,
        path,
      ).toBe(200);
    }
  });

  it('answers 400 with the message for bad parameters', async () => {
    const cases: [string, string][] = [
      ['end_date=2026-03-04', OPERATIONS_MESSAGES.startDate],
      ['start_date=2026-03-04&end_date=2026-03-01', OPERATIONS_MESSAGES.order],
      ['start_date=2025-01-01&end_date=2026-03-04', OPERATIONS_MESSAGES.tooLong],
      [`${RANGE}&wh=NY`, BUILD_MESSAGES.warehouse],
      [`${RANGE}&shift=Night`, SHIFT_MESSAGES.shift],
    ];
    for (const path of PATHS)
      for (const [query, message] of cases) {
        const res = await call('GET', `/v1/operations/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(body(res).message).toContain(message);
      }
  });
});

describe('efficiency', () => {
  it('sums worked hours per line from the clock times', async () => {
    const { times } = await get<EfficiencyTimes>(`efficiencyTimes?${RANGE}&wh=KY`);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((r) => r.warehouse === 'KY')).toBe(true);
    const { rows } = await t.pool.query<{ minutes: number }>(
      `select sum(greatest(extract(epoch from coalesce(clock_out, now()) - clock_in) / 60 - break_minutes, 0))::float as minutes
         from employee_times where company = 'furhaven' and warehouse = 'KY'
         and clock_in >= '2026-02-26T08:00:00Z' and clock_in < '2026-03-05T08:00:00Z'`,
    );
    const total = times.reduce((s, r) => s + r.worked_hours, 0);
    // Clock-ins from 03:30 count for the 04:00 first shift (an hour's grace; 09:00 UTC is 04:00 in March).
    expect(total).toBeCloseTo(rows[0]!.minutes / 60, 0);
    const first = (await get<EfficiencyTimes>(`efficiencyTimes?${RANGE}&wh=KY&shift=First`)).times;
    expect(first.reduce((s, r) => s + r.worked_hours, 0)).toBeCloseTo(total, 1);
  });

  it('gives each line and the total earned over worked hours', async () => {
    const { efficiency, total } = await get<EfficiencyByGroups>(`efficiencyByGroups?${RANGE}`);
    expect(new Set(efficiency.map((g) => g.warehouse))).toEqual(new Set(['KY', 'PA', 'TX']));
    for (const g of efficiency) {
      if (g.worked_hours === 0) expect(g.efficiency).toBeNull();
      else expect(g.efficiency).toBeCloseTo(efficiencyPercent(g.earned_hours, g.worked_hours)!, 0);
    }
    expect(total.quantity).toBe(efficiency.reduce((s, g) => s + g.quantity, 0));
    expect(total.builds).toBe(efficiency.reduce((s, g) => s + g.builds, 0));
    const { rows } = await t.pool.query<{ q: number }>(
      `select sum(quantity)::int as q from builds where company = 'furhaven'
         and build_date >= '2026-02-26T09:00:00Z' and build_date < '2026-03-05T09:00:00Z'`,
    );
    expect(total.quantity).toBe(rows[0]!.q);
    expect(total.efficiency).toBe(efficiencyPercent(total.earned_hours * 60, total.worked_hours * 60));
  });

  it("keeps the first shift's builds apart: nothing of the world is built in the second", async () => {
    const first = await get<EfficiencyByGroups>(`efficiencyByGroups?${RANGE}&shift=First`);
    const second = await get<EfficiencyByGroups>(`efficiencyByGroups?${RANGE}&shift=second`);
    const both = await get<EfficiencyByGroups>(`efficiencyByGroups?${RANGE}&shift=Both`);
    expect(first.total.quantity + second.total.quantity).toBe(both.total.quantity);
  });
});

describe('expected output (beyond the spec)', () => {
  it("sets each day's pieces against the calendar's scheduled pieces, 4,300 a shift", async () => {
    const start = '2026-02-01';
    const end = '2026-04-30';
    const { times } = await get<EfficiencyExpected>(
      `efficiencyExpected?start_date=${start}&end_date=${end}&shift=First`,
    );
    const { rows } = await t.pool.query<{ date: string; qty: number }>(
      `select to_char(coalesce(o.pickup_date, o.requested_ship_date, o.ship_window_start), 'YYYY-MM-DD') as date,
         sum(i.fulfill_ky)::int as qty
       from bulk_orders o join bulk_order_items i on i.order_id = o.id and i.company = o.company
       where o.company = 'furhaven' and i.order_status not in (197, 199) and i.fulfill_ky > 0
         and coalesce(o.pickup_date, o.requested_ship_date, o.ship_window_start) between $1::date and $2::date
       group by 1`,
      [start, end],
    );
    expect(rows.length).toBeGreaterThan(0);
    const ky = times.filter((r) => r.warehouse === 'KY' && r.scheduled > 0);
    expect(new Map(ky.map((r) => [r.date, r.scheduled]))).toEqual(new Map(rows.map((r) => [r.date, r.qty])));
    for (const r of times) {
      expect(r.capacity).toBe(4300);
      expect(r.expected).toBe(expectedForShift(r.scheduled, 'First'));
      expect(r.percent).toBe(percentOf(r.actual, r.expected));
    }
    // Texas has no calendar: its days carry what was built, against nothing expected.
    expect(
      times.filter((r) => r.warehouse === 'TX').every((r) => r.scheduled === 0 && r.percent === null),
    ).toBe(true);
    const both = await get<EfficiencyExpected>(`efficiencyExpected?start_date=${start}&end_date=${end}`);
    expect(
      both.times.every((r) => r.capacity === 8600 && r.expected === expectedForShift(r.scheduled, 'Both')),
    ).toBe(true);
  });
});

describe('the statements the bench times against the API', () => {
  it('answer the same lines and days as the calls', async () => {
    const query = { start_date: '2026-02-01', end_date: '2026-03-04', shift: 'Both' };
    const f = efficiencyFilter('furhaven', efficiencyQuerySchema.parse(query));
    const statements = efficiencyStatements(
      'furhaven',
      f,
      calendarWarehouses(f.warehouses),
      query.start_date,
      query.end_date,
    );
    const byGroups = JSON.parse(
      (await t.pool.query<{ body: string }>(statements.byGroups.text, statements.byGroups.values)).rows[0]!
        .body,
    ) as { times: { worked_minutes: number }[]; earned: { quantity: number }[] };
    const api = await get<EfficiencyByGroups>(`efficiencyByGroups?${new URLSearchParams(query).toString()}`);
    expect(byGroups.earned.reduce((s, e) => s + e.quantity, 0)).toBe(api.total.quantity);
    expect(byGroups.times.reduce((s, e) => s + e.worked_minutes, 0) / 60).toBeCloseTo(
      api.total.worked_hours,
      0,
    );
    const expected = JSON.parse(
      (await t.pool.query<{ body: string }>(statements.expected.text, statements.expected.values)).rows[0]!
        .body,
    ) as { actual: { quantity: number }[]; scheduled: { qty: number }[] };
    const apiExpected = await get<EfficiencyExpected>(
      `efficiencyExpected?${new URLSearchParams(query).toString()}`,
    );
    expect(expected.actual.reduce((s, a) => s + a.quantity, 0)).toBe(
      apiExpected.times.reduce((s, r) => s + r.actual, 0),
    );
    expect(expected.scheduled.reduce((s, a) => s + a.qty, 0)).toBe(
      apiExpected.times.reduce((s, r) => s + r.scheduled, 0),
    );
  });
});
