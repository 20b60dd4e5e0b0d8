import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BulkStatusRow, BulkVendorAnswer } from '../../../src/shared/api/bulk/status';
import { vendorStatus } from '../../../src/shared/domain/bulk/vendor-status';
import type { VendorsSandbox } from '../../../src/server/integrations/vendors/sandbox';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Bulk Status (D2 sections 2, 4, 7): unprocessed orders per bulk vendor and the vendor requests. */
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const LIST = '/api/bulk/orders/unprocessed';
const REQUEST = '/api/bulk/vendor';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office', 'hq'] as const);
const bulk = tokens.bulk.access_token;
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

const list = (token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url: LIST, headers: authed(token, company) });
const ask = (payload: object, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'POST', url: REQUEST, payload, headers: authed(token, company) });
const rows = async () => {
  const res = await list();
  expect(res.statusCode, res.body).toBe(200);
  return body<{ vendors: BulkStatusRow[] }>(res).vendors;
};
const row = async (name: string) => (await rows()).find((r) => r.vendor_name === name)!;
const message = (res: Parameters<typeof body>[0]) => body<{ message: string }>(res).message;

describe('GET /bulk/orders/unprocessed', () => {
  it('lists every bulk vendor with its New orders, last download and priority, as the tables hold them', async () => {
    const vendors = await rows();
    const { rows: db } = await t.pool.query<{ name: string; orders: number; priority: number | null }>(
      `select v.name, v.fulfillment_priority as priority,
         (select count(*)::int from bulk_orders o where o.company = v.company and o.vendor_name = v.name
            and o.stage = 'new') as orders
       from vendors v where v.company = 'furhaven' and v.side = 'bulk' order by lower(v.name)`,
    );
    expect(vendors.map((v) => [v.vendor_name, v.orders, v.fulfillment_priority])).toEqual(
      db.map((d) => [d.name, d.orders, d.priority]),
    );
    // The world gives the row classes of D2 section 4: never downloaded, severe by age, inactive, ok.
    const classes = new Set(
      vendors.map(
        (v) =>
          vendorStatus(
            { orders: v.orders, lastDownload: v.last_download, priority: v.fulfillment_priority },
            NOW,
          ).rowClass,
      ),
    );
    expect(classes).toContain('new');
    expect(classes).toContain('severe');
    expect(classes).toContain('ok');
  });

  it('keeps each company to its own vendors', async () => {
    const res = await list(bulk, 'Worldwise_bulk');
    const names = body<{ vendors: BulkStatusRow[] }>(res).vendors.map((v) => v.vendor_name);
    expect(names).not.toContain('Treatly');
    expect(names).toContain('PetSmart');
  });
});

describe('POST /bulk/vendor', () => {
  it('Download stores the waiting 850s as New bulk orders, once, and moves last_download', async () => {
    const vendor = { name: 'Petco', side: 'bulk' as const };
    const placed = await sandbox().refillInbox(vendor, 2);
    const before = await row('Petco');
    const res = await ask({ vendor_name: 'Petco', request_type: 'orders' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<BulkVendorAnswer>(res)).toMatchObject({
      vendor_name: 'Petco',
      request_type: 'orders',
      done: 2,
      message: 'Petco: 2 orders downloaded',
    });
    const after = await row('Petco');
    expect(after.orders).toBe(before.orders + 2);
    expect(after.last_download! > (before.last_download ?? '')).toBe(true);
    const { rows: stored } = await t.pool.query<{ stage: string; items: number }>(
      `select stage, (select count(*)::int from bulk_order_items i where i.order_id = o.id) as items
       from bulk_orders o where company = 'furhaven' and vendor_name = 'Petco' and internal_po_number = $1`,
      [placed[0]!.poNumber],
    );
    expect(stored[0]).toEqual({ stage: 'new', items: placed[0]!.lines.length });
    const again = await ask({ vendor_name: 'Petco', request_type: 'orders' });
    expect(body<BulkVendorAnswer>(again).done).toBe(0);
  });

  it('Send Inventory sends an 846 of every active SKU', async () => {
    const res = await ask({ vendor_name: 'Chewy', request_type: 'inventory' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<BulkVendorAnswer>(res);
    expect(answer.done).toBeGreaterThan(0);
    const { rows: edi } = await t.pool.query(
      `select type, direction, side from edi_transactions where company = 'furhaven' and vendor_name = 'Chewy'
       and side = 'bulk' and type = '846' order by id desc limit 1`,
    );
    expect(edi[0]).toEqual({ type: '846', direction: 'outbound', side: 'bulk' });
  });

  it("Send Invoices sends the 810 of each of the vendor's orders on ASN Sent", async () => {
    const { rows: waiting } = await t.pool.query<{ vendor: string; n: number }>(
      `select vendor_name as vendor, count(*)::int as n from bulk_orders
       where company = 'furhaven' and stage = 'asn_sent' and asn_status = 301 group by 1 order by 2 desc limit 1`,
    );
    const { vendor, n } = waiting[0]!;
    const res = await ask({ vendor_name: vendor, request_type: 'invoice' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<BulkVendorAnswer>(res);
    expect(answer.done + answer.refused.length).toBe(n);
    const { rows: left } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from bulk_orders where company = 'furhaven' and vendor_name = $1
       and stage = 'invoiced' and invoice_status = 701`,
      [vendor],
    );
    expect(left[0]!.n).toBeGreaterThanOrEqual(answer.done);
    const none = await ask({ vendor_name: vendor, request_type: 'invoice' });
    expect(body<BulkVendorAnswer>(none).message).toBe(
      answer.refused.length === 0
        ? `${vendor}: no invoices waiting (no order on ASN Sent)`
        : expect.any(String),
    );
  });

  it("answers the spec's words with 502 when the vendor does not answer", async () => {
    await control().set('vendors', { failureMode: 'always' });
    const res = await ask({ vendor_name: 'Chewy', request_type: 'orders' });
    expect(res.statusCode).toBe(502);
    expect(message(res)).toBe('Failed to download Chewy orders, please contact a developer');
    const inventory = await ask({ vendor_name: 'Chewy', request_type: 'inventory' });
    expect(message(inventory)).toBe('Failed to send Chewy inventory, please contact a developer');
  });

  it('refuses an unknown vendor, a dropship-only request and bad input with 400', async () => {
    const unknown = await ask({ vendor_name: 'Houzz', request_type: 'orders' });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toBe('Houzz is not a bulk vendor of this company.');
    expect((await ask({ vendor_name: 'Chewy', request_type: 'shipping' })).statusCode).toBe(400);
    expect((await ask({ vendor_name: '', request_type: 'orders' })).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('admits bulk and admin, refuses the others, the dropship company and no token', async () => {
    expect((await list(tokens.admin.access_token)).statusCode).toBe(200);
    expect((await list(tokens.office.access_token)).statusCode).toBe(403);
    expect((await list(tokens.hq.access_token)).statusCode).toBe(403);
    expect(
      (await ask({ vendor_name: 'Chewy', request_type: 'orders' }, tokens.office.access_token)).statusCode,
    ).toBe(403);
    expect((await list(bulk, 'Furhaven')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { company_id: 'Furhaven_bulk' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
