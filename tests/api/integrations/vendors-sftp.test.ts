import { generateKeyPairSync } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { X12Parser, type X12Interchange } from 'node-x12';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logEntries } from '../../../src/server/platform/db/schema/admin';
import { ediTransactions } from '../../../src/server/platform/db/schema/bulk';
import { createLocalFileStore } from '../../../src/server/platform/files/file-store';
import { createIntegrations } from '../../../src/server/integrations/registry';
import type { VendorRef } from '../../../src/server/integrations/vendors/port';
import { VendorsSandbox } from '../../../src/server/integrations/vendors/sandbox';
import { VendorsSftp } from '../../../src/server/integrations/vendors/sftp/adapter';
import {
  parseVendorsSftp,
  vendorsSftpSettingsFrom,
} from '../../../src/server/integrations/vendors/sftp/settings';
import { vendorsContract } from './contracts/vendors.contract';
import { FAKE_DIRS } from './fakes/sftp-fake';
import { expectIntegrationError, START } from './support/harness';
import { userOf, vendorsSftpHarness, type SftpHarness } from './support/vendors-sftp-harness';

vendorsContract('Vendors over SFTP', vendorsSftpHarness());

const chewy: VendorRef = { name: 'Chewy', side: 'dropship' };
const target: VendorRef = { name: 'Target', side: 'bulk' };
const petsense: VendorRef = { name: 'Petsense', side: 'dropship' };
const inventory = { items: [{ sku: '10001', quantity: 7 }] };
/** The time limit of the timeout cases: long enough for a handshake on a busy CI machine. */
const LIMIT = 1_000;

describe('Vendors over SFTP: files, exactly once, and the failures of a real server', () => {
  let h: SftpHarness;
  beforeAll(async () => {
    h = await vendorsSftpHarness()();
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    h.fake.reset();
    await h.control?.reset();
  });

  const mailbox = (vendor: VendorRef, dir: string) => h.fake.local(userOf('furhaven', vendor), dir);
  const names = async (vendor: VendorRef, dir: string) => (await readdir(mailbox(vendor, dir))).sort();
  const rows = (vendor: VendorRef, status: string) =>
    h.db
      .select()
      .from(ediTransactions)
      .where(and(eq(ediTransactions.vendorName, vendor.name), eq(ediTransactions.status, status)));

  it('uploads each document whole, under its control number, readable by node-x12', async () => {
    const before = await names(target, FAKE_DIRS.outbound);
    const receipt = await h.port('furhaven').sendInvoice(target, {
      poNumber: 'PO-FILE',
      invoiceNumber: 'AR000777',
      invoiceDate: '2026-03-02',
      lines: [{ sku: '10001', quantity: 3, unitPrice: '4.50' }],
    });
    const added = (await names(target, FAKE_DIRS.outbound)).filter((n) => !before.includes(n));
    expect(added).toEqual([`810_${receipt.gsId.padStart(9, '0')}.x12`]);
    const text = await readFile(path.join(mailbox(target, FAKE_DIRS.outbound), added[0] ?? ''), 'utf8');
    const [saved] = await h.db.select().from(ediTransactions).where(eq(ediTransactions.id, receipt.id));
    expect(saved?.body).toBe(text);
    const interchange = new X12Parser(true).parse(text) as X12Interchange;
    const set = interchange.functionalGroups[0]?.transactions[0];
    expect(set?.segments.find((s) => s.tag === 'BIG')?.valueOf(2)).toBe('AR000777');
    expect(set?.segments.find((s) => s.tag === 'TDS')?.valueOf(1)).toBe('1350');
    // Written under a temporary name, then renamed: the vendor could never list a partial file.
    const writes = h.fake.ops.filter((o) => o.op === 'OPEN' || o.op === 'RENAME').map((o) => o.path);
    expect(writes).toEqual([`/inbound/${added[0]}.tmp`, `/inbound/${added[0]}.tmp`]);
  });

  it('reads an 850 into the same order the sandbox hands out', async () => {
    const order = {
      poNumber: 'PS-1001',
      orderDate: START,
      shipTo: { name: 'Ava Thompson', address1: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [
        { lineNbr: 1, sku: '10001', vendorSku: 'V1', quantity: 2, unitPrice: '12.50' },
        { lineNbr: 2, sku: '10002', vendorSku: 'V2', quantity: 1, unitPrice: '3.00' },
      ],
    };
    await new VendorsSandbox(h.db, 'worldwise', { now: h.clock.now }).queueOrders(petsense, [order]);
    const [expected] = await new VendorsSandbox(h.db, 'worldwise').downloadOrders(petsense);
    await new VendorsSandbox(h.db, 'furhaven', { now: h.clock.now }).queueOrders(petsense, [order]);
    const [got] = await h.port('furhaven').downloadOrders(petsense);
    const { transaction: _a, ...want } = expected!;
    const { transaction, ...read } = got!;
    expect(read).toEqual(want);
    expect(transaction).toMatchObject({ type: '850', direction: 'inbound', status: 'Received' });
    expect(await names(petsense, FAKE_DIRS.inbound)).toEqual(['archive']);
    expect(await names(petsense, FAKE_DIRS.archive)).toHaveLength(1);
  });

  it('takes a file once when its move to the archive fails, and archives it on the next download', async () => {
    await h.seedInbox('furhaven', chewy, 2);
    h.fake.failNext('RENAME', 'failure', 2, /^\/outbound\/850_/);
    const first = await h.port('furhaven').downloadOrders(chewy);
    expect(first).toHaveLength(2);
    expect((await names(chewy, FAKE_DIRS.inbound)).filter((n) => n.endsWith('.x12'))).toHaveLength(2);
    expect(await h.port('furhaven').downloadOrders(chewy)).toEqual([]);
    expect((await names(chewy, FAKE_DIRS.inbound)).filter((n) => n.endsWith('.x12'))).toHaveLength(0);
    expect(await names(chewy, FAKE_DIRS.archive)).toHaveLength(2);
    const received = await rows(chewy, 'Received');
    expect(received.filter((r) => first.some((o) => o.transaction.id === r.id))).toHaveLength(2);
    expect(new Set(received.map((r) => r.gsId)).size).toBe(received.length);
  });

  it('records a file that is no purchase order as an Error with its reason, once, and sets it aside', async () => {
    const inbound = mailbox(target, FAKE_DIRS.inbound);
    await writeFile(path.join(inbound, 'broken_1.x12'), 'ISA*00*garbage~IEA*1*1~');
    await writeFile(path.join(inbound, 'nul_2.x12'), 'not x12 \u0000 at all');
    const before = (await rows(target, 'Error')).length;
    expect(await h.port('furhaven').downloadOrders(target)).toEqual([]);
    const errors = (await rows(target, 'Error')).slice(before);
    expect(errors.map((r) => [r.type, r.direction, r.internalPoNumber])).toEqual([
      ['850', 'inbound', null],
      ['850', 'inbound', null],
    ]);
    expect(errors.map((r) => r.body).sort()).toEqual(['ISA*00*garbage~IEA*1*1~', 'not x12 \uFFFD at all']);
    const logged = await h.db.select().from(logEntries).where(eq(logEntries.level, 'error'));
    const messages = logged.map((l) => l.message).filter((m) => m.startsWith('Target sent'));
    expect(messages).toHaveLength(2);
    expect(messages.join('\n')).toMatch(
      /Target sent broken_1\.x12, which is not a purchase order we can read: Not a sound X12 interchange: .+\. It is recorded as an Error in the EDI Transaction Report and moved to \/outbound\/archive\/broken_1\.x12\.rejected\./,
    );
    expect((await names(target, FAKE_DIRS.inbound)).filter((n) => n.endsWith('.x12'))).toEqual([]);
    expect(await names(target, FAKE_DIRS.archive)).toEqual(
      expect.arrayContaining(['broken_1.x12.rejected', 'nul_2.x12.rejected']),
    );
    // Seen again (a move that failed): nothing more is recorded.
    await writeFile(path.join(inbound, 'broken_1.x12'), 'ISA*00*garbage~IEA*1*1~');
    expect(await h.port('furhaven').downloadOrders(target)).toEqual([]);
    expect((await rows(target, 'Error')).length - before).toBe(2);
  });

  it('gives each file to one of two workers that list the same files at once', async () => {
    await h.seedInbox('furhaven', target, 5);
    await h.fake.publish({
      username: userOf('furhaven', target),
      password: '',
      company: 'furhaven',
      vendor: target,
    });
    const before = (await rows(target, 'Received')).length;
    const [a, b] = await Promise.all([
      h.port('furhaven').downloadOrders(target),
      h.second('furhaven').downloadOrders(target),
    ]);
    const pos = [...a, ...b].map((o) => o.poNumber);
    expect(pos).toHaveLength(5);
    expect(new Set(pos).size).toBe(5);
    expect((await rows(target, 'Received')).length - before).toBe(5);
    expect((await names(target, FAKE_DIRS.inbound)).filter((n) => n.endsWith('.x12'))).toEqual([]);
  });

  it('refuses a wrong password and a foreign host key as not configured', async () => {
    await expect(
      h.adapter({ auth: { kind: 'password', password: 'wrong' } }).sendInventory(chewy, inventory),
    ).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/refused the sign-in of furhaven-dropship-chewy/),
    });
    const foreign = `SHA256:${'A'.repeat(43)}`;
    await expect(h.adapter({ hostKey: foreign }).downloadOrders(chewy)).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/host key/),
    });
    expect(h.fake.ops).toEqual([]);
    expect(await rows(chewy, 'Failed')).toHaveLength(1);
  });

  it('signs in with a private key the server knows, and not with another one', async () => {
    const key = (): string =>
      generateKeyPairSync('ec', {
        namedCurve: 'prime256v1',
        privateKeyEncoding: { type: 'sec1', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      }).privateKey;
    const known = key();
    h.fake.authorise(userOf('furhaven', chewy), known);
    const receipt = await h
      .adapter({ auth: { kind: 'key', privateKey: known } })
      .sendInventory(chewy, inventory);
    expect(receipt.status).toBe('Sent');
    await expect(
      h.adapter({ auth: { kind: 'key', privateKey: key() } }).downloadOrders(chewy),
    ).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/refused the sign-in/),
    });
  });

  it('is unavailable when the server refuses the connection or never says a word', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const quiet = (silent.address() as AddressInfo).port;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const refused = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    try {
      await expectIntegrationError(
        h.adapter({ port: refused }).downloadOrders(chewy),
        'unavailable',
        /refused the connection/,
      );
      const started = performance.now();
      await expectIntegrationError(
        h.adapter({ port: quiet, timeoutMs: LIMIT }).downloadOrders(chewy),
        'unavailable',
        /did not answer within 1000 ms/,
      );
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      silent.close();
    }
  });

  it('abandons a stalled step at the time limit, as unavailable', async () => {
    h.fake.failNext('OPENDIR', 'stall-before');
    await expectIntegrationError(
      h.adapter({ timeoutMs: LIMIT }).downloadOrders(chewy),
      'unavailable',
      /did not answer within 1000 ms \(list\)/,
    );
  });

  it('sends again after a lost answer under the same name: one file, recorded as Sent', async () => {
    const before = await names(chewy, FAKE_DIRS.outbound);
    h.fake.failNext('RENAME', 'stall-after', 1, /^\/inbound\//);
    const receipt = await h.adapter({ timeoutMs: LIMIT, retries: 1 }).sendInventory(chewy, inventory);
    expect(receipt.status).toBe('Sent');
    const added = (await names(chewy, FAKE_DIRS.outbound)).filter((n) => !before.includes(n));
    expect(added).toEqual([`846_${receipt.gsId.padStart(9, '0')}.x12`]);
  });

  it('counts a last attempt whose answer was lost as Sent when the file is on the server', async () => {
    const before = await names(target, FAKE_DIRS.outbound);
    h.fake.failNext('RENAME', 'stall-after', 1, /^\/inbound\//);
    const receipt = await h.adapter({ timeoutMs: LIMIT }).sendInventory(target, inventory);
    expect(receipt.status).toBe('Sent');
    const added = (await names(target, FAKE_DIRS.outbound)).filter((n) => !before.includes(n));
    expect(added).toEqual([`846_${receipt.gsId.padStart(9, '0')}.x12`]);
  });

  it('records a timed-out send as Failed with its text for the job to retry', async () => {
    const failed = (await rows(petsense, 'Failed')).length;
    h.fake.failNext('OPEN', 'stall-before', 1, /^\/inbound\//);
    await expectIntegrationError(
      h.adapter({ timeoutMs: LIMIT }).sendInventory(petsense, inventory),
      'unavailable',
      /did not answer within 1000 ms/,
    );
    expect(await rows(petsense, 'Failed')).toHaveLength(failed + 1);
  });

  it('refuses a write the account may not make as not configured, recorded as Failed', async () => {
    h.fake.failNext('OPEN', 'permission', 1, /^\/inbound\//);
    await expect(h.port('furhaven').sendInventory(target, inventory)).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/permission denied to write \/inbound\/846_\d{9}\.x12\.tmp/),
    });
  });

  it('leaves no document behind from a connection dropped mid-transfer, and sends it whole on the retry', async () => {
    const before = await names(chewy, FAKE_DIRS.outbound);
    h.fake.failNext('WRITE', 'drop');
    await expectIntegrationError(
      h.port('furhaven').sendInventory(chewy, inventory),
      'unavailable',
      /dropped the connection/,
    );
    expect(
      (await names(chewy, FAKE_DIRS.outbound)).filter((n) => !before.includes(n) && n.endsWith('.x12')),
    ).toEqual([]);

    h.fake.failNext('WRITE', 'drop');
    const receipt = await h.adapter({ retries: 1 }).sendInventory(chewy, inventory);
    const file = `846_${receipt.gsId.padStart(9, '0')}.x12`;
    const text = await readFile(path.join(mailbox(chewy, FAKE_DIRS.outbound), file), 'utf8');
    expect(new X12Parser(true).parse(text)).toBeDefined();
    expect((await names(chewy, FAKE_DIRS.outbound)).filter((n) => n.startsWith(file))).toEqual([file]);
  });

  it('refuses a vendor without a mailbox as not configured', async () => {
    await expect(
      h.port('furhaven').downloadOrders({ name: 'Kohls', side: 'dropship' }),
    ).rejects.toMatchObject({
      code: 'not_configured',
      message: 'Kohls (dropship) has no SFTP mailbox for furhaven in VENDORS_SFTP.',
    });
  });
});

describe('VENDORS_SFTP settings and the registry', () => {
  const partner = {
    company: 'furhaven',
    side: 'dropship',
    vendor: 'Chewy',
    host: 'sftp.chewy.example',
    username: 'furhaven',
    passwordEnv: 'CHEWY_SFTP_PASSWORD',
    hostKey: `SHA256:${'b'.repeat(43)}`,
  };

  it('reads a document with defaults, and names every problem', () => {
    expect(vendorsSftpSettingsFrom({})).toBeNull();
    const settings = vendorsSftpSettingsFrom({
      VENDORS_SFTP: JSON.stringify({ defaults: { timeoutMs: 10_000 }, partners: [partner] }),
      CHEWY_SFTP_PASSWORD: 'pw',
    });
    expect(settings?.partners[0]).toMatchObject({
      vendor: { name: 'Chewy', side: 'dropship' },
      port: 22,
      auth: { kind: 'password', password: 'pw' },
      inboundDir: '/outbound',
      outboundDir: '/inbound',
      archiveDir: '/outbound/archive',
      timeoutMs: 10_000,
      retries: 2,
      usage: 'P',
    });
    expect(() =>
      parseVendorsSftp({ partners: [{ ...partner, hostKey: 'ab:cd' }] }, { CHEWY_SFTP_PASSWORD: 'x' }),
    ).toThrow(/partners\.0\.hostKey: must be a SHA256 fingerprint/);
    expect(() => parseVendorsSftp({ partners: [partner] }, {})).toThrow(
      /CHEWY_SFTP_PASSWORD \(passwordEnv\) is not set/,
    );
    expect(() =>
      parseVendorsSftp({ partners: [{ ...partner, password: 'x' }] }, { CHEWY_SFTP_PASSWORD: 'x' }),
    ).toThrow(/exactly one of password, passwordEnv, privateKey, privateKeyPath/);
    expect(() => parseVendorsSftp({ partners: [{ ...partner, inboundDir: 'out' }] })).toThrow(
      /inboundDir: must be an absolute path/,
    );
    expect(() => vendorsSftpSettingsFrom({ VENDORS_SFTP: '{nope' })).toThrow(/VENDORS_SFTP is not JSON/);
    expect(() => vendorsSftpSettingsFrom({ VENDORS_SFTP: '/nowhere/vendors.json' })).toThrow(
      /cannot read \/nowhere/,
    );
  });

  it('hands out the SFTP adapter for vendors when configured, the simulator otherwise', () => {
    const files = createLocalFileStore('/tmp/dockhand-unused');
    const db = {} as Parameters<typeof createIntegrations>[0];
    const vendors = parseVendorsSftp({ partners: [{ ...partner, password: 'pw', passwordEnv: undefined }] });
    expect(createIntegrations(db, files, { mode: 'sandbox', vendors }).vendors('furhaven')).toBeInstanceOf(
      VendorsSftp,
    );
    expect(createIntegrations(db, files, { mode: 'sandbox' }).vendors('furhaven')).toBeInstanceOf(
      VendorsSandbox,
    );
  });
});
