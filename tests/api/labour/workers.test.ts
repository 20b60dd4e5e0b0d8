import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OperationsWorker,
  Worker,
  WorkerSaved,
  WorkersList,
} from '../../../src/shared/api/labour/workers';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Workers (D3 2.10, 5, 7, 8) and getAllWorkers against the small sandbox world. */
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

/** Lists as labour (Furhaven only) or, for Worldwise, as admin. */
const list = async (query = '', company = 'Furhaven') => {
  const token = company === 'Furhaven' ? tokens.labour.access_token : tokens.admin.access_token;
  const res = await call('GET', `/warehouse/workers${query}`, undefined, token, company);
  expect(res.statusCode, res.body).toBe(200);
  const answer = body<WorkersList>(res);
  expect(answer.success).toBe(true);
  return answer.workers;
};

/** Every worker row as the database holds it, by id. */
const snapshot = async () =>
  (await t.pool.query<Record<string, unknown>>('select * from workers order by id')).rows;

const REQUIRED = ['Name is required.', 'Warehouse is required.', 'Timecard Number is required.'];

describe('the list', () => {
  it("shows the company's workers newest id first, each with its status", async () => {
    const furhaven = await list();
    expect(furhaven.length).toBe(15);
    const ids = furhaven.map((w) => w.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(furhaven.map((w) => w.status))).toEqual(new Set(['Active']));
    expect(furhaven[0]).toEqual({
      id: expect.any(Number) as number,
      worker_name: expect.any(String) as string,
      warehouse: expect.stringMatching(/^(KY|PA|TX)$/) as string,
      timecard_num: expect.any(String) as string,
      payroll_num: expect.toBeOneOf([null, expect.any(String)]) as string | null,
      status: 'Active',
      group_number: expect.any(Number) as number,
    });
    const worldwise = await list('', 'Worldwise');
    expect(worldwise.length).toBe(4);
    expect(worldwise.some((w) => furhaven.some((f) => f.id === w.id))).toBe(false);
  });

  it('filters by part of the name (any case) and by status', async () => {
    const [first] = await list();
    const part = first!.worker_name.slice(1, 4).toUpperCase();
    const found = await list(`?name=${encodeURIComponent(part)}`);
    expect(found.map((w) => w.id)).toContain(first!.id);
    for (const w of found) expect(w.worker_name.toUpperCase()).toContain(part);
    expect(await list('?name=%25%25')).toEqual([]);
    expect(await list('?status=Inactive')).toEqual([]);
    expect((await list('?status=Active')).length).toBe(15);
  });

  it('refuses an unknown status', async () => {
    const res = await call('GET', '/warehouse/workers?status=Gone');
    expect(res.statusCode).toBe(400);
  });
});

describe('adding', () => {
  it('inserts an active worker with trimmed fields and a missing payroll number as null', async () => {
    const res = await call('POST', '/warehouse/workers/add', {
      worker_name: '  Ann Lee ',
      warehouse: 'PA',
      timecard_num: ' PA9001 ',
      payroll_num: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = body<WorkerSaved>(res);
    expect(saved).toMatchObject({ success: true, message: 'Worker added.' });
    expect(saved.worker).toMatchObject({
      worker_name: 'Ann Lee',
      warehouse: 'PA',
      timecard_num: 'PA9001',
      payroll_num: null,
      status: 'Active',
    });
    expect((await list())[0]).toEqual(saved.worker);
    expect((await list('', 'Worldwise')).some((w) => w.id === saved.worker.id)).toBe(false);
  });

  it('takes a free-text warehouse', async () => {
    const res = await call('POST', '/warehouse/workers/add', {
      worker_name: 'Bo Park',
      warehouse: 'Kentucky dock 2',
      timecard_num: 'K-77',
      payroll_num: 'P123',
    });
    expect(res.statusCode).toBe(200);
    expect(body<WorkerSaved>(res).worker).toMatchObject({
      warehouse: 'Kentucky dock 2',
      payroll_num: 'P123',
    });
  });

  it.each([
    [{}, REQUIRED],
    [{ worker_name: ' ', warehouse: '', timecard_num: null }, REQUIRED],
    [{ worker_name: 'Cy', timecard_num: '1' }, ['Warehouse is required.']],
    [{ worker_name: 'Cy', warehouse: 'PA' }, ['Timecard Number is required.']],
    [{ warehouse: 'PA', timecard_num: '1' }, ['Name is required.']],
  ])('refuses %j with the spec messages, one per line, and writes nothing', async (payload, messages) => {
    const before = await snapshot();
    const res = await call('POST', '/warehouse/workers/add', payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ error: 'invalid_worker', message: messages.join('\n'), success: false });
    expect(await snapshot()).toEqual(before);
  });
});

describe('updating', () => {
  const newWorker = async (name: string) => {
    const res = await call('POST', '/warehouse/workers/add', {
      worker_name: name,
      warehouse: 'PA',
      timecard_num: `T-${name}`,
    });
    return body<WorkerSaved>(res).worker;
  };

  it('changes exactly that worker, only the fields sent', async () => {
    const worker = await newWorker('Dee Ray');
    const before = await snapshot();
    const res = await call('PUT', '/warehouse/workers/update', {
      id: worker.id,
      worker_name: 'Dee Rae',
      payroll_num: 'P555',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<WorkerSaved>(res)).toMatchObject({
      success: true,
      message: 'Worker updated.',
      worker: { ...worker, worker_name: 'Dee Rae', payroll_num: 'P555' },
    });
    const after = await snapshot();
    const changed = after.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ id: worker.id, worker_name: 'Dee Rae', payroll_num: 'P555' });
    expect(changed[0]).toMatchObject({ warehouse: 'PA', timecard_num: 'T-Dee Ray', status: 'Active' });
  });

  it('deactivates and reactivates with the status alone', async () => {
    const worker = await newWorker('Eli Fox');
    const off = await call('PUT', '/warehouse/workers/update', { id: worker.id, status: 'Inactive' });
    expect(off.statusCode).toBe(200);
    expect(body<WorkerSaved>(off).worker).toEqual({ ...worker, status: 'Inactive' });
    expect((await list('?status=Inactive')).map((w) => w.id)).toEqual([worker.id]);
    const on = await call('PUT', '/warehouse/workers/update', { id: worker.id, status: 'Active' });
    expect(body<WorkerSaved>(on).worker).toEqual(worker);
  });

  it.each([
    [{ worker_name: '' }, 'Name is required.'],
    [{ warehouse: '  ', timecard_num: '' }, 'Warehouse is required.\nTimecard Number is required.'],
  ])('refuses a blanked required field %j and changes nothing', async (fields, message) => {
    const [worker] = await list();
    const before = await snapshot();
    const res = await call('PUT', '/warehouse/workers/update', { id: worker!.id, ...fields });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ error: 'invalid_worker', message, success: false });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an update with nothing to change, a bad status and a bad id', async () => {
    const [worker] = await list();
    expect((await call('PUT', '/warehouse/workers/update', { id: worker!.id })).statusCode).toBe(400);
    const status = await call('PUT', '/warehouse/workers/update', { id: worker!.id, status: 'Gone' });
    expect(status.statusCode).toBe(400);
    expect(body(status).message).toContain('status must be Active or Inactive.');
    const noId = await call('PUT', '/warehouse/workers/update', { status: 'Active' });
    expect(noId.statusCode).toBe(400);
    expect(body(noId).message).toContain('id is required.');
    const huge = await call('PUT', '/warehouse/workers/update', { id: 2 ** 31, status: 'Active' });
    expect(huge.statusCode).toBe(400);
  });

  it("does not reach another company's worker (404)", async () => {
    const [other] = await list('', 'Worldwise');
    const before = await snapshot();
    const res = await call('PUT', '/warehouse/workers/update', { id: other!.id, status: 'Inactive' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({
      error: 'worker_not_found',
      message: `Worker ${other!.id} was not found.`,
      success: false,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('getAllWorkers (operations API)', () => {
  const all = async (query = '', company = 'Furhaven') => {
    const res = await call('GET', `/v1/operations/getAllWorkers${query}`, undefined, undefined, company);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ workers: OperationsWorker[] }>(res).workers;
  };

  it('sorts KY first, then by worker_id', async () => {
    // The newest worker is a Kentucky one: it still comes before every other warehouse.
    const added = await call('POST', '/warehouse/workers/add', {
      worker_name: 'Kai Newman',
      warehouse: 'KY',
      timecard_num: 'KY9999',
    });
    const newest = body<WorkerSaved>(added).worker.id;
    const workers = await all();
    expect(workers.find((w) => w.worker_id === newest)?.warehouse).toBe('KY');
    const ky = workers.filter((w) => w.warehouse === 'KY');
    expect(ky.length).toBeGreaterThan(0);
    expect(workers.slice(0, ky.length)).toEqual(ky);
    const ids = (rows: OperationsWorker[]) => rows.map((w) => w.worker_id);
    expect(ids(ky)).toEqual([...ids(ky)].sort((a, b) => a - b));
    const rest = workers.slice(ky.length);
    expect(ids(rest)).toEqual([...ids(rest)].sort((a, b) => a - b));
    // The newest KY worker is not the highest id of all, so the order is not just by id.
    expect(ids(workers)).not.toEqual([...ids(workers)].sort((a, b) => a - b));
    expect(workers[0]).toMatchObject({ worker_id: expect.any(Number) as number, warehouse: 'KY' });
  });

  it('filters by warehouse (any case)', async () => {
    const pa = await all('?warehouse=pa');
    expect(pa.length).toBeGreaterThan(0);
    expect(new Set(pa.map((w) => w.warehouse))).toEqual(new Set(['PA']));
    expect(await all('?warehouse=ZZ')).toEqual([]);
  });
});

describe('access', () => {
  const calls = [
    ['GET', '/warehouse/workers', undefined],
    ['POST', '/warehouse/workers/add', { worker_name: 'X', warehouse: 'PA', timecard_num: '1' }],
    ['PUT', '/warehouse/workers/update', { id: 1, status: 'Inactive' }],
    ['GET', '/v1/operations/getAllWorkers', undefined],
  ] as const;

  it.each(calls)('%s %s refuses users without warehouse or admin (403)', async (method, url, payload) => {
    const before = await snapshot();
    for (const user of ['office', 'bulk'] as const) {
      const res = await call(method, url, payload, tokens[user].access_token);
      expect(res.statusCode, user).toBe(403);
      expect(body(res).error).toBe('scope_forbidden');
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(calls)('%s %s refuses a company the user does not hold (403)', async (method, url, payload) => {
    const before = await snapshot();
    const res = await call(method, url, payload, tokens.labour.access_token, 'Worldwise');
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('company_forbidden');
    expect(await snapshot()).toEqual(before);
  });

  it('lets admin in, on either company header form', async () => {
    const res = await call(
      'GET',
      '/warehouse/workers',
      undefined,
      tokens.admin.access_token,
      'Worldwise_bulk',
    );
    expect(res.statusCode).toBe(200);
    expect(body<{ workers: Worker[] }>(res).workers.length).toBe(4);
  });
});
