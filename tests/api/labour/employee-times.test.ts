import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeTime } from '../../../src/shared/api/labour/employee-times';
import type { WorkerSaved } from '../../../src/shared/api/labour/workers';
import { EMPLOYEE_TIMES_MESSAGES as M } from '../../../src/shared/domain/labour/employee-times';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Employee Times (D3 2.12, 5 "Dates", 7 GET /v1/operations/employee/times) on the small world. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/v1/operations/employee/times';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'labour', 'office', 'bulk'] as const);
const call = apiCaller(t.app, tokens.labour.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const times = async (query: string) => {
  const res = await call('GET', `${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ times: EmployeeTime[] }>(res).times;
};

/** A worker of warehouse ZZ (nobody else's) with the clock times given. */
async function workerWith(
  name: string,
  shifts: [clockIn: string, clockOut: string | null, breakMinutes: number][],
) {
  const res = await call('POST', '/warehouse/workers/add', {
    worker_name: name,
    warehouse: 'ZZ',
    timecard_num: name,
  });
  const worker = body<WorkerSaved>(res).worker;
  for (const [clockIn, clockOut, breakMinutes] of shifts) {
    await t.pool.query(
      `insert into employee_times (company, worker_id, warehouse, "group", clock_in, clock_out, break_minutes)
       values ('furhaven', $1, 'ZZ', '3', $2, $3, $4)`,
      [worker.id, clockIn, clockOut, breakMinutes],
    );
  }
  return worker;
}

describe('the -4 h / +20 h range (D3 5)', () => {
  it('takes clock-ins from 20:00 UTC the day before the start to 20:00 UTC of the end date', async () => {
    const worker = await workerWith('Gil Edge', [
      ['2026-02-26T19:59:59Z', '2026-02-27T03:59:59Z', 30], // 8 h, break 0.5 h: before the range of the 27th
      ['2026-02-26T20:00:00Z', '2026-02-27T04:00:00Z', 30], // 8 h, break 0.5 h: first instant of the 27th
      ['2026-02-27T19:59:00Z', '2026-02-28T04:59:00Z', 60], // 9 h, break 1 h: last minute of the 27th
      ['2026-02-27T20:00:00Z', '2026-02-28T06:00:00Z', 45], // the 28th
    ]);
    const day27 = await times('?start_date=2026-02-27&end_date=2026-02-27&warehouse=ZZ');
    expect(day27).toEqual([
      {
        worker_id: worker.id,
        worker_name: 'Gil Edge',
        warehouse: 'ZZ',
        group: '3',
        worked_time: 15.5,
        break_time: 1.5,
        shifts: 2,
      },
    ]);
    const day28 = await times('?start_date=2026-02-28&end_date=2026-02-28&warehouse=zz');
    expect(day28).toMatchObject([{ worker_id: worker.id, worked_time: 9.25, break_time: 0.75, shifts: 1 }]);
    const both = await times('?start_date=2026-02-26&end_date=2026-02-28&warehouse=ZZ');
    expect(both).toMatchObject([{ worker_id: worker.id, worked_time: 32.25, break_time: 2.75, shifts: 4 }]);
  });

  it('counts a worker still clocked in up to now', async () => {
    const clockIn = new Date(Date.now() - 2 * 3_600_000);
    const worker = await workerWith('Hal Open', [[clockIn.toISOString(), null, 0]]);
    // The date whose range holds the clock-in: the UTC date 4 hours later.
    const day = new Date(clockIn.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
    const rows = await times(`?start_date=${day}&end_date=${day}&warehouse=ZZ`);
    const row = rows.find((r) => r.worker_id === worker.id);
    expect(row?.worked_time).toBeGreaterThanOrEqual(2);
    expect(row?.worked_time).toBeLessThan(2.1);
  });
});

describe('the world', () => {
  it('answers every Kentucky worker clocked in that day with its hours', async () => {
    const { rows } = await t.pool.query<{ worker_id: number; worked: string; brk: string }>(
      `select worker_id, sum(extract(epoch from clock_out - clock_in)) / 3600 - sum(break_minutes) / 60.0 as worked,
              sum(break_minutes) / 60.0 as brk
         from employee_times where company = 'furhaven' and warehouse = 'KY'
          and clock_in >= '2026-02-26T20:00:00Z' and clock_in < '2026-02-27T20:00:00Z'
        group by worker_id`,
    );
    expect(rows.length).toBeGreaterThan(2);
    const found = await times('?start_date=2026-02-27&end_date=2026-02-27&warehouse=KY');
    expect(found.map((r) => r.worker_id).sort()).toEqual(rows.map((r) => r.worker_id).sort());
    for (const r of rows) {
      const row = found.find((f) => f.worker_id === r.worker_id)!;
      expect(row.worked_time).toBeCloseTo(Number(r.worked), 2);
      expect(row.break_time).toBeCloseTo(Number(r.brk), 2);
      expect(row).toMatchObject({ warehouse: 'KY', shifts: 1 });
      expect(row.worked_time).toBeGreaterThan(6);
    }
    const names = found.map((r) => r.worker_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers nothing for a warehouse without times', async () => {
    expect(await times('?start_date=2026-02-27&end_date=2026-02-27&warehouse=QQ')).toEqual([]);
  });
});

describe('refusals', () => {
  it.each([
    ['', [M.startDate, M.endDate, M.warehouse]],
    ['?start_date=2026-02-27&end_date=2026-02-27', [M.warehouse]],
    ['?start_date=2026-02-27&warehouse=KY', [M.endDate]],
    ['?start_date=2026-02-30&end_date=2026-03-01&warehouse=KY', [M.startDate]],
    ['?start_date=2026-03-02&end_date=2026-03-01&warehouse=KY', [M.order]],
    ['?start_date=2024-01-01&end_date=2026-03-01&warehouse=KY', [M.tooLong]],
  ])('refuses %s, naming each problem', async (query, messages) => {
    const res = await call('GET', `${URL}${query}`);
    expect(res.statusCode).toBe(400);
    for (const m of messages) expect(body(res).message).toContain(m);
  });

  it('refuses users without warehouse or admin (403)', async () => {
    for (const user of ['office', 'bulk'] as const) {
      const res = await call(
        'GET',
        `${URL}?start_date=2026-02-27&end_date=2026-02-27&warehouse=KY`,
        undefined,
        tokens[user].access_token,
      );
      expect(res.statusCode, user).toBe(403);
      expect(body(res).error).toBe('scope_forbidden');
    }
  });

  it('refuses a company the user does not hold (403), and lets admin in', async () => {
    const q = `${URL}?start_date=2026-02-27&end_date=2026-02-27&warehouse=KY`;
    const res = await call('GET', q, undefined, tokens.labour.access_token, 'Worldwise');
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('company_forbidden');
    const admin = await call('GET', q, undefined, tokens.admin.access_token, 'Worldwise');
    expect(admin.statusCode).toBe(200);
    expect(body<{ times: EmployeeTime[] }>(admin).times.length).toBeGreaterThan(0);
  });
});
