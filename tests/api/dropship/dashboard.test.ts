import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, WarehouseReport } from '../../../src/shared/api/dropship/dashboard';
import { DASHBOARD_MESSAGES as M, officeToday } from '../../../src/shared/domain/dropship/dashboard';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Dashboard (D1 sections 2, 7, 9) and the calls behind its exports, on the small world loaded today. */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'floor', 'bulk', 'hq', 'dock', 'admin'] as const);
const call = apiCaller(t.app, tokens.office.access_token, 'Furhaven');
const get = (url: string, token?: string, company?: string) => call('GET', url, undefined, token, company);

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 5, size: 'small', now: new Date() });
  // Just after the office's midnight the world may not have uploaded anything "today" yet: some
  // orders of each warehouse arrive now, whatever the hour.
  await t.pool.query(`update dropship_orders set upload_date = now() where id in (
      select id from (select id, row_number() over (partition by warehouse order by id) n
        from dropship_orders where company = 'furhaven' and warehouse in ('kentucky', 'pennsylvania')
          and order_status = 100) w where n <= 5)`);
});
afterAll(async () => {
  await t.close();
});

const stat = (d: Dashboard, group: string, name: string): number => {
  const value = d.groups.find((g) => g.name === group)?.stats.find((s) => s.name === name)?.value;
  if (value === undefined) throw new Error(`no stat ${group} / ${name}`);
  return value;
};
const dashboard = async (token?: string) => {
  const res = await get('/updatestatic/dashboard', token);
  expect(res.statusCode).toBe(200);
  return body<Dashboard>(res);
};
const count = async (query: string, params: unknown[] = []) =>
  Number((await t.pool.query<{ n: string }>(query, params)).rows[0]!.n);

const URLS = [
  '/updatestatic/dashboard',
  '/dropship/orders/warehouse_report',
  '/dropship/orders/ungrouped',
  '/dropship/usps_tracking?warehouse=Kentucky&startdate=2026-01-01&enddate=2026-01-31',
  '/dropship/orders/export?warehouse=kentucky&startdate=2026-01-01&enddate=2026-01-31',
];

describe('GET /api/updatestatic/dashboard', () => {
  it('answers groups of stat name to value, counted from the tables', async () => {
    const d = await dashboard();
    expect(d.groups.map((g) => g.name)).toEqual([
      "Today's Orders",
      'Unprocessed by Warehouse',
      'Needs Attention',
      'Pull Sheets',
      'Shipping Today',
    ]);
    const { from, until } = officeToday(new Date());
    const today = await count(
      `select count(*) n from dropship_orders where company = 'furhaven' and upload_date >= $1 and upload_date < $2`,
      [from, until],
    );
    expect(today, 'the world uploaded orders today').toBeGreaterThan(0);
    const todays = d.groups[0]!.stats.reduce((sum, s) => sum + s.value, 0);
    expect(todays).toBe(today);
    expect(stat(d, 'Needs Attention', 'Orders On Hold')).toBe(
      await count(
        `select count(*) n from dropship_orders where company = 'furhaven' and order_status in (197, 198)`,
      ),
    );
    expect(stat(d, 'Needs Attention', 'Failed Tracking')).toBe(
      await count(`select count(*) n from dropship_packages p join dropship_orders o on o.id = p.order_id
        where p.company = 'furhaven' and p.tracking_error is not null and o.order_status <> 199`),
    );
    expect(stat(d, 'Pull Sheets', 'Open Pull Sheets')).toBe(
      await count(`select count(*) n from pullsheets where company = 'furhaven' and status_code < 104`),
    );
    const unprocessed = await count(`select count(*) n from dropship_orders o where company = 'furhaven'
      and warehouse = 'kentucky' and order_status = 100
      and not exists (select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null)`);
    expect(unprocessed, 'the world has unprocessed orders').toBeGreaterThan(0);
    expect(stat(d, 'Unprocessed by Warehouse', 'Kentucky')).toBe(unprocessed);
    expect(d.groups.filter((g) => g.chart).map((g) => g.name)).toEqual([
      "Today's Orders",
      'Unprocessed by Warehouse',
    ]);
  });

  it('changes when the data changes', async () => {
    const before = await dashboard();
    const { rows } = await t.pool.query<{ id: number }>(
      `select id from dropship_orders where company = 'furhaven' and order_status = 100 order by id limit 2`,
    );
    await t.pool.query(`update dropship_orders set order_status = 198 where id = any($1)`, [
      rows.map((r) => r.id),
    ]);
    const after = await dashboard();
    expect(stat(after, 'Needs Attention', 'Orders On Hold')).toBe(
      stat(before, 'Needs Attention', 'Orders On Hold') + 2,
    );

    const { rows: pkgs } = await t.pool.query<{ id: number }>(
      `select p.id from dropship_packages p join dropship_orders o on o.id = p.order_id
        where p.company = 'furhaven' and p.tracking_error is null and o.order_status <> 199 order by p.id limit 3`,
    );
    await t.pool.query(
      `update dropship_packages set tracking_error = 'Address not found' where id = any($1)`,
      [pkgs.map((p) => p.id)],
    );
    const third = await dashboard();
    expect(stat(third, 'Needs Attention', 'Failed Tracking')).toBe(
      stat(after, 'Needs Attention', 'Failed Tracking') + 3,
    );
  });

  it('counts only the warehouses the caller holds', async () => {
    const d = await dashboard(tokens.floor.access_token);
    expect(d.groups.find((g) => g.name === 'Unprocessed by Warehouse')!.stats.map((s) => s.name)).toEqual([
      'Kentucky',
    ]);
  });

  it('reads only the company of the header', async () => {
    const furhaven = await dashboard(tokens.admin.access_token);
    const res = await get('/updatestatic/dashboard', tokens.admin.access_token, 'Worldwise');
    expect(res.statusCode).toBe(200);
    const worldwise = body<Dashboard>(res);
    const onHold = await count(
      `select count(*) n from dropship_orders where company = 'worldwise' and order_status in (197, 198)`,
    );
    expect(stat(worldwise, 'Needs Attention', 'Orders On Hold')).toBe(onHold);
    expect(stat(furhaven, 'Needs Attention', 'Orders On Hold')).not.toBe(onHold);
  });
});

describe('access', () => {
  it.each(URLS)('%s: dropship holders of the company only, on the dropship header', async (url) => {
    expect((await get(url, tokens.floor.access_token)).statusCode).toBe(200);
    const bulk = await get(url, tokens.bulk.access_token);
    expect(bulk.statusCode).toBe(403);
    expect(body(bulk).error).toBe('scope_forbidden');
    expect((await get(url, tokens.dock.access_token)).statusCode).toBe(403);
    const other = await get(url, tokens.floor.access_token, 'Worldwise');
    expect(other.statusCode).toBe(403);
    expect(body(other).error).toBe('company_forbidden');
    const bulkSide = await get(url, tokens.office.access_token, 'Furhaven_bulk');
    expect(bulkSide.statusCode).toBe(400);
    expect(body(bulkSide).error).toBe('company_side');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { company_id: 'Furhaven' } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a warehouse the caller does not hold', async () => {
    const res = await get(
      '/dropship/usps_tracking?warehouse=Pennsylvania&startdate=2026-01-01&enddate=2026-01-31',
      tokens.floor.access_token,
    );
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('warehouse_forbidden');
    expect(
      (await get('/dropship/orders/ungrouped?warehouse=pennsylvania', tokens.floor.access_token)).statusCode,
    ).toBe(403);
  });
});

describe('exports', () => {
  it.each([
    ['?warehouse=kentucky', M.startRequired],
    ['?warehouse=kentucky&startdate=2026-01-01', M.endRequired],
    ['?warehouse=kentucky&startdate=2026-02-30&enddate=2026-03-01', M.startInvalid],
    ['?warehouse=kentucky&startdate=2026-03-02&enddate=2026-03-01', M.order],
    ['?warehouse=kentucky&startdate=2024-01-01&enddate=2025-06-01', M.tooLong],
  ])('refuses bad dates %s', async (query, message) => {
    for (const path of ['/dropship/usps_tracking', '/dropship/orders/export']) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ error: 'invalid_date_range', message });
    }
  });

  it('refuses an unknown warehouse and export_by', async () => {
    const texas = await get(
      '/dropship/usps_tracking?warehouse=texas&startdate=2026-01-01&enddate=2026-01-02',
    );
    expect(texas.statusCode).toBe(400);
    expect(body(texas).message).toContain('warehouse must be Kentucky or Pennsylvania.');
    const by = await get(
      '/dropship/orders/export?warehouse=kentucky&startdate=2026-01-01&enddate=2026-01-02&export_by=ship_date',
    );
    expect(by.statusCode).toBe(400);
    expect(body(by).message).toContain('export_by must be upload_date or pullsheet_date.');
  });

  it('lists the USPS tracking numbers of a warehouse by upload or pull sheet date', async () => {
    const end = officeToday(new Date()).day;
    const startAt = new Date(Date.now() - 60 * 86_400_000);
    const start = officeToday(startAt).day;
    const { from, until } = { from: officeToday(startAt).from, until: officeToday(new Date()).until };
    for (const by of ['upload_date', 'pullsheet_date'] as const) {
      const res = await get(
        `/dropship/usps_tracking?warehouse=Kentucky&startdate=${start}&enddate=${end}&export_by=${by}`,
      );
      expect(res.statusCode).toBe(200);
      const packages = body<{ packages: { tracking_number: string; warehouse: string }[] }>(res).packages;
      const column = by === 'upload_date' ? 'o.upload_date' : 's.date';
      const expected = await count(
        `select count(*) n from dropship_packages p join dropship_orders o on o.id = p.order_id
           left join pullsheets s on s.pullsheet_id = p.pullsheet_id
          where p.company = 'furhaven' and lower(coalesce(p.carrier, o.carrier, '')) = 'usps'
            and coalesce(p.tracking_number, '') <> '' and o.order_status <> 199
            and coalesce(p.warehouse, o.warehouse) = 'kentucky' and ${column} >= $1 and ${column} < $2`,
        [from, until],
      );
      expect(expected, `the world has USPS packages by ${by}`).toBeGreaterThan(0);
      expect(packages).toHaveLength(expected);
      expect(new Set(packages.map((p) => p.warehouse))).toEqual(new Set(['kentucky']));
    }
  });

  it('answers no rows for a range without orders', async () => {
    const usps = await get(
      '/dropship/usps_tracking?warehouse=kentucky&startdate=2001-01-01&enddate=2001-01-31',
    );
    expect(body(usps)).toEqual({ packages: [] });
    const orders = await get(
      '/dropship/orders/export?warehouse=kentucky&startdate=2001-01-01&enddate=2001-01-31',
    );
    expect(body(orders)).toEqual({ rows: [], truncated: false });
  });

  it('exports the order lines of a warehouse uploaded in the range', async () => {
    const day = officeToday(new Date());
    const res = await get(
      `/dropship/orders/export?warehouse=Pennsylvania&startdate=${day.day}&enddate=${day.day}`,
    );
    expect(res.statusCode).toBe(200);
    const rows = body<{ rows: { order_id: number; warehouse: string }[] }>(res).rows;
    const expected = await count(
      `select count(*) n from dropship_order_lines l join dropship_orders o on o.id = l.order_id
         left join dropship_packages p on p.id = l.package_id
        where l.company = 'furhaven' and coalesce(p.warehouse, o.warehouse) = 'pennsylvania'
          and o.upload_date >= $1 and o.upload_date < $2`,
      [day.from, day.until],
    );
    expect(expected, 'the world uploaded Pennsylvania orders today').toBeGreaterThan(0);
    expect(rows).toHaveLength(expected);
  });

  it("answers Today's Counts per warehouse and status", async () => {
    const res = await get('/dropship/orders/warehouse_report');
    expect(res.statusCode).toBe(200);
    const report = body<WarehouseReport>(res);
    const day = officeToday(new Date());
    expect(report.day).toBe(day.day);
    const ky = report.warehouses.find((w) => w.warehouse === 'kentucky');
    const created = await count(
      `select count(*) n from dropship_orders where company = 'furhaven' and warehouse = 'kentucky'
        and order_status = 100 and upload_date >= $1 and upload_date < $2`,
      [day.from, day.until],
    );
    expect(created, 'the world uploaded Kentucky orders today').toBeGreaterThan(0);
    expect(ky?.counts['100'] ?? 0).toBe(created);
  });

  it('lists ungrouped orders: still to ship and on no pull sheet', async () => {
    const res = await get('/dropship/orders/ungrouped?warehouse=kentucky');
    expect(res.statusCode).toBe(200);
    const orders = body<{ orders: { order_id: number; order_status: number; warehouse: string }[] }>(
      res,
    ).orders;
    const expected = await count(`select count(*) n from dropship_orders o where company = 'furhaven'
      and warehouse = 'kentucky' and order_status in (100, 101, 102, 103)
      and not exists (select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null)`);
    expect(expected, 'the world has ungrouped orders').toBeGreaterThan(0);
    expect(orders).toHaveLength(Math.min(expected, 5000));
    expect(orders.every((o) => o.warehouse === 'kentucky' && o.order_status <= 103)).toBe(true);
  });
});
