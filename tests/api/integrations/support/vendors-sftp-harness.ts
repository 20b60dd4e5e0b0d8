import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COMPANIES } from '../../../../src/shared/domain/identity/companies';
import { createDatabase } from '../../../../src/server/platform/db/client';
import { LocalFileStore } from '../../../../src/server/platform/files/file-store';
import { SandboxControl } from '../../../../src/server/integrations/sandbox-control';
import type { VendorRef } from '../../../../src/server/integrations/vendors/port';
import { VendorsSandbox } from '../../../../src/server/integrations/vendors/sandbox';
import { VendorsSftp } from '../../../../src/server/integrations/vendors/sftp/adapter';
import type {
  SftpPartner,
  VendorsSftpSettings,
} from '../../../../src/server/integrations/vendors/sftp/settings';
import type { VendorsHarness } from '../contracts/vendors.contract';
import { createTestDatabase } from '../../support/test-app';
import { FAKE_DIRS, SftpFake, type FakeAccount } from '../fakes/sftp-fake';
import { START, testClock } from './harness';

/** The vendors the contract suites and the SFTP tests trade with; each has a mailbox per company. */
export const SFTP_VENDORS: VendorRef[] = [
  { name: 'Chewy', side: 'dropship' },
  { name: 'Target', side: 'bulk' },
  { name: 'Nobody', side: 'dropship' },
  { name: 'Petsense', side: 'dropship' },
];

export const userOf = (company: string, vendor: VendorRef) =>
  `${company}-${vendor.side}-${vendor.name}`.toLowerCase();

export type SftpHarness = VendorsHarness & {
  fake: SftpFake;
  settings: VendorsSftpSettings;
  /** An adapter on the harness database with other settings for every partner. */
  adapter: (patch: Partial<SftpPartner>, company?: 'furhaven' | 'worldwise') => VendorsSftp;
};

/**
 * The SFTP adapter against a local SFTP server over the vendors simulator: `port` and `second`
 * are two adapters on separate database connections (two workers) talking to the same server.
 * `control` reaches the simulator's failure switches, which the fake turns into SFTP failures.
 */
export function vendorsSftpHarness(patch: Partial<SftpPartner> = {}): () => Promise<SftpHarness> {
  return async () => {
    const database = await createTestDatabase();
    const other = createDatabase(database.connectionString, 3);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-files-'));
    const clock = testClock(START);
    const accounts: FakeAccount[] = COMPANIES.flatMap((company) =>
      SFTP_VENDORS.map((vendor) => ({
        username: userOf(company, vendor),
        password: 'Mailbox-1',
        company,
        vendor,
      })),
    );
    const fake = new SftpFake({ db: database.db, now: clock.now, accounts });
    const port = await fake.start();
    const partnerFor = (a: FakeAccount, more: Partial<SftpPartner>): SftpPartner => ({
      company: a.company,
      vendor: a.vendor,
      host: '127.0.0.1',
      port,
      username: a.username,
      auth: { kind: 'password', password: a.password },
      hostKey: fake.fingerprint,
      inboundDir: FAKE_DIRS.inbound,
      outboundDir: FAKE_DIRS.outbound,
      archiveDir: FAKE_DIRS.archive,
      timeoutMs: 5_000,
      // The contract suites count each switched failure: one call, one answer.
      retries: 0,
      usage: 'T',
      ...patch,
      ...more,
    });
    const settings: VendorsSftpSettings = { partners: accounts.map((a) => partnerFor(a, {})) };
    return {
      port: (company) => new VendorsSftp(database.db, company, settings, { now: clock.now }),
      second: (company) => new VendorsSftp(other.db, company, settings, { now: clock.now }),
      control: new SandboxControl(database.db),
      clock,
      files: new LocalFileStore(dir),
      db: database.db,
      fake,
      settings,
      adapter: (more, company = 'furhaven') =>
        new VendorsSftp(
          database.db,
          company,
          { partners: accounts.map((a) => partnerFor(a, more)) },
          { now: clock.now },
        ),
      seedInbox: async (company, vendor, count) => {
        await new VendorsSandbox(database.db, company, { now: clock.now }).refillInbox(vendor, count);
      },
      close: async () => {
        await fake.stop();
        await other.pool.end();
        await database.drop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  };
}
