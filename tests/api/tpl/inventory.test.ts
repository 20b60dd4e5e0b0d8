import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TplInventory } from '../../../src/shared/api/tpl/inventory';
import { simErpInventory } from '../../../src/server/platform/db/schema/sandbox';
import { simTplInventory } from '../../../src/server/platform/db/schema/sandbox-partners';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** 3PL Inventory (D3 2.3, 3, 7, 8): the Geodis feed beside the ERP's GEODIS warehouse. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/tpl/geodis/inventory';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['tpl', 'office', 'bulk'] as const);
const call = apiCaller(t.app, tokens.tpl.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const inventory = async (query = '') => {
  const res = await call('GET', `${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<TplInventory>(res);
};

describe('access', () => {
  it('refuses other scopes, a company not held, the bulk header and no token', async () => {
    for (const who of [tokens.office, tokens.bulk])
      expect((await call('GET', URL, undefined, who.access_token)).statusCode).toBe(403);
    expect((await call('GET', URL, undefined, undefined, 'Worldwise')).statusCode).toBe(403);
    expect((await call('GET', URL, undefined, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api${URL}` })).statusCode).toBe(401);
  });
});

describe('GET /tpl/geodis/inventory', () => {
  it('answers each SKU with the ERP (GEODIS) and Geodis available quantities and their difference', async () => {
    const answer = await inventory();
    expect(answer).toMatchObject({ provider: 10, feed: true, erp_warehouse: 'GEODIS' });
    const erp = await t.db
      .select()
      .from(simErpInventory)
      .where(and(eq(simErpInventory.company, 'furhaven'), eq(simErpInventory.warehouse, 'GEODIS')));
    const feed = await t.db
      .select()
      .from(simTplInventory)
      .where(and(eq(simTplInventory.company, 'furhaven'), eq(simTplInventory.provider, 10)));
    expect(feed.length).toBeGreaterThan(5);
    const skus = new Set([...erp.map((r) => r.inventoryId), ...feed.map((r) => r.sku)]);
    expect(answer.rows.map((r) => r.sku)).toEqual([...skus].sort());
    for (const row of answer.rows) {
      const a = erp.find((r) => r.inventoryId === row.sku)?.available ?? 0;
      const g = feed.find((r) => r.sku === row.sku)?.available ?? 0;
      expect(row).toEqual({
        sku: row.sku,
        acumatica: { available: a },
        provider: { available: g },
        difference: g - a,
      });
    }
    // The demo world holds some differences to spot, and most SKUs agree.
    const differ = answer.rows.filter((r) => r.difference !== 0).length;
    expect(differ).toBeGreaterThan(0);
    expect(differ).toBeLessThan(answer.rows.length);
    expect((await inventory('?provider=10')).rows).toEqual(answer.rows);
  });

  it('says Standvast (11) sends no feed', async () => {
    expect(await inventory('?provider=11')).toEqual({
      provider: 11,
      feed: false,
      erp_warehouse: 'GEODIS',
      rows: [],
    });
  });

  it('refuses another provider with 400', async () => {
    for (const q of ['?provider=12', '?provider=abc', '?provider=10.5']) {
      const res = await call('GET', `${URL}${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(body<{ message: string }>(res).message).toContain(
        'provider must be 10 (Geodis) or 11 (Standvast).',
      );
    }
  });

  it("answers 502 with 'Failed to get inventory' when Geodis fails", async () => {
    await t.integrations.control!.set('geodis', { failureMode: 'next', failuresLeft: 1 });
    const res = await call('GET', URL);
    expect(res.statusCode).toBe(502);
    expect(body<{ message: string }>(res).message).toContain('Failed to get inventory');
  });
});
