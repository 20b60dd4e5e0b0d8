import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZeroOutItem, ZeroOutList } from '../../../src/shared/api/inventory/zero-inventory';
import { ZERO_OUT_MESSAGES as M } from '../../../src/shared/domain/inventory/zero-out';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Zeroed-Out Inventory (D3 2.20, 5, 7) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');
const LIST = '/api/inventory/zero_out_inventory';
const DELETE = '/api/inventory/delete_zero_out_inventory';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'bulk', 'labour'] as const);
const office = tokens.office.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const list = async (company = 'Furhaven', token = office) => {
  const res = await t.app.inject({ method: 'GET', url: LIST, headers: authed(token, company) });
  expect(res.statusCode).toBe(200);
  return body<ZeroOutList>(res).zero_out_inventory;
};
const add = (payload: unknown, company = 'Furhaven', token = office) =>
  t.app.inject({ method: 'POST', url: LIST, headers: authed(token, company), payload: payload as object });
const remove = (payload: unknown, company = 'Furhaven', token = office) =>
  t.app.inject({ method: 'PUT', url: DELETE, headers: authed(token, company), payload: payload as object });

const rowCount = async () =>
  Number((await t.pool.query<{ n: string }>('select count(*) as n from zero_out_skus')).rows[0]!.n);

/** A SKU of the company's items that is not zeroed out yet. */
async function freeSku(company: string): Promise<string> {
  const { rows } = await t.pool.query<{ sku: string }>(
    `select sku from items i where company = $1
       and not exists (select 1 from zero_out_skus z where z.company = i.company and z.sku = i.sku)
     order by sku limit 1`,
    [company],
  );
  return rows[0]!.sku;
}

describe('the list', () => {
  it("shows the company's SKUs, newest first, with the item description", async () => {
    const furhaven = await list();
    expect(furhaven).toHaveLength(14);
    const dates = furhaven.map((r) => Date.parse(r.date_added));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(furhaven[0]).toEqual({
      sku: expect.any(String) as string,
      date_added: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) as string,
      added_by: expect.any(String) as string,
      description: expect.any(String) as string,
    });
    const worldwise = await list('Worldwise');
    expect(worldwise).toHaveLength(5);
  });
});

describe('adding', () => {
  it('adds a trimmed SKU of the item list with the time sent and who added it', async () => {
    const sku = await freeSku('furhaven');
    const res = await add({ sku: `  ${sku}\t`, date_added: '2026-03-01T12:00:00.000Z' });
    expect(res.statusCode).toBe(201);
    const added = body<ZeroOutItem>(res);
    expect(added).toMatchObject({ sku, date_added: '2026-03-01T12:00:00.000Z', added_by: 'office' });
    expect((await list()).find((r) => r.sku === sku)).toEqual(added);
    // Not in the other company's list.
    expect((await list('Worldwise')).some((r) => r.sku === sku)).toBe(false);
  });

  it('never dates an entry in the future, and uses the server clock when no time is sent', async () => {
    const sku = await freeSku('furhaven');
    const before = Date.now();
    const res = await add({ sku, date_added: '2999-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(201);
    const at = Date.parse(body<ZeroOutItem>(res).date_added);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    const other = await freeSku('furhaven');
    expect((await add({ sku: other })).statusCode).toBe(201);
  });

  it.each([
    [{ sku: '' }, M.empty, 'invalid_sku'],
    [{ sku: '   ' }, M.empty, 'invalid_sku'],
    [{}, M.empty, 'invalid_sku'],
    [{ sku: 'X'.repeat(41) }, M.tooLong, 'invalid_sku'],
    [{ sku: 'NO-SUCH-SKU' }, M.unknown('NO-SUCH-SKU'), 'unknown_sku'],
  ])('refuses %j and writes nothing', async (payload, message, error) => {
    const before = await rowCount();
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ error, message });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a bad date_added with a message naming it', async () => {
    const res = await add({ sku: await freeSku('furhaven'), date_added: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toMatch(/date_added/);
  });

  it('refuses a SKU that is already listed, whatever its spacing, and keeps the first date', async () => {
    const [listed] = await list();
    const before = await rowCount();
    const res = await add({ sku: ` ${listed!.sku} ` });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({ error: 'already_zeroed_out', message: M.duplicate(listed!.sku) });
    expect(await rowCount()).toBe(before);
    expect((await list()).find((r) => r.sku === listed!.sku)?.date_added).toBe(listed!.date_added);
  });

  it('checks the item list of the company of the header', async () => {
    const { rows } = await t.pool.query<{ sku: string }>(
      `select sku from items f where company = 'furhaven'
         and not exists (select 1 from items w where w.company = 'worldwise' and w.sku = f.sku) limit 1`,
    );
    const furhavenOnly = rows[0]?.sku;
    if (!furhavenOnly) return; // both catalogues share every SKU: nothing to prove here
    const res = await add({ sku: furhavenOnly }, 'Worldwise');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(M.unknown(furhavenOnly));
  });
});

describe('removing', () => {
  it('removes a listed SKU (trimmed); removing it again is refused', async () => {
    const [first] = await list();
    const res = await remove({ sku: ` ${first!.sku} ` });
    expect(res.statusCode).toBe(204);
    expect((await list()).some((r) => r.sku === first!.sku)).toBe(false);
    const again = await remove({ sku: first!.sku });
    expect(again.statusCode).toBe(404);
    expect(body(again)).toEqual({ error: 'not_zeroed_out', message: M.notListed(first!.sku) });
  });

  it("does not touch another company's list", async () => {
    const { rows } = await t.pool.query<{ sku: string }>(
      `select sku from zero_out_skus w where company = 'worldwise'
         and not exists (select 1 from zero_out_skus f where f.company = 'furhaven' and f.sku = w.sku) limit 1`,
    );
    const worldwiseOnly = rows[0]!.sku;
    const before = await rowCount();
    const res = await remove({ sku: worldwiseOnly });
    expect(res.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
    expect((await list('Worldwise')).some((r) => r.sku === worldwiseOnly)).toBe(true);
  });

  it('refuses an empty SKU', async () => {
    const res = await remove({ sku: '  ' });
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toBe('invalid_sku');
  });
});

describe('access', () => {
  const calls = [
    ['GET', LIST, undefined],
    ['POST', LIST, { sku: '101' }],
    ['PUT', DELETE, { sku: '101' }],
  ] as const;

  it.each(calls)('%s %s refuses users without dropship or admin (403)', async (method, url, payload) => {
    for (const user of ['bulk', 'labour'] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: authed(tokens[user].access_token),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, user).toBe(403);
      expect(body(res).error).toBe('scope_forbidden');
    }
  });

  it.each(calls)('%s %s refuses a company the user does not hold (403)', async (method, url, payload) => {
    const before = await rowCount();
    const res = await t.app.inject({
      method,
      url,
      headers: authed(tokens.floor.access_token, 'Worldwise'),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('company_forbidden');
    expect(await rowCount()).toBe(before);
  });

  it('lets dropship (floor) and admin users in', async () => {
    expect(await list('Furhaven', tokens.floor.access_token)).not.toHaveLength(0);
    expect(await list('Worldwise', tokens.admin.access_token)).not.toHaveLength(0);
  });
});
