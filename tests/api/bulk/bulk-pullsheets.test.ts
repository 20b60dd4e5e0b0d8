import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkPullsheets, DownloadInfo } from '../../../src/shared/api/bulk/bulk-pullsheets';
import { BULK_PULLSHEET_MESSAGES as M } from '../../../src/shared/domain/bulk/bulk-pullsheets';
import { loadWorld } from '../../../src/server/world/load-world';
import { dayIn } from '../../../src/shared/lib/zoned-time';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Bulk Pull Sheets (D2 sections 5, 7 and 9) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/api/bulk/pullsheets';
const INSERT = '/api/bulk/pullsheets/insert-download-info';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office', 'floor'] as const);
const bulk = tokens.bulk.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: authed(token, company) });
const post = (payload: unknown, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'POST', url: INSERT, payload: payload as object, headers: authed(token, company) });
const orders = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return body<BulkPullsheets>(res).orders;
};

/** A Furhaven order with lines to pull at its warehouse, its ERP number and those lines by SQL. */
async function anOrder(warehouse = 'kentucky') {
  const column = { kentucky: 'fulfill_ky', pennsylvania: 'fulfill_pa', texas: 'fulfill_tx' }[warehouse];
  const { rows } = await t.pool.query<{ id: number; acu: string; pieces: number; lines: number }>(
    `select o.id, o.acu_order_num as acu, sum(i.${column})::int as pieces, count(*)::int as lines
     from bulk_orders o join bulk_order_items i on i.order_id = o.id
     where o.company = 'furhaven' and o.warehouse = $1 and o.acu_order_num is not null
       and i.order_status <> 199 and i.${column} > 0
     group by o.id having count(*) > 1 order by o.id limit 1`,
    [warehouse],
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${warehouse} order in the world`);
  return row;
}

describe('by Acumatica order number', () => {
  it('pads the number to 7 and answers the order with its lines to pull at its warehouse', async () => {
    const order = await anOrder('kentucky');
    expect(order.acu).toMatch(/^0\d{6}$/);
    const [found, ...more] = await orders(`?acu_order_num=${order.acu.replace(/^0+/, '')}`);
    expect(more).toEqual([]);
    expect(found).toMatchObject({
      order_id: order.id,
      acu_order_num: order.acu,
      warehouse: 'kentucky',
      warehouse_code: '01',
      total_pieces: order.pieces,
    });
    expect(found?.lines).toHaveLength(order.lines);
    expect(found?.lines.reduce((s, l) => s + l.quantity, 0)).toBe(order.pieces);
    expect(found?.internal_po_number).toEqual(expect.any(String));
    expect(found?.vendor_name).toEqual(expect.any(String));
  });

  it('gives each line the catalog size, foam, bolster and the PA (Pennsylvania) and MCA (Kentucky) locations', async () => {
    const order = await anOrder('pennsylvania');
    const [found] = await orders(`?acu_order_num=${order.acu}`);
    expect(found?.warehouse_code).toBe('02');
    for (const line of found?.lines ?? []) {
      const { rows } = await t.pool.query<{
        size: string | null;
        foam: string | null;
        bolster: string | null;
        pa: string | null;
        mca: string | null;
      }>(
        `select it.size, it.foam, it.bolster,
           (select location from item_locations where item_id = it.id and warehouse = 'pennsylvania') as pa,
           (select location from item_locations where item_id = it.id and warehouse = 'kentucky') as mca
         from items it where it.company = 'furhaven' and it.sku = $1`,
        [line.sku],
      );
      const item = rows[0];
      expect(item, line.sku).toBeDefined();
      expect(line).toMatchObject({
        size: item?.size ?? null,
        foam: item?.foam ?? null,
        bolster: item?.bolster ?? null,
        pa_location: item?.pa ?? null,
        mca_location: item?.mca ?? null,
      });
      expect(line.quantity).toBeGreaterThan(0);
    }
  });

  it("answers 404 'Could not find order number!' for a number no order has", async () => {
    const res = await get('?acu_order_num=99');
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ message: M.orderNotFound });
  });

  it('does not print an order whose lines are all cancelled', async () => {
    const { rows } = await t.pool.query<{ acu: string }>(
      `select o.acu_order_num as acu from bulk_orders o where o.company = 'furhaven' and o.acu_order_num is not null
         and not exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> 199)
       limit 1`,
    );
    if (rows[0]) expect((await get(`?acu_order_num=${rows[0].acu}`)).statusCode).toBe(404);
    else {
      const order = await anOrder('texas');
      await t.pool.query(`update bulk_order_items set order_status = 199 where order_id = $1`, [order.id]);
      expect((await get(`?acu_order_num=${order.acu}`)).statusCode).toBe(404);
    }
  });

  it("keeps the companies apart: Furhaven's number is not found under Worldwise", async () => {
    const order = await anOrder('kentucky');
    const res = await get(`?acu_order_num=${order.acu}`, bulk, 'Worldwise_bulk');
    expect([404, 200]).toContain(res.statusCode);
    if (res.statusCode === 200) {
      for (const o of body<BulkPullsheets>(res).orders) expect(o.order_id).not.toBe(order.id);
    }
  });
});

describe('by date range', () => {
  it('answers the orders with an ERP number whose order date is on those office days, by ERP number', async () => {
    const { rows } = await t.pool.query<{ day: string; n: number }>(
      `select to_char(order_date at time zone 'America/New_York', 'YYYY-MM-DD') as day, count(*)::int as n
       from bulk_orders where company = 'furhaven' and acu_order_num is not null
       group by 1 order by 2 desc limit 1`,
    );
    const day = rows[0]?.day ?? '';
    const found = await orders(`?start_date=${day}&end_date=${day}`);
    expect(found.length).toBeGreaterThan(0);
    for (const o of found) {
      expect(dayIn(new Date(o.order_date))).toBe(day);
      expect(o.lines.length).toBeGreaterThan(0);
    }
    const numbers = found.map((o) => o.acu_order_num);
    expect(numbers).toEqual([...numbers].sort());
    const week = await orders(`?start_date=${day}&end_date=${addDay(day, 6)}`);
    expect(week.length).toBeGreaterThanOrEqual(found.length);
  });

  it('answers no orders for days without any (the screen says it could not find any)', async () => {
    expect(await orders('?start_date=2001-01-01&end_date=2001-01-31')).toEqual([]);
  });
});

function addDay(ymd: string, n: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe('bad queries answer 400 with a message, never a 500', () => {
  it.each([
    ['?acu_order_num=', M.enterOrderNumber],
    ['?acu_order_num=%20%20', M.enterOrderNumber],
    ['', 'Give acu_order_num, or start_date and end_date.'],
    ['?acu_order_num=1&start_date=2026-01-01&end_date=2026-01-02', 'not both'],
    ['?start_date=2026-01-01', M.pickDates],
    ['?start_date=2026-02-30&end_date=2026-03-01', M.badDate],
    ['?start_date=2026-03-02&end_date=2026-03-01', M.datesOrder],
    ['?start_date=2026-01-01&end_date=2026-03-01', M.rangeTooLong],
    ['?start_date=2026-01-01T00:00&end_date=2026-01-02', 'YYYY-MM-DD'],
    ['?acu_order_num=%00', 'cannot be stored'],
    [`?acu_order_num=${'9'.repeat(16)}`, 'at most 15'],
  ])('%s', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(body<{ message: string }>(res).message).toContain(message);
  });
});

describe('insert-download-info', () => {
  it('records now as the download time of the orders named (padded), seen by the next lookup', async () => {
    const order = await anOrder('kentucky');
    await t.pool.query(`update bulk_orders set pullsheet_downloaded_at = null where id = $1`, [order.id]);
    const [before] = await orders(`?acu_order_num=${order.acu}`);
    expect(before?.pullsheet_downloaded_at).toBeNull();

    const started = Date.now();
    const res = await post({ acu_order_nums: [order.acu.replace(/^0+/, '')] });
    expect(res.statusCode, res.body).toBe(200);
    const info = body<DownloadInfo>(res);
    expect(info.acu_order_nums).toEqual([order.acu]);
    const at = Date.parse(info.pullsheet_downloaded_at);
    expect(at).toBeGreaterThanOrEqual(started - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);

    const [after] = await orders(`?acu_order_num=${order.acu}`);
    expect(after?.pullsheet_downloaded_at).toBe(info.pullsheet_downloaded_at);
  });

  it("writes nothing and answers 404 'Could not find order number!' when one number is unknown", async () => {
    const order = await anOrder('pennsylvania');
    await t.pool.query(`update bulk_orders set pullsheet_downloaded_at = null where id = $1`, [order.id]);
    const res = await post({ acu_order_nums: [order.acu, '8888888'] });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ message: M.orderNotFound });
    const { rows } = await t.pool.query(`select pullsheet_downloaded_at from bulk_orders where id = $1`, [
      order.id,
    ]);
    expect(rows[0]).toEqual({ pullsheet_downloaded_at: null });
  });

  it.each([
    [{}, 400],
    [{ acu_order_nums: [] }, 400],
    [{ acu_order_nums: 'x' }, 400],
    [{ acu_order_nums: [''] }, 400],
    [{ acu_order_nums: [12] }, 400],
    [{ acu_order_nums: ['\u0000'] }, 400],
    [{ acu_order_nums: Array.from({ length: 2001 }, (_, i) => String(i + 1)) }, 400],
  ])('refuses %j with a message', async (payload, status) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(body<{ message: string }>(res).message).toEqual(expect.any(String));
  });
});

describe('access (admin, bulk; the _bulk company header)', () => {
  it('lets admin and bulk in, refuses scopes without bulk (403)', async () => {
    const order = await anOrder('kentucky');
    expect((await get(`?acu_order_num=${order.acu}`, tokens.admin.access_token)).statusCode).toBe(200);
    expect((await get(`?acu_order_num=${order.acu}`)).statusCode).toBe(200);
    for (const user of ['office', 'floor'] as const) {
      const res = await get(`?acu_order_num=${order.acu}`, tokens[user].access_token);
      expect(res.statusCode, user).toBe(403);
      expect((await post({ acu_order_nums: [order.acu] }, tokens[user].access_token)).statusCode).toBe(403);
    }
  });

  it('wants the bulk form of the company header (Furhaven_bulk)', async () => {
    const res = await get('?start_date=2001-01-01&end_date=2001-01-01', bulk, 'Furhaven');
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ error: 'company_side' });
    expect((await post({ acu_order_nums: ['1'] }, bulk, 'Furhaven')).statusCode).toBe(400);
  });

  it('refuses a call without a token (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${URL}?acu_order_num=1` });
    expect(res.statusCode).toBe(401);
  });
});
