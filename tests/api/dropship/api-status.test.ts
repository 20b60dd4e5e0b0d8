import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiStatusRow, VendorRequestStatus } from '../../../src/shared/api/dropship/api-status';
import type { VendorPriority } from '../../../src/shared/api/dropship/warehouse-priority';
import { apiStatus } from '../../../src/shared/domain/dropship/api-status';
import { ediTransactions } from '../../../src/server/platform/db/schema/bulk';
import { vendors } from '../../../src/server/platform/db/schema/catalog';
import { dropshipOrderLines, dropshipOrders } from '../../../src/server/platform/db/schema/dropship';
import type { VendorsSandbox } from '../../../src/server/integrations/vendors/sandbox';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

// The world counts back from the start of this hour, so the job's own clock (now) agrees with it.
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'floor', 'bulk', 'hq', 'admin'] as const);
const token = (user: keyof typeof tokens) => tokens[user].access_token;
const sandbox = () => t.integrations.vendors('furhaven') as VendorsSandbox;
const control = () => t.integrations.control!;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
}, 60_000);
afterEach(async () => {
  await control().reset();
});
afterAll(async () => {
  await t.close();
});

type Err = { error: string; message: string };
type User = keyof typeof tokens;

function get(user: User, url: string, company = 'Furhaven') {
  return t.app.inject({ method: 'GET', url, headers: authed(token(user), company) });
}
function send(user: User, method: 'POST' | 'PUT', url: string, payload: object, company = 'Furhaven') {
  return t.app.inject({ method, url, headers: authed(token(user), company), payload });
}

async function statusRows(user: User = 'office', query = ''): Promise<ApiStatusRow[]> {
  const res = await get(user, `/api/dropship/orders/unprocessed${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ vendors: ApiStatusRow[] }>(res).vendors;
}
const row = (rows: ApiStatusRow[], name: string) => {
  const found = rows.find((r) => r.vendor_name === name);
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

/** Presses a button for one vendor, waits for the job, and answers the request's final state. */
async function request(vendor_name: string, request_type: string): Promise<VendorRequestStatus> {
  const res = await send('office', 'POST', '/api/dropship/vendor', { vendor_name, request_type });
  expect(res.statusCode, res.body).toBe(202);
  const queued = body<VendorRequestStatus>(res);
  expect(queued).toMatchObject({ vendor_name, request_type, state: 'queued' });
  await t.jobs.idle?.();
  const states = await get('office', `/api/dropship/vendor/requests?ids=${queued.request_id}`);
  expect(states.statusCode, states.body).toBe(200);
  const [final] = body<{ requests: VendorRequestStatus[] }>(states).requests;
  expect(final?.request_id).toBe(queued.request_id);
  return final!;
}

describe('access: scope and company on every route', () => {
  const routes = [
    ['GET', '/api/dropship/orders/unprocessed'],
    ['POST', '/api/dropship/vendor'],
    ['GET', `/api/dropship/vendor/requests?ids=${crypto.randomUUID()}`],
    ['GET', '/api/dropship/orders/vendors/priority'],
    ['PUT', '/api/dropship/orders/vendors/priority'],
    ['POST', '/api/dropship/invoices'],
    ['POST', '/api/ecommerce/amazon-direct-inventory'],
  ] as const;
  const payload = { vendor_name: 'Chewy', request_type: 'orders', vendors: [] };

  it.each(routes)(
    '%s %s: no token 401, no dropship scope 403, a company not held 403, _bulk 400',
    async (method, url) => {
      expect(
        (await t.app.inject({ method, url, payload, headers: { company_id: 'Furhaven' } })).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: authed(token('bulk')) })).statusCode).toBe(
        403,
      );
      // floor holds furhaven only.
      expect(
        (await t.app.inject({ method, url, payload, headers: authed(token('floor'), 'Worldwise') }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method, url, payload, headers: authed(token('office'), 'Furhaven_bulk') }))
          .statusCode,
      ).toBe(400);
    },
  );
});

describe('GET /api/dropship/orders/unprocessed', () => {
  it('lists every dropship vendor with its unprocessed orders (order_created, on no pull sheet)', async () => {
    const rows = await statusRows();
    const names = (
      await t.db
        .select()
        .from(vendors)
        .where(and(eq(vendors.company, 'furhaven'), eq(vendors.side, 'dropship')))
    )
      .map((v) => v.name)
      .sort();
    expect(rows.map((r) => r.vendor_name).sort()).toEqual(names);
    const { rows: direct } = await t.pool.query<{ vendor_name: string; n: number }>(`
      select vendor_name, count(*)::int n from dropship_orders o
      where company = 'furhaven' and order_status = 100
        and not exists (select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null)
      group by vendor_name`);
    for (const r of rows)
      expect(r.orders, r.vendor_name).toBe(direct.find((d) => d.vendor_name === r.vendor_name)?.n ?? 0);
    // The small world's backlog: Chewy has more than 100 waiting.
    expect(row(rows, 'Chewy').orders).toBeGreaterThan(100);
  });

  it('says which vendors take an inventory feed, so the screen offers Send Inventory only for them', async () => {
    const rows = await statusRows();
    const feeds = await t.db
      .select({ name: vendors.name, sends: vendors.sendsInventory })
      .from(vendors)
      .where(and(eq(vendors.company, 'furhaven'), eq(vendors.side, 'dropship')));
    for (const v of feeds) expect(row(rows, v.name).sends_inventory, v.name).toBe(v.sends);
    expect(row(rows, 'Chewy').sends_inventory).toBe(true);
    expect(row(rows, 'Petsense').sends_inventory).toBe(false);
  });

  it('the world shows the row classes of D1 section 4', async () => {
    const rows = await statusRows();
    const cls = (name: string) => {
      const r = row(rows, name);
      return apiStatus(
        { orders: r.orders, lastDownload: r.last_download, priority: r.fulfillment_priority },
        NOW,
      ).rowClass;
    };
    expect(row(rows, 'Houzz')).toMatchObject({ last_download: null, fulfillment_priority: null, orders: 0 });
    expect(cls('Houzz')).toBe('new');
    expect(cls('Zulily')).toBe('inactive');
    // Kohls has no priority (so 3) and downloaded 5 days ago.
    expect(row(rows, 'Kohls').fulfillment_priority).toBeNull();
    expect(cls('Kohls')).toBe('severe');
    expect(cls('Amazon Direct')).toBe('severe');
    expect(cls('Chewy')).toBe('warn');
    expect(cls('Petsense')).toBe('ok');
  });

  it('counts only the warehouses the caller holds', async () => {
    const everywhere = await statusRows('office');
    const kentucky = await statusRows('office', '?warehouse=kentucky');
    const floor = await statusRows('floor');
    expect(floor).toEqual(kentucky);
    const { rows } = await t.pool.query<{ n: number }>(`
      select count(*)::int n from dropship_orders o where company = 'furhaven' and order_status = 100
        and warehouse = 'kentucky' and vendor_name = 'Chewy'
        and not exists (select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null)`);
    expect(row(kentucky, 'Chewy').orders).toBe(rows[0]!.n);
    expect(row(everywhere, 'Chewy').orders).toBeGreaterThan(row(kentucky, 'Chewy').orders);

    const refused = await get('floor', '/api/dropship/orders/unprocessed?warehouse=pennsylvania');
    expect(refused.statusCode).toBe(403);
    expect(body<Err>(refused).error).toBe('warehouse_forbidden');
    expect((await get('office', '/api/dropship/orders/unprocessed?warehouse=ohio')).statusCode).toBe(400);
  });

  it("takes the warehouse as the user's scope writes it (D1 section 7): All, Kentucky", async () => {
    expect(await statusRows('office', '?warehouse=All')).toEqual(await statusRows('office'));
    expect(await statusRows('office', '?warehouse=Kentucky')).toEqual(
      await statusRows('office', '?warehouse=kentucky'),
    );
    const refused = await get('floor', '/api/dropship/orders/unprocessed?warehouse=Pennsylvania');
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /api/dropship/vendor through the job and the vendors sandbox', () => {
  it('Download takes the waiting orders, stores them as unprocessed and moves last_download', async () => {
    const before = row(await statusRows(), 'Petco');
    await sandbox().refillInbox({ name: 'Petco', side: 'dropship' }, 3);
    const started = Date.now();
    const done = await request('Petco', 'orders');
    expect(done).toMatchObject({ state: 'complete', message: '3 orders downloaded', detail: null });
    expect(await sandbox().waiting({ name: 'Petco', side: 'dropship' })).toBe(0);

    const after = row(await statusRows(), 'Petco');
    expect(after.orders).toBe(before.orders + 3);
    expect(new Date(after.last_download!).getTime()).toBeGreaterThanOrEqual(started - 1000);
    const stored = await t.db
      .select()
      .from(dropshipOrders)
      .where(
        and(
          eq(dropshipOrders.company, 'furhaven'),
          eq(dropshipOrders.vendorName, 'Petco'),
          eq(dropshipOrders.orderStatus, 100),
        ),
      );
    const fresh = stored.filter((o) => o.uploadDate.getTime() >= started - 1000);
    expect(fresh).toHaveLength(3);
    const lines = await t.db
      .select()
      .from(dropshipOrderLines)
      .where(eq(dropshipOrderLines.orderId, fresh[0]!.id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]!.orderStatus).toBe(100);
  });

  it('Send Tracking sends an 856 per recently shipped order once', async () => {
    const first = await request('Chewy', 'shipping');
    expect(first.state).toBe('complete');
    const sent = Number(/^(\d+) ship notices? sent$/.exec(first.message ?? '')?.[1]);
    expect(sent).toBeGreaterThan(0);
    const notices = await t.db
      .select()
      .from(ediTransactions)
      .where(
        and(
          eq(ediTransactions.company, 'furhaven'),
          eq(ediTransactions.vendorName, 'Chewy'),
          eq(ediTransactions.type, '856'),
        ),
      );
    expect(notices.filter((n) => n.status === 'Sent')).toHaveLength(sent);
    // Pressing again has nothing left to send.
    expect(await request('Chewy', 'shipping')).toMatchObject({
      state: 'complete',
      message: '0 ship notices sent',
    });
  });

  it('Send Invoices and Send Inventory record 810 and 846 messages', async () => {
    const invoices = await request('Chewy', 'invoice');
    expect(invoices.state, invoices.detail ?? '').toBe('complete');
    expect(invoices.message).toMatch(/^\d+ invoices? sent$/);
    const inventory = await request('Chewy', 'inventory');
    expect(inventory).toMatchObject({ state: 'complete' });
    expect(inventory.message).toMatch(/^\d+ SKUs sent$/);
    const [feed] = await t.pool
      .query<{ status: string }>(
        "select status from edi_transactions where company = 'furhaven' and vendor_name = 'Chewy' and type = '846' order by id desc limit 1",
      )
      .then((r) => r.rows);
    expect(feed?.status).toBe('Sent');
  });

  it('a failing vendor (sandbox failure switch) yields the failed state and the toast text', async () => {
    await control().set('vendors', { failureMode: 'next', failuresLeft: 1 });
    const failed = await request('Chewy', 'inventory');
    expect(failed).toMatchObject({
      state: 'failed',
      message: 'Failed to send Chewy inventory, please contact a developer',
    });
    expect(failed.detail).toMatch(/sandbox failure/);
    const [feed] = await t.pool
      .query<{ status: string }>(
        "select status from edi_transactions where company = 'furhaven' and vendor_name = 'Chewy' and type = '846' order by id desc limit 1",
      )
      .then((r) => r.rows);
    expect(feed?.status).toBe('Failed');
    // The admin log keeps the failure for the developer.
    const { rows } = await t.pool.query<{ message: string }>(
      "select message from log_entries where level = 'error' and meta->>'request_id' = $1",
      [failed.request_id],
    );
    expect(rows[0]?.message).toMatch(/^Send Inventory \(Chewy\) failed: /);
  });

  it('a failed download leaves last_download as it was', async () => {
    const before = row(await statusRows(), 'Target').last_download;
    await control().set('vendors', { failureMode: 'always' });
    const failed = await request('Target', 'orders');
    expect(failed).toMatchObject({
      state: 'failed',
      message: 'Failed to download Target orders, please contact a developer',
    });
    expect(row(await statusRows(), 'Target').last_download).toBe(before);
  });

  it('refuses what no vendor can do, and changes nothing', async () => {
    const unknown = await send('office', 'POST', '/api/dropship/vendor', {
      vendor_name: 'Nobody',
      request_type: 'orders',
    });
    expect(unknown.statusCode).toBe(400);
    expect(body<Err>(unknown)).toEqual({
      error: 'unknown_vendor',
      message: 'Nobody is not a dropship vendor of this company.',
    });
    const noFeed = await send('office', 'POST', '/api/dropship/vendor', {
      vendor_name: 'Petsense',
      request_type: 'inventory',
    });
    expect(noFeed.statusCode).toBe(400);
    expect(body<Err>(noFeed).message).toBe('Petsense does not take inventory feeds.');
    const badType = await send('office', 'POST', '/api/dropship/vendor', {
      vendor_name: 'Chewy',
      request_type: 'labels',
    });
    expect(badType.statusCode).toBe(400);
    expect(body<Err>(badType).message).toMatch(/request_type must be orders, shipping, invoice or inventory/);
    expect((await get('office', '/api/dropship/vendor/requests?ids=nope')).statusCode).toBe(400);
  });

  it("another company's requests are not visible", async () => {
    const done = await request('Petsense', 'orders');
    const res = await get('office', `/api/dropship/vendor/requests?ids=${done.request_id}`, 'Worldwise');
    expect(res.statusCode).toBe(200);
    expect(body<{ requests: unknown[] }>(res).requests).toEqual([]);
  });
});

describe('Send Invoices (POST /dropship/invoices) and Amazon Direct inventory (POST /ecommerce/amazon-direct-inventory)', () => {
  const finalStates = async (ids: string[]) => {
    await t.jobs.idle?.();
    const res = await get('office', `/api/dropship/vendor/requests?ids=${ids.join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ requests: VendorRequestStatus[] }>(res).requests;
  };
  const ediCount = async (vendor: string, type: string) =>
    Number(
      (
        await t.pool.query<{ n: string }>(
          "select count(*) as n from edi_transactions where company = 'furhaven' and vendor_name = $1 and type = $2",
          [vendor, type],
        )
      ).rows[0]!.n,
    );

  it('queues one invoice request per vendor, and each sends its 810s', async () => {
    const res = await send('office', 'POST', '/api/dropship/invoices', {
      vendor_names: ['Chewy', 'Target', 'Chewy'],
    });
    expect(res.statusCode, res.body).toBe(202);
    const queued = body<{ requests: VendorRequestStatus[] }>(res).requests;
    expect(queued.map((r) => [r.vendor_name, r.request_type, r.state])).toEqual([
      ['Chewy', 'invoice', 'queued'],
      ['Target', 'invoice', 'queued'],
    ]);
    const done = await finalStates(queued.map((r) => r.request_id));
    expect(done.map((r) => r.state).sort()).toEqual(['complete', 'complete']);
    for (const r of done) expect(r.message).toMatch(/^\d+ invoices? sent$/);
  });

  it('an unknown vendor refuses the whole call and queues nothing', async () => {
    const before = await t.pool.query("select count(*) from log_entries where message like 'Send Invoices%'");
    const res = await send('office', 'POST', '/api/dropship/invoices', { vendor_names: ['Chewy', 'Nobody'] });
    expect(res.statusCode).toBe(400);
    expect(body<Err>(res).message).toBe('Nobody is not a dropship vendor of this company.');
    const after = await t.pool.query("select count(*) from log_entries where message like 'Send Invoices%'");
    expect(after.rows).toEqual(before.rows);
    const empty = await send('office', 'POST', '/api/dropship/invoices', { vendor_names: [] });
    expect(empty.statusCode).toBe(400);
    expect(body<Err>(empty).message).toMatch(/Choose at least one vendor\./);
  });

  it('Amazon Direct inventory goes through its own call and records an 846 to Amazon Direct', async () => {
    const before = await ediCount('Amazon Direct', '846');
    const res = await send('office', 'POST', '/api/ecommerce/amazon-direct-inventory', {});
    expect(res.statusCode, res.body).toBe(202);
    const queued = body<VendorRequestStatus>(res);
    expect(queued).toMatchObject({
      vendor_name: 'Amazon Direct',
      request_type: 'inventory',
      state: 'queued',
    });
    const [done] = await finalStates([queued.request_id]);
    expect(done?.state, done?.detail ?? '').toBe('complete');
    expect(done?.message).toMatch(/^\d+ SKUs sent$/);
    expect(await ediCount('Amazon Direct', '846')).toBe(before + 1);
  });

  it('a failing Amazon Direct answers the spec toast', async () => {
    await control().set('vendors', { failureMode: 'next', failuresLeft: 1 });
    const res = await send('office', 'POST', '/api/ecommerce/amazon-direct-inventory', {});
    expect(res.statusCode).toBe(202);
    const [done] = await finalStates([body<VendorRequestStatus>(res).request_id]);
    expect(done).toMatchObject({
      state: 'failed',
      message: 'Failed to send Amazon Direct inventory, please contact a developer',
    });
  });
});

describe('Warehouse Priority: GET and PUT /api/dropship/orders/vendors/priority', () => {
  const priorities = async (user: User = 'office', company = 'Furhaven') => {
    const res = await get(user, '/api/dropship/orders/vendors/priority', company);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ vendors: VendorPriority[] }>(res).vendors;
  };
  const of = (list: VendorPriority[], name: string) =>
    list.find((v) => v.vendor_name === name)?.fulfillment_priority;
  const put = (vendorsList: object[], user: User = 'office') =>
    send(user, 'PUT', '/api/dropship/orders/vendors/priority', { vendors: vendorsList });

  it('lists and saves priorities 1 to 3', async () => {
    expect(of(await priorities(), 'Houzz')).toBeNull();
    const res = await put([
      { vendor_name: 'Houzz', fulfillment_priority: 1 },
      { vendor_name: 'Chewy', fulfillment_priority: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(204);
    const after = await priorities();
    expect(of(after, 'Houzz')).toBe(1);
    expect(of(after, 'Chewy')).toBe(2);
    // The other company is untouched.
    expect(of(await priorities('office', 'Worldwise'), 'Chewy')).toBe(1);
    expect(row(await statusRows(), 'Chewy').fulfillment_priority).toBe(2);
  });

  it.each([
    ['priority 4', [{ vendor_name: 'Chewy', fulfillment_priority: 4 }], 'Priority must be 1, 2 or 3.'],
    ['priority 0', [{ vendor_name: 'Chewy', fulfillment_priority: 0 }], 'Priority must be 1, 2 or 3.'],
    ['a text priority', [{ vendor_name: 'Chewy', fulfillment_priority: '1' }], 'Priority must be 1, 2 or 3.'],
    ['no vendors', [], 'Choose at least one vendor priority to save.'],
  ])('refuses %s', async (_name, list, message) => {
    const res = await put(list);
    expect(res.statusCode).toBe(400);
    expect(body<Err>(res).message).toContain(message);
  });

  it('an unknown or repeated vendor refuses the whole list and changes nothing', async () => {
    const before = await priorities();
    const unknown = await put([
      { vendor_name: 'Petco', fulfillment_priority: 1 },
      { vendor_name: 'Nobody', fulfillment_priority: 1 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(body<Err>(unknown).message).toBe('Nobody is not a dropship vendor of this company.');
    const twice = await put([
      { vendor_name: 'Petco', fulfillment_priority: 1 },
      { vendor_name: 'Petco', fulfillment_priority: 2 },
    ]);
    expect(body<Err>(twice).message).toBe('Petco is listed more than once.');
    expect(await priorities()).toEqual(before);
  });

  it('floor (dropship, Kentucky) may edit too; bulk may not read', async () => {
    expect((await put([{ vendor_name: 'Petco', fulfillment_priority: 3 }], 'floor')).statusCode).toBe(204);
    expect((await get('bulk', '/api/dropship/orders/vendors/priority')).statusCode).toBe(403);
  });
});
