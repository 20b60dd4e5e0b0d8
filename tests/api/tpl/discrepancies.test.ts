import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discrepancy } from '../../../src/shared/api/tpl/discrepancies';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** 3PL Discrepancies (D3 2.3, 5, 7, 8) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');

const t = await createTestApp();
const tokens = await loginAll(t.app, ['tpl', 'admin', 'office', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.tpl.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

/** Every discrepancy row of the database, to prove what a call changed (and what it did not). */
const table = async () =>
  (await t.pool.query('select * from tpl_discrepancies order by id')).rows as Record<string, unknown>[];

const list = async (query = '') => {
  const res = await call('GET', `/tpl/inventory/discrepancies${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<Discrepancy[]>(res);
};

const ROUTES = [
  ['GET', '/tpl/inventory/discrepancies', undefined],
  [
    'PUT',
    '/tpl/inventory/discrepancies/update',
    { status: 'Resolved', notes: 'refused', acu_order_num: '0050000', sku: 'X' },
  ],
] as const;

describe('access', () => {
  it.each(ROUTES)(
    '%s %s refuses a user without the thirdpartylogistics scope, a company not held and the bulk header',
    async (method, url, payload) => {
      const before = await table();
      // office holds acumatica but not thirdpartylogistics; floor dropship; bulk bulk.
      for (const who of [tokens.office, tokens.floor, tokens.bulk])
        expect((await call(method, url, payload, who.access_token)).statusCode).toBe(403);
      // tpl holds Furhaven only; an unknown company; the bulk form of the header.
      expect((await call(method, url, payload, undefined, 'Worldwise')).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Acme')).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
      expect((await t.app.inject({ method, url: `/api${url}` })).statusCode).toBe(401);
      expect(await table()).toEqual(before);
    },
  );

  it('admin reads both companies', async () => {
    const furhaven = await call('GET', '/tpl/inventory/discrepancies', undefined, tokens.admin.access_token);
    const worldwise = await call(
      'GET',
      '/tpl/inventory/discrepancies',
      undefined,
      tokens.admin.access_token,
      'Worldwise',
    );
    expect(furhaven.statusCode).toBe(200);
    expect(worldwise.statusCode).toBe(200);
    expect(body<Discrepancy[]>(worldwise).every((r) => r.from_warehouse === 'Kentucky')).toBe(true);
  });
});

describe('GET /tpl/inventory/discrepancies', () => {
  it("answers the company's rows, newest first, with the fields of D3 section 3", async () => {
    const rows = await list();
    expect(rows.length).toBe(25);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'acu_order_num',
        'timestamp',
        'from_warehouse',
        'to_warehouse',
        'sku',
        'shipped',
        'received',
        'status',
        'notes',
      ].sort(),
    );
    const times = rows.map((r) => r.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Unresolved', 'Resolved']));
    expect(rows.every((r) => r.from_warehouse === 'Texas' && r.to_warehouse === 'Geodis')).toBe(true);
  });

  it('filters by status and refuses another status', async () => {
    const unresolved = await list('?status=Unresolved');
    expect(unresolved.length).toBeGreaterThanOrEqual(4);
    expect(unresolved.every((r) => r.status === 'Unresolved')).toBe(true);
    expect((await list('?status=')).length).toBe(25);
    const bad = await call('GET', '/tpl/inventory/discrepancies?status=Closed');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Status must be Unresolved or Resolved.');
  });
});

describe('PUT /tpl/inventory/discrepancies/update', () => {
  const put = (payload: object) => call('PUT', '/tpl/inventory/discrepancies/update', payload);

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await table();
    const row = (await list('?status=Unresolved'))[0]!;
    const base = { status: 'Resolved', notes: 'n', acu_order_num: row.acu_order_num, sku: row.sku };
    const cases: [object, string][] = [
      [{ ...base, status: '' }, 'Must select a status'],
      [{ ...base, status: undefined }, 'Must select a status'],
      [{ ...base, status: null }, 'Must select a status'],
      [{ ...base, status: 'Closed' }, 'Status must be Unresolved or Resolved.'],
      [{ ...base, status: 'resolved' }, 'Status must be Unresolved or Resolved.'],
      [{ ...base, acu_order_num: ' ' }, 'acu_order_num is required.'],
      [{ ...base, sku: undefined }, 'sku is required.'],
      [{ ...base, notes: 'n'.repeat(2001) }, 'Notes must be at most 2000 characters.'],
      [{ ...base, notes: 'a\u0000b' }, 'cannot be stored'],
      [{ ...base, notes: 5 }, 'notes'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toContain(message);
    }
    expect(await table()).toEqual(before);
  });

  it('answers 404 with the failed-to-find message when the order and SKU match nothing', async () => {
    const before = await table();
    const res = await put({ status: 'Resolved', notes: null, acu_order_num: '9999999', sku: 'NOPE' });
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('Failed to find a discrepancy for order 9999999 and SKU NOPE');
    // Another company's row is not found either.
    const theirs = (
      await t.pool.query(
        `select acu_order_num, sku from tpl_discrepancies where company = 'worldwise' limit 1`,
      )
    ).rows[0] as { acu_order_num: string; sku: string };
    const other = await put({ status: 'Resolved', notes: 'x', ...theirs });
    expect(other.statusCode).toBe(404);
    expect(await table()).toEqual(before);
  });

  it('resolves a discrepancy with a note: exactly that row changes', async () => {
    const before = await table();
    const row = (await list('?status=Unresolved'))[0]!;
    const res = await put({
      status: 'Resolved',
      notes: '  Recount matched the ASN  ',
      acu_order_num: row.acu_order_num,
      sku: row.sku,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = body<Discrepancy>(res);
    expect(saved).toMatchObject({ id: row.id, status: 'Resolved', notes: 'Recount matched the ASN' });
    const after = await table();
    const changed = after.filter((r, i) => JSON.stringify(r) !== JSON.stringify(before[i]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ id: row.id, status: 'Resolved', notes: 'Recount matched the ASN' });
    // Back to Unresolved; blank notes are none.
    const again = await put({
      status: 'Unresolved',
      notes: '',
      acu_order_num: row.acu_order_num,
      sku: row.sku,
    });
    expect(body<Discrepancy>(again)).toMatchObject({ id: row.id, status: 'Unresolved', notes: null });
  });

  it('when the order and SKU match several rows, changes only the most recent Unresolved one', async () => {
    const insert = (status: string, at: string, notes: string | null) =>
      t.pool.query(
        `insert into tpl_discrepancies (company, acu_order_num, timestamp, from_warehouse, to_warehouse, sku, shipped, received, status, notes)
         values ('furhaven', '0077777', $1, 'Texas', 'Geodis', 'DUP-SKU', 10, 8, $2, $3) returning id`,
        [at, status, notes],
      );
    const old = (await insert('Unresolved', '2026-02-01T10:00:00Z', null)).rows[0].id as number;
    const recent = (await insert('Unresolved', '2026-02-20T10:00:00Z', null)).rows[0].id as number;
    const resolved = (await insert('Resolved', '2026-02-25T10:00:00Z', 'done')).rows[0].id as number;
    const before = await table();
    const key = { acu_order_num: '0077777', sku: 'DUP-SKU' };

    const first = body<Discrepancy>(await put({ status: 'Resolved', notes: 'first', ...key }));
    expect(first.id).toBe(recent);
    let after = await table();
    expect(after.filter((r, i) => JSON.stringify(r) !== JSON.stringify(before[i])).map((r) => r.id)).toEqual([
      recent,
    ]);

    // Next the older Unresolved one; then, all Resolved, the most recent one of all.
    expect(body<Discrepancy>(await put({ status: 'Resolved', notes: 'second', ...key })).id).toBe(old);
    const third = body<Discrepancy>(await put({ status: 'Resolved', notes: 'corrected', ...key }));
    expect(third.id).toBe(resolved);
    after = await table();
    const dup = after.filter((r) => r.acu_order_num === '0077777');
    expect(dup.map((r) => [r.id, r.status, r.notes])).toEqual([
      [old, 'Resolved', 'second'],
      [recent, 'Resolved', 'first'],
      [resolved, 'Resolved', 'corrected'],
    ]);
    expect(after.length).toBe(before.length);
  });
});
