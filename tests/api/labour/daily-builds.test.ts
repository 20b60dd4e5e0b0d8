import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../src/shared/api/realtime/events';
import type {
  GroupBuilds,
  WarehouseBuilds,
  WorkersByGroup,
} from '../../../src/shared/api/labour/daily-builds';
import { BUILD_MESSAGES } from '../../../src/shared/domain/labour/builds';
import { OPERATIONS_MESSAGES } from '../../../src/shared/api/labour/operations-query';
import { SHIFT_MESSAGES } from '../../../src/shared/domain/labour/shifts';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Daily Builds, the builds grid (D3 2.12, 3, 7) against the small sandbox world. */
const NOW = new Date('2026-03-04T18:00:00Z'); // a Wednesday, 13:00 in Kentucky
const TODAY = '2026-03-04';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['labour', 'office', 'admin'] as const);
const call = apiCaller(t.app, tokens.labour.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const builds = async (query: string) => {
  const res = await call('GET', `/v1/operations/warehouseBuilds?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<WarehouseBuilds>(res).builds;
};

const quantities = async () =>
  new Map(
    (
      await t.pool.query<{ id: number; quantity: number }>('select id, quantity from builds order by id')
    ).rows.map((r) => [r.id, r.quantity]),
  );

const ROUTES: [string, string, object?][] = [
  ['GET', `/v1/operations/warehouseBuilds?wh=KY&start_date=${TODAY}&end_date=${TODAY}`],
  [
    'PUT',
    '/v1/operations/updateBuild',
    {
      id: 1,
      build_date: NOW.toISOString(),
      sku: 'X',
      order_number: '1',
      group_number: 1,
      customer: null,
      new_quantity: 1,
    },
  ],
  ['GET', `/v1/operations/buildsByGroup/${TODAY}`],
  ['GET', '/v1/operations/workersByGroup'],
];

describe('access', () => {
  it('refuses a user without the warehouse scope and a company the user does not hold, on every route', async () => {
    for (const [method, url, payload] of ROUTES) {
      const noScope = await call(method as 'GET', url, payload, tokens.office.access_token);
      expect(noScope.statusCode, `${method} ${url}`).toBe(403);
      const otherCompany = await call(method as 'GET', url, payload, tokens.labour.access_token, 'Worldwise');
      expect(otherCompany.statusCode, `${method} ${url}`).toBe(403);
      const admin = await call(method as 'GET', url, payload, tokens.admin.access_token, 'Worldwise');
      expect(admin.statusCode, `${method} ${url}`).not.toBe(403);
    }
  });
});

describe('warehouseBuilds', () => {
  it("lists a warehouse's builds of the working day, newest first, with the grid's fields", async () => {
    const rows = await builds(`wh=ky&start_date=${TODAY}&end_date=${TODAY}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((b) => b.warehouse === 'KY' && b.shift === 'First')).toBe(true);
    const dates = rows.map((b) => Date.parse(b.build_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const expected = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from builds where company = 'furhaven' and warehouse = 'KY'
         and (build_date at time zone 'America/New_York')::date = $1::date`,
      [TODAY],
    );
    expect(rows).toHaveLength(expected.rows[0]!.n);
    const withTime = rows.find((b) => b.time_on !== null)!;
    expect(withTime.time_difference).toBeCloseTo(withTime.time_on! - withTime.labor_time!, 2);
    expect(rows[0]).toMatchObject({ group: `Line ${rows[0]!.group_number}` });
  });

  it('filters a line and reported', async () => {
    const line = await builds(`wh=KY&start_date=${TODAY}&end_date=${TODAY}&group_number=2`);
    expect(line.every((b) => b.group_number === 2)).toBe(true);
    const unreported = await builds(`wh=KY&start_date=${TODAY}&end_date=${TODAY}&reported=false`);
    expect(unreported.every((b) => !b.reported)).toBe(true);
  });

  it('puts a build of the evening in the second shift of its working day, a night build in the day before', async () => {
    const evening = await t.pool.query<{ id: number }>(
      `insert into builds (company, order_number, sku, quantity, build_date, warehouse, group_number)
       values ('furhaven', 'EVENING1', 'SKU-EVE', 3, '2026-03-03T23:30:00Z', 'KY', 1),
              ('furhaven', 'NIGHT1', 'SKU-NIGHT', 4, '2026-03-04T08:30:00Z', 'KY', 1) returning id`,
    );
    const [eve, night] = evening.rows.map((r) => r.id);
    const first = await builds(`wh=KY&start_date=2026-03-03&end_date=2026-03-03&shift=First`);
    const second = await builds(`wh=KY&start_date=2026-03-03&end_date=2026-03-03&shift=Second`);
    const both = await builds(`wh=KY&start_date=2026-03-03&end_date=2026-03-03`);
    expect(first.map((b) => b.id)).not.toContain(eve);
    expect(second.map((b) => b.id).sort()).toEqual([eve, night].sort());
    expect(both).toHaveLength(first.length + second.length);
    expect((await builds(`wh=KY&start_date=${TODAY}&end_date=${TODAY}`)).map((b) => b.id)).not.toContain(
      night,
    );
    await t.pool.query('delete from builds where id = any($1)', [[eve, night]]);
  });

  it('answers 400 with the message for bad parameters', async () => {
    const cases: [string, string][] = [
      [`wh=ZZ&start_date=${TODAY}&end_date=${TODAY}`, BUILD_MESSAGES.warehouse],
      [`start_date=${TODAY}&end_date=${TODAY}`, BUILD_MESSAGES.warehouse],
      [`wh=KY&start_date=2026-02-30&end_date=${TODAY}`, OPERATIONS_MESSAGES.startDate],
      [`wh=KY&start_date=${TODAY}&end_date=2026-03-01`, OPERATIONS_MESSAGES.order],
      [`wh=KY&start_date=2025-01-01&end_date=${TODAY}`, OPERATIONS_MESSAGES.tooLong],
      [`wh=KY&start_date=${TODAY}&end_date=${TODAY}&shift=Third`, SHIFT_MESSAGES.shift],
      [`wh=KY&start_date=${TODAY}&end_date=${TODAY}&reported=maybe`, BUILD_MESSAGES.reported],
    ];
    for (const [query, message] of cases) {
      const res = await call('GET', `/v1/operations/warehouseBuilds?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).message, query).toContain(message);
    }
    const badDay = await call('GET', '/v1/operations/buildsByGroup/2026-13-01');
    expect(badDay.statusCode).toBe(400);
    expect(body(badDay).message).toContain(SHIFT_MESSAGES.date);
  });
});

describe('updateBuild', () => {
  it('changes the quantity of exactly one build and signals the change', async () => {
    const [build] = await builds(`wh=PA&start_date=${TODAY}&end_date=${TODAY}`);
    const before = await quantities();
    const heard: ChangeEvent[] = [];
    const stop = t.realtime.bus.subscribe((e) => heard.push(e));
    const res = await call('PUT', '/v1/operations/updateBuild', {
      build_date: build!.build_date,
      sku: build!.sku,
      order_number: build!.order_number,
      group_number: build!.group_number,
      customer: build!.customer,
      new_quantity: build!.quantity + 7,
      id: build!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ success: true, build: { id: build!.id, quantity: build!.quantity + 7 } });
    const after = await quantities();
    const changed = [...after].filter(([id, q]) => before.get(id) !== q);
    expect(changed).toEqual([[build!.id, build!.quantity + 7]]);
    await t.realtime.bus.sync();
    stop();
    expect(heard).toContainEqual(
      expect.objectContaining({ topic: 'builds', company: 'furhaven', warehouse: 'PA', id: build!.id }),
    );
  });

  it('refuses a build changed meanwhile (409), another company’s build (404) and a bad quantity (400), writing nothing', async () => {
    const [build] = await builds(`wh=KY&start_date=${TODAY}&end_date=${TODAY}`);
    const other = await t.pool.query<{ id: number }>(
      `select id from builds where company = 'worldwise' limit 1`,
    );
    const before = await quantities();
    const send = (patch: object) =>
      call('PUT', '/v1/operations/updateBuild', {
        build_date: build!.build_date,
        sku: build!.sku,
        order_number: build!.order_number,
        group_number: build!.group_number,
        customer: build!.customer,
        new_quantity: 5,
        id: build!.id,
        ...patch,
      });
    const changed = await send({ sku: 'SOMETHING-ELSE' });
    expect(changed.statusCode).toBe(409);
    expect(body(changed).message).toBe(BUILD_MESSAGES.changed);
    const foreign = await send({ id: other.rows[0]!.id });
    expect(foreign.statusCode).toBe(404);
    for (const q of [-1, 1.5, 100_001, 'ten']) {
      const bad = await send({ new_quantity: q });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).message).toContain(BUILD_MESSAGES.quantity);
    }
    const badId = await send({ id: 0 });
    expect(badId.statusCode).toBe(400);
    expect(await quantities()).toEqual(before);
  });
});

describe('buildsByGroup and workersByGroup', () => {
  it("sums each line's builds of the day", async () => {
    const res = await call('GET', `/v1/operations/buildsByGroup/${TODAY}?wh=KY`);
    expect(res.statusCode).toBe(200);
    const groups = body<GroupBuilds>(res).groups;
    const rows = await builds(`wh=KY&start_date=${TODAY}&end_date=${TODAY}`);
    expect(groups.reduce((s, g) => s + g.quantity, 0)).toBe(rows.reduce((s, b) => s + b.quantity, 0));
    expect(groups.reduce((s, g) => s + g.builds, 0)).toBe(rows.length);
  });

  it('lists the active workers of each line', async () => {
    const res = await call('GET', '/v1/operations/workersByGroup?wh=KY');
    expect(res.statusCode).toBe(200);
    const groups = body<WorkersByGroup>(res).groups;
    const active = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from workers where company = 'furhaven' and warehouse = 'KY' and status = 'Active'`,
    );
    expect(groups.flatMap((g) => g.workers)).toHaveLength(active.rows[0]!.n);
    expect(groups.every((g) => g.warehouse === 'KY')).toBe(true);
  });
});
