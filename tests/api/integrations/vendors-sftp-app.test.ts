import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { BulkVendorAnswer } from '../../../src/shared/api/bulk/status';
import { VendorsSandbox } from '../../../src/server/integrations/vendors/sandbox';
import { VendorsSftp } from '../../../src/server/integrations/vendors/sftp/adapter';
import { vendorsSftpSettingsFrom } from '../../../src/server/integrations/vendors/sftp/settings';
import { authed, body, createTestApp, loginAll } from '../support/test-app';
import { FAKE_DIRS, SftpFake, type FakeAccount } from './fakes/sftp-fake';

/**
 * The app with only VENDORS_SFTP set: Bulk Status's Download reads the vendor's 850 files over SFTP
 * into New bulk orders, and a vendor whose server refuses shows the spec's words.
 */
const petco: FakeAccount = {
  username: 'dockhand-petco',
  password: 'Mailbox-2',
  company: 'furhaven',
  vendor: { name: 'Petco', side: 'bulk' },
};
const fake = new SftpFake({ now: () => new Date(), accounts: [petco] });
const port = await fake.start();
const vendorsSftp = vendorsSftpSettingsFrom({
  VENDORS_SFTP: JSON.stringify({
    defaults: {
      inboundDir: FAKE_DIRS.inbound,
      outboundDir: FAKE_DIRS.outbound,
      archiveDir: FAKE_DIRS.archive,
      timeoutMs: 3_000,
      retries: 0,
    },
    partners: [
      {
        company: 'furhaven',
        side: 'bulk',
        vendor: 'Petco',
        host: '127.0.0.1',
        port,
        username: petco.username,
        passwordEnv: 'PETCO_SFTP_PASSWORD',
        hostKey: fake.fingerprint,
      },
    ],
  }),
  PETCO_SFTP_PASSWORD: petco.password,
});
const t = await createTestApp({ vendorsSftp });
fake.attach(t.db);
await t.pool.query(
  `insert into vendors (company, side, name, code) values ('furhaven', 'bulk', 'Petco', 'PETCO')`,
);
const tokens = await loginAll(t.app, ['bulk'] as const);
const ask = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bulk/vendor',
    payload,
    headers: authed(tokens.bulk.access_token, 'Furhaven_bulk'),
  });

afterEach(() => {
  fake.reset();
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('Bulk Status over SFTP', () => {
  it('downloads the waiting 850 files as New bulk orders, once, and archives them', async () => {
    expect(t.integrations.vendors('furhaven')).toBeInstanceOf(VendorsSftp);
    const placed = await new VendorsSandbox(t.db, 'furhaven').refillInbox(petco.vendor, 2);
    const res = await ask({ vendor_name: 'Petco', request_type: 'orders' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<BulkVendorAnswer>(res)).toMatchObject({ done: 2, message: 'Petco: 2 orders downloaded' });
    const { rows } = await t.pool.query<{ po: string; items: number; body: string }>(
      `select o.internal_po_number as po,
         (select count(*)::int from bulk_order_items i where i.order_id = o.id) as items,
         (select e.body from edi_transactions e where e.company = o.company and e.vendor_name = o.vendor_name
            and e.internal_po_number = o.internal_po_number and e.type = '850') as body
       from bulk_orders o where o.company = 'furhaven' and o.vendor_name = 'Petco' order by 1`,
    );
    expect(rows.map((r) => [r.po, r.items])).toEqual(placed.map((p) => [p.poNumber, p.lines.length]).sort());
    const archive = fake.local(petco, FAKE_DIRS.archive);
    const archived = await Promise.all(
      (await readdir(archive)).sort().map((n) => readFile(path.join(archive, n), 'utf8')),
    );
    expect(rows.map((r) => r.body).sort()).toEqual(archived.sort());
    const again = await ask({ vendor_name: 'Petco', request_type: 'orders' });
    expect(body<BulkVendorAnswer>(again).done).toBe(0);
  });

  it("answers the spec's words with 502 when the vendor's server refuses", async () => {
    fake.failNext('OPENDIR', 'permission');
    const res = await ask({ vendor_name: 'Petco', request_type: 'orders' });
    expect(res.statusCode).toBe(502);
    expect(body<{ message: string }>(res).message).toBe(
      'Failed to download Petco orders, please contact a developer',
    );
  });
});
