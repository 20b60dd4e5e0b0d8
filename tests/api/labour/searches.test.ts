import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildSearch, TruckSearch } from '../../../src/shared/api/labour/build-search';
import { BUILD_SEARCH_MESSAGES as M } from '../../../src/shared/domain/labour/build-search';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Build Search and On Truck Search (D3 2.11, 7) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'labour', 'office', 'bulk'] as const);
const call = apiCaller(t.app, tokens.labour.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const builds = async (query: string) => {
  const res = await call('GET', `/warehouse/builds${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = body<BuildSearch>(res);
  expect(answer.success).toBe(true);
  return answer;
};
const trucks = async (query: string) => {
  const res = await call('GET', `/warehouse/trucks${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = body<TruckSearch>(res);
  expect(answer.success).toBe(true);
  return answer;
};

/** Ids of a table's Furhaven rows between two instants, newest first. */
const idsBetween = async (table: string, column: string, from: string, to: string) =>
  (
    await t.pool.query<{ id: number }>(
      `select id from ${table} where company = 'furhaven' and ${column} >= $1 and ${column} < $2
        order by ${column} desc, id desc`,
      [from, to],
    )
  ).rows.map((r) => r.id);

describe('Build Search', () => {
  it('finds the builds of Eastern days, both dates included, newest first', async () => {
    // 2026-02-26 and 27 Eastern (EST, UTC-5): from 05:00 UTC of the 26th to 05:00 UTC of the 28th.
    const expected = await idsBetween('builds', 'build_date', '2026-02-26T05:00:00Z', '2026-02-28T05:00:00Z');
    expect(expected.length).toBeGreaterThan(10);
    const found = await builds('?start_date=2026-02-26&end_date=2026-02-27');
    expect(found.builds.map((b) => b.id)).toEqual(expected);
    expect(found.more).toBe(false);
    expect(found.builds[0]).toEqual({
      id: expect.any(Number) as number,
      order_number: expect.any(String) as string,
      customer: expect.any(String) as string,
      sku: expect.any(String) as string,
      quantity: expect.any(Number) as number,
      build_date: expect.stringMatching(/^2026-02-2[78]T/) as string,
      worker: expect.toBeOneOf([null, expect.any(String)]) as string | null,
      group_number: expect.any(Number) as number,
      warehouse: expect.stringMatching(/^(KY|PA|TX)$/) as string,
      reported: true,
    });
  });

  it('counts a build just before Eastern midnight in its own day', async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      `insert into builds (company, order_number, sku, quantity, build_date, warehouse)
       values ('furhaven', 'EDGE-1', 'SKU-EDGE', 1, '2026-02-25T04:59:59Z', 'KY') returning id`,
    );
    const id = rows[0]!.id;
    expect((await builds('?start_date=2026-02-24&end_date=2026-02-24')).builds.map((b) => b.id)).toContain(
      id,
    );
    expect(
      (await builds('?start_date=2026-02-25&end_date=2026-02-25')).builds.map((b) => b.id),
    ).not.toContain(id);
  });

  it('finds an order by part of its number, in any case, with the worker name', async () => {
    const { rows } = await t.pool.query<{ order_number: string; worker_name: string | null }>(
      `select b.order_number, w.worker_name from builds b left join workers w on w.id = b.worker_id
        where b.company = 'furhaven' and b.worker_id is not null order by b.id limit 1`,
    );
    const { order_number: number, worker_name: worker } = rows[0]!;
    const found = await builds(`?order_number=${encodeURIComponent(number.slice(2).toLowerCase())}`);
    expect(found.builds.length).toBeGreaterThan(0);
    for (const b of found.builds)
      expect(b.order_number.toLowerCase()).toContain(number.slice(2).toLowerCase());
    expect(found.builds.find((b) => b.order_number === number)?.worker).toBe(worker);
    expect((await builds('?order_number=NO-SUCH')).builds).toEqual([]);
  });

  it("answers the company's builds only", async () => {
    const all = await builds('');
    const { rows } = await t.pool.query<{ n: string }>(
      `select count(*) as n from builds where company = 'furhaven'`,
    );
    expect(all.builds.length).toBe(Math.min(Number(rows[0]!.n), 2000));
    const ids = new Set(all.builds.map((b) => b.id));
    const other = await t.pool.query<{ id: number }>(
      `select id from builds where company = 'worldwise' limit 5`,
    );
    for (const r of other.rows) expect(ids.has(r.id)).toBe(false);
  });

  it.each([
    ['?start_date=2026-13-01', M.startDate],
    ['?end_date=yesterday', M.endDate],
    ['?start_date=2026-03-02&end_date=2026-03-01', M.order],
  ])('refuses %s with its message', async (query, message) => {
    const res = await call('GET', `/warehouse/builds${query}`);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain(message);
    // D3 section 7: the builds, trucks and workers calls say success false with the error.
    expect(body(res).success).toBe(false);
  });
});

describe('On Truck Search', () => {
  it('finds the packages of Eastern days, newest first', async () => {
    const expected = await idsBetween(
      'truck_packages',
      'date',
      '2026-02-20T05:00:00Z',
      '2026-02-28T05:00:00Z',
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = await trucks('?start_date=2026-02-20&end_date=2026-02-27');
    expect(found.trucks.map((p) => p.id)).toEqual(expected);
    expect(found.trucks[0]).toEqual({
      id: expect.any(Number) as number,
      truck_number: expect.any(String) as string,
      tracking_number: expect.any(String) as string,
      date: expect.stringMatching(/^2026-02-/) as string,
    });
  });

  it('filters by truck number and tracking number (part, any case)', async () => {
    const { rows } = await t.pool.query<{ truck_number: string; tracking_number: string }>(
      `select truck_number, tracking_number from truck_packages where company = 'furhaven' order by id limit 1`,
    );
    const { truck_number: truck, tracking_number: tracking } = rows[0]!;
    const byTruck = await trucks(`?truck_number=${encodeURIComponent(truck.toLowerCase())}`);
    expect(byTruck.trucks.length).toBeGreaterThan(0);
    for (const p of byTruck.trucks) expect(p.truck_number.toLowerCase()).toContain(truck.toLowerCase());
    const byTracking = await trucks(`?tracking_number=${encodeURIComponent(tracking.slice(-8))}`);
    expect(byTracking.trucks.map((p) => p.tracking_number)).toContain(tracking);
    expect((await trucks('?tracking_number=NOPE')).trucks).toEqual([]);
  });

  it('refuses an end before the start', async () => {
    const res = await call('GET', '/warehouse/trucks?start_date=2026-03-02&end_date=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain(M.order);
  });
});

describe('access', () => {
  const urls = ['/warehouse/builds', '/warehouse/trucks'];

  it.each(urls)('GET %s refuses users without warehouse or admin (403)', async (url) => {
    for (const user of ['office', 'bulk'] as const) {
      const res = await call('GET', url, undefined, tokens[user].access_token);
      expect(res.statusCode, user).toBe(403);
      expect(body(res)).toMatchObject({ error: 'scope_forbidden', success: false });
    }
  });

  it.each(urls)('GET %s refuses a company the user does not hold (403)', async (url) => {
    const res = await call('GET', url, undefined, tokens.labour.access_token, 'Worldwise');
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('company_forbidden');
  });

  it.each(urls)('GET %s lets admin in for Worldwise', async (url) => {
    const res = await call('GET', url, undefined, tokens.admin.access_token, 'Worldwise');
    expect(res.statusCode).toBe(200);
  });
});
