import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itemAsinsSchema, type ItemAsins } from '../../../src/shared/api/catalog/reference-lists';
import { eq } from 'drizzle-orm';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import { carriers, items, vendors } from '../../../src/server/platform/db/schema/catalog';
import { CatalogRepository } from '../../../src/server/modules/catalog/reference-lists/catalog.repository';
import { authed, body, createSiblingApp, createTestApp, loginAll, type TestApp } from '../support/test-app';

/**
 * The reference lists of D1, D2 and D3 section 7 against fixture rows of both companies: each route
 * answers only the caller's company, in the documented shape, under its scopes and company side.
 */
let t: TestApp;
let tokens: Record<'admin' | 'office' | 'bulk' | 'labour' | 'dock' | 'newhire', string>;

const item = (
  company: 'furhaven' | 'worldwise',
  sku: string,
  extra: Partial<typeof items.$inferInsert> = {},
) => ({
  company,
  sku,
  rootSku: sku.split('-')[0] ?? sku,
  description: `Item ${sku}`,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(vendors).values([
    { company: 'furhaven', side: 'dropship', name: 'Petsense', code: 'PS' },
    { company: 'furhaven', side: 'dropship', name: 'chewy.com', code: 'CH' },
    { company: 'furhaven', side: 'dropship', name: 'Amazon', code: 'AZ', active: false },
    { company: 'furhaven', side: 'bulk', name: 'Target', code: 'TG' },
    { company: 'furhaven', side: 'bulk', name: 'Amazon', code: 'AZB' },
    { company: 'worldwise', side: 'dropship', name: 'Walmart', code: 'WM' },
    { company: 'worldwise', side: 'bulk', name: 'Lowes', code: 'LW' },
  ]);
  await t.db.insert(items).values([
    item('furhaven', '70231', { isBundle: true }),
    item('furhaven', '31071-M-GRY', {
      size: 'Medium',
      colour: 'Gray',
      upc: '840152100017',
      asin: 'B07ABCDEF1',
      chewySku: '123456',
      amazonDescription: 'FurHaven Orthopedic Dog Bed, Medium',
      chewyDescription: 'Orthopedic Bed M',
      pretagged: true,
    }),
    item('furhaven', '31071-L-GRY', { size: 'Large', colour: 'Gray', upc: '840152100024', asin: '  ' }),
    item('worldwise', 'WW-100', { asin: 'B0WORLD001', upc: '012345678905' }),
  ]);
  await t.db.insert(carriers).values([
    { company: 'furhaven', carrier: 'XPO Logistics', scac: 'CNWY', shorthand: 'XPO' },
    { company: 'furhaven', carrier: 'Estes Express', scac: 'EXLA', shorthand: 'Estes' },
    { company: 'worldwise', carrier: 'Old Dominion', scac: 'ODFL', shorthand: 'OD' },
  ]);
  const signedIn = await loginAll(t.app, ['admin', 'office', 'bulk', 'labour', 'dock', 'newhire'] as const);
  tokens = Object.fromEntries(
    Object.entries(signedIn).map(([user, response]) => [user, response.access_token]),
  ) as typeof tokens;
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, user: keyof typeof tokens, company: string, extra: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...authed(tokens[user], company), ...extra } });
}

describe('GET /api/dropship/vendors', () => {
  it("lists the company's drop-ship vendor names, sorted, and nothing of the bulk side", async () => {
    const res = await get('/api/dropship/vendors', 'office', 'Furhaven');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ vendors: ['Amazon', 'chewy.com', 'Petsense'] });
    const worldwise = await get('/api/dropship/vendors', 'admin', 'Worldwise');
    expect(body(worldwise)).toEqual({ vendors: ['Walmart'] });
  });

  it('is refused to users without a dropship, warranty or admin scope (403)', async () => {
    for (const user of ['labour', 'bulk', 'newhire'] as const) {
      const res = await get('/api/dropship/vendors', user, 'Furhaven');
      expect(res.statusCode, user).toBe(403);
      expect(body(res).error).toBe('scope_forbidden');
    }
  });

  it('marks the answer privately cacheable and answers 304 while the ETag holds', async () => {
    const first = await get('/api/dropship/vendors', 'office', 'Furhaven');
    expect(first.headers['cache-control']).toBe('private, max-age=60');
    expect(String(first.headers.vary)).toMatch(/company_id/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get('/api/dropship/vendors', 'office', 'Furhaven', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another company's list has another ETag, so a cached copy is never taken for it.
    const other = await get('/api/dropship/vendors', 'admin', 'Worldwise', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);

    await t.db.insert(vendors).values({ company: 'furhaven', side: 'dropship', name: 'Wayfair', code: 'WF' });
    // The list is cached; the insert's trigger drops it on every instance. Written here through
    // another connection, so wait for the bus to deliver (a marker sent now arrives after it).
    await t.realtime.bus.sync();
    const changed = await get('/api/dropship/vendors', 'office', 'Furhaven', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(body(changed)).toEqual({ vendors: ['Amazon', 'chewy.com', 'Petsense', 'Wayfair'] });
  });
});

describe('GET /api/bulk/vendors', () => {
  it('lists the bulk vendors with the _bulk company header', async () => {
    const res = await get('/api/bulk/vendors', 'bulk', 'Furhaven_bulk');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ vendors: ['Amazon', 'Target'] });
    expect(body(await get('/api/bulk/vendors', 'bulk', 'Worldwise_bulk'))).toEqual({ vendors: ['Lowes'] });
    // Warranty staff pick bulk vendors on the warranty screens.
    expect((await get('/api/bulk/vendors', 'office', 'Furhaven_bulk')).statusCode).toBe(200);
  });

  it('refuses the company header without _bulk (400 company_side) and users without the scopes', async () => {
    const plain = await get('/api/bulk/vendors', 'bulk', 'Furhaven');
    expect(plain.statusCode).toBe(400);
    expect(body(plain).error).toBe('company_side');
    const labour = await get('/api/bulk/vendors', 'labour', 'Furhaven_bulk');
    expect(labour.statusCode).toBe(403);
  });
});

describe('GET /api/dropship/items', () => {
  it("lists the company's SKUs as strings, sorted", async () => {
    const res = await get('/api/dropship/items', 'office', 'Furhaven');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ items: ['31071-L-GRY', '31071-M-GRY', '70231'] });
    expect(body(await get('/api/dropship/items', 'admin', 'Worldwise'))).toEqual({ items: ['WW-100'] });
    expect((await get('/api/dropship/items', 'office', 'Furhaven_bulk')).statusCode).toBe(400);
  });
});

describe('GET /api/bulk/carriers', () => {
  it('lists carrier, scac and shorthand for the bulk user, and for the dock', async () => {
    const res = await get('/api/bulk/carriers', 'bulk', 'Furhaven_bulk');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      carriers: [
        { carrier: 'Estes Express', scac: 'EXLA', shorthand: 'Estes' },
        { carrier: 'XPO Logistics', scac: 'CNWY', shorthand: 'XPO' },
      ],
    });
    expect((await get('/api/bulk/carriers', 'dock', 'Furhaven_bulk')).statusCode).toBe(200);
    expect(body(await get('/api/bulk/carriers', 'admin', 'Worldwise_bulk'))).toEqual({
      carriers: [{ carrier: 'Old Dominion', scac: 'ODFL', shorthand: 'OD' }],
    });
  });

  it('needs _bulk, and the bulk user still may not read drop-ship vendors', async () => {
    expect(body(await get('/api/bulk/carriers', 'bulk', 'Furhaven')).error).toBe('company_side');
    expect((await get('/api/bulk/carriers', 'office', 'Furhaven_bulk')).statusCode).toBe(403);
    expect((await get('/api/dropship/vendors', 'bulk', 'Furhaven')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/item_asins', () => {
  async function read(user: keyof typeof tokens, company: string): Promise<ItemAsins> {
    const res = await get('/api/v1/item_asins', user, company);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(() => JSON.parse(res.body) as unknown).toThrow();
    return itemAsinsSchema.parse(decodeEnvelope(res.body));
  }

  it('answers the compressed envelope of {asins, items} for the company', async () => {
    const decoded = await read('bulk', 'Furhaven');
    expect(decoded.asins).toEqual([
      {
        sku: '31071-M-GRY',
        asin: 'B07ABCDEF1',
        upc: '840152100017',
        item: 'Item 31071-M-GRY',
        amazon_description: 'FurHaven Orthopedic Dog Bed, Medium',
      },
    ]);
    expect(decoded.items.map((i) => i.sku)).toEqual(['31071-L-GRY', '31071-M-GRY', '70231']);
    expect(decoded.items[1]).toEqual({
      sku: '31071-M-GRY',
      size: 'Medium',
      color: 'Gray',
      pretagged: true,
      upc: '840152100017',
      asin: 'B07ABCDEF1',
      chewy_sku: '123456',
      amazon_description: 'FurHaven Orthopedic Dog Bed, Medium',
      chewy_description: 'Orthopedic Bed M',
    });
    const worldwise = await read('admin', 'Worldwise_bulk');
    expect(worldwise.asins.map((a) => a.sku)).toEqual(['WW-100']);
    expect(worldwise.items.map((i) => i.sku)).toEqual(['WW-100']);
  });

  it('serves label printing, which the spec leaves open to every user who holds a scope', async () => {
    expect((await get('/api/v1/item_asins', 'labour', 'Furhaven')).statusCode).toBe(200);
    // A new user without scopes gets the new-user page only (D3 6), and the server agrees.
    expect((await get('/api/v1/item_asins', 'newhire', 'Furhaven')).statusCode).toBe(403);
    expect((await get('/api/v1/item_asins', 'newhire', 'Worldwise')).statusCode).toBe(403);
  });

  it('revalidates the envelope with its ETag', async () => {
    const first = await get('/api/v1/item_asins', 'bulk', 'Furhaven');
    const again = await get('/api/v1/item_asins', 'bulk', 'Furhaven', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the list cache (issue 10 item 21)', () => {
  it('reads a list from PostgreSQL once per change, not once per request', async () => {
    const reads = vi.spyOn(CatalogRepository.prototype, 'vendorNames');
    try {
      await t.db
        .insert(vendors)
        .values({ company: 'furhaven', side: 'dropship', name: 'Zappos', code: 'ZP' });
      await t.realtime.bus.sync();
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await get('/api/dropship/vendors', 'office', 'Furhaven'));
      expect(reads).toHaveBeenCalledTimes(1);
      expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
      expect(body(answers[4]!).vendors).toContain('Zappos');

      // A change to another table leaves the vendor lists alone.
      await t.db
        .insert(carriers)
        .values({ company: 'furhaven', carrier: 'Saia', scac: 'SAIA', shorthand: 'Saia' });
      await t.realtime.bus.sync();
      await get('/api/dropship/vendors', 'office', 'Furhaven');
      expect(reads).toHaveBeenCalledTimes(1);

      // A rename is a change: read again once, then cached again.
      await t.pool.query("update vendors set name = 'Zappos.com' where code = 'ZP'");
      await t.realtime.bus.sync();
      expect(body(await get('/api/dropship/vendors', 'office', 'Furhaven')).vendors).toContain('Zappos.com');
      await get('/api/dropship/vendors', 'office', 'Furhaven');
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('a change made through one instance reaches the cache of another at once', async () => {
    const sibling = await createSiblingApp(t);
    try {
      // Cached on the sibling first, so only the bus can tell it of the delete below.
      const before = await sibling.app.inject({
        method: 'GET',
        url: '/api/bulk/carriers',
        headers: authed(tokens.admin, 'Worldwise_bulk'),
      });
      expect(body(before)).toEqual({
        carriers: [{ carrier: 'Old Dominion', scac: 'ODFL', shorthand: 'OD' }],
      });

      await t.db.delete(carriers).where(eq(carriers.scac, 'ODFL'));
      await sibling.bus.sync();
      const after = await sibling.app.inject({
        method: 'GET',
        url: '/api/bulk/carriers',
        headers: { ...authed(tokens.admin, 'Worldwise_bulk'), 'if-none-match': String(before.headers.etag) },
      });
      expect(after.statusCode).toBe(200);
      expect(body(after)).toEqual({ carriers: [] });
    } finally {
      await sibling.close();
    }
  });
});
