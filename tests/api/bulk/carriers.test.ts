import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Carrier } from '../../../src/shared/api/catalog/reference-lists';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Bulk Carriers (D2 sections 2, 5, 7, 8): GET and POST /bulk/carriers. */
const URL = '/api/bulk/carriers';
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'floor'] as const);
const bulk = tokens.bulk.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: new Date('2026-03-02T15:30:00Z') });
});
afterAll(async () => {
  await t.close();
});

const add = (payload: unknown, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: authed(token, company) });
const list = async (company = 'Furhaven_bulk') => {
  const res = await t.app.inject({ method: 'GET', url: URL, headers: authed(bulk, company) });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ carriers: Carrier[] }>(res).carriers;
};
const count = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from carriers`)).rows[0]!.n;

describe('POST /bulk/carriers', () => {
  it('adds a carrier (trimmed, SCAC upper-cased) that the table then lists, for that company only', async () => {
    const before = await list();
    const res = await add({ carrier: ' Central Transport ', scac: 'ctii', shorthand: 'Central' });
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res)).toEqual({ carrier: 'Central Transport', scac: 'CTII', shorthand: 'Central' });
    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual({ carrier: 'Central Transport', scac: 'CTII', shorthand: 'Central' });
    expect((await list('Worldwise_bulk')).some((c) => c.scac === 'CTII')).toBe(false);
  });

  it("refuses a SCAC the company has already with the server's message, writing nothing", async () => {
    const [first] = await list();
    const n = await count();
    const res = await add({ carrier: 'Another', scac: first!.scac.toLowerCase(), shorthand: 'A' });
    expect(res.statusCode, res.body).toBe(409);
    expect(body(res).message).toBe(`A carrier with SCAC ${first!.scac} already exists.`);
    expect(await count()).toBe(n);
  });

  it('requires carrier, SCAC and shorthand (D2 section 5), and a 4-character SCAC', async () => {
    const n = await count();
    const cases: [unknown, string][] = [
      [{ scac: 'ABCD', shorthand: 'x' }, 'Carrier is required.'],
      [{ carrier: 'X', scac: '  ', shorthand: 'x' }, 'SCAC is required.'],
      [{ carrier: 'X', scac: 'ABCD', shorthand: null }, 'Shorthand is required.'],
      [{ carrier: 'X', scac: 'ABC', shorthand: 'x' }, 'SCAC must be exactly 4 letters or digits.'],
      [{ carrier: 'X\u0000', scac: 'ABCD', shorthand: 'x' }, 'cannot be stored'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).message).toContain(message);
    }
    expect(await count()).toBe(n);
  });

  it('refuses a user without the bulk scope and the dropship company header (a bad request)', async () => {
    const payload = { carrier: 'Refused', scac: 'RFSD', shorthand: 'R' };
    expect((await add(payload, tokens.floor.access_token)).statusCode).toBe(403);
    expect((await add(payload, bulk, 'Furhaven')).statusCode).toBe(400);
    expect((await add(payload, tokens.admin.access_token)).statusCode).toBe(201);
  });
});
