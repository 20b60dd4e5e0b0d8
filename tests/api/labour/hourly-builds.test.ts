import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HourlyBuilds } from '../../../src/shared/api/labour/hourly-builds';
import { BUILD_MESSAGES } from '../../../src/shared/domain/labour/builds';
import { SHIFT_MESSAGES } from '../../../src/shared/domain/labour/shifts';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Hourly Builds (D3 2.12, 9) against the small sandbox world. */
const NOW = new Date('2026-03-04T18:00:00Z');
const DAY = '2026-03-03';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['labour', 'office', 'admin'] as const);
const call = apiCaller(t.app, tokens.labour.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const hourly = async (query: string) => {
  const res = await call('GET', `/v1/operations/hourlyBuilds?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<HourlyBuilds>(res);
};

describe('hourlyBuilds', () => {
  it('refuses a user without the warehouse scope and a company the user does not hold', async () => {
    const url = `/v1/operations/hourlyBuilds?date=${DAY}`;
    expect((await call('GET', url, undefined, tokens.office.access_token)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, tokens.labour.access_token, 'Worldwise')).statusCode).toBe(403);
    expect((await call('GET', url, undefined, tokens.admin.access_token, 'Worldwise')).statusCode).toBe(200);
  });

  it('answers 400 with the message for bad parameters', async () => {
    for (const [query, message] of [
      ['date=yesterday', SHIFT_MESSAGES.date],
      ['', SHIFT_MESSAGES.date],
      [`date=${DAY}&shift=Late`, SHIFT_MESSAGES.shift],
      [`date=${DAY}&wh=Kentucky`, BUILD_MESSAGES.warehouse],
    ]) {
      const res = await call('GET', `/v1/operations/hourlyBuilds?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).message).toContain(message);
    }
  });

  it("shows the first shift as hours 5 to 16, every piece of the day's first shift in one of them", async () => {
    const first = await hourly(`date=${DAY}&shift=First`);
    expect(first.hours).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(first.rows.every((r) => r.hour >= 5 && r.hour <= 16)).toBe(true);
    expect(new Set(first.rows.map((r) => r.warehouse))).toEqual(new Set(['KY', 'PA', 'TX']));
    const { rows } = await t.pool.query<{ q: number }>(
      `select sum(quantity)::int as q from builds where company = 'furhaven'
         and build_date >= '2026-03-03T09:00:00Z' and build_date < '2026-03-03T21:00:00Z'`,
    );
    expect(first.rows.reduce((s, r) => s + r.quantity, 0)).toBe(rows[0]!.q);
    // 04:00-04:59 at the warehouse (09:xx UTC in March) is hour 5.
    const early = await t.pool.query<{ q: number | null }>(
      `select sum(quantity)::int as q from builds where company = 'furhaven' and warehouse = 'KY'
         and build_date >= '2026-03-03T09:00:00Z' and build_date < '2026-03-03T10:00:00Z'`,
    );
    const hour5 = first.rows
      .filter((r) => r.hour === 5 && r.warehouse === 'KY')
      .reduce((s, r) => s + r.quantity, 0);
    expect(hour5).toBe(early.rows[0]!.q ?? 0);
  });

  it('puts a night build in the second shift as hours after 24, and one warehouse alone', async () => {
    const { rows: inserted } = await t.pool.query<{ id: number }>(
      `insert into builds (company, order_number, sku, quantity, build_date, warehouse, group_number)
       values ('furhaven', 'NIGHT2', 'SKU-NIGHT', 9, '2026-03-04T06:10:00Z', 'PA', 2) returning id`,
    );
    const second = await hourly(`date=${DAY}&shift=Second&wh=pa`);
    expect(second.hours).toHaveLength(12);
    expect(second.rows).toContainEqual({ hour: 26, warehouse: 'PA', group_number: 2, quantity: 9 });
    expect(second.rows.every((r) => r.warehouse === 'PA')).toBe(true);
    const both = await hourly(`date=${DAY}&wh=PA`);
    expect(both.hours).toHaveLength(24);
    await t.pool.query('delete from builds where id = $1', [inserted[0]!.id]);
  });
});
