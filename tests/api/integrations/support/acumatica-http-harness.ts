import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../../../src/server/platform/db/client';
import { LocalFileStore } from '../../../../src/server/platform/files/file-store';
import { SandboxControl } from '../../../../src/server/integrations/sandbox-control';
import { createAcumaticaHttp } from '../../../../src/server/integrations/acumatica/http/sessions';
import type {
  AcumaticaAuth,
  AcumaticaHttpSettings,
} from '../../../../src/server/integrations/acumatica/http/settings';
import type { AcumaticaPort } from '../../../../src/server/integrations/acumatica/port';
import { createTestDatabase } from '../../support/test-app';
import { AcumaticaFake } from '../fakes/acumatica-fake';
import { START, testClock, type Harness, type HarnessFactory } from './harness';

export const USERS = { 'api.dockhand': 'Secret-Api-1' };
export const CLIENTS = { 'D0CK-7A2B': 'client-secret-1' };
export const SESSION_AUTH = {
  kind: 'session',
  username: 'api.dockhand',
  password: 'Secret-Api-1',
  branch: 'MAIN',
} satisfies AcumaticaAuth;
export const OAUTH_AUTH = {
  kind: 'oauth',
  clientId: 'D0CK-7A2B',
  clientSecret: 'client-secret-1',
  scope: 'api',
  user: null,
} satisfies AcumaticaAuth;

export type HttpHarness = Harness<AcumaticaPort> & {
  fake: AcumaticaFake;
  settings: AcumaticaHttpSettings;
  /** A fresh adapter set (its own sessions) with other settings, closed with the harness. */
  adapters: (patch: Partial<AcumaticaHttpSettings>) => ReturnType<typeof createAcumaticaHttp>;
};

/**
 * The HTTP adapter against local fakes of Acumatica: `port` and `second` each talk to their own
 * fake instance (own database pool, own sessions) over the same simulator tables, as two ERP app
 * servers would. `control` reaches the simulator's failure switches under the fake.
 */
export function acumaticaHttpHarness(
  auth: AcumaticaAuth,
  patch: Partial<AcumaticaHttpSettings> = {},
): () => Promise<HttpHarness> {
  return async () => {
    const database = await createTestDatabase();
    const other = createDatabase(database.connectionString, 3);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-files-'));
    const clock = testClock(START);
    const fakeOptions = {
      now: clock.now,
      autobuildMs: 60_000,
      tenants: { FurHaven: 'furhaven', Worldwise: 'worldwise' } as const,
      users: USERS,
      clients: CLIENTS,
    };
    const fake = new AcumaticaFake({ ...fakeOptions, db: database.db });
    const fake2 = new AcumaticaFake({ ...fakeOptions, db: other.db });
    const settings: AcumaticaHttpSettings = {
      url: await fake.start(),
      endpoint: 'Default',
      version: '23.200.001',
      auth,
      tenants: { furhaven: 'FurHaven', worldwise: 'Worldwise' },
      timeoutMs: 5_000,
      // The contract suites count each switched failure: one call, one answer.
      retries: 0,
      backoffMs: 20,
      maxBackoffMs: 2_000,
      ...patch,
    };
    const first = createAcumaticaHttp(settings);
    const second = createAcumaticaHttp({ ...settings, url: await fake2.start() });
    const extra: ReturnType<typeof createAcumaticaHttp>[] = [];
    return {
      port: first.port,
      second: second.port,
      control: new SandboxControl(database.db),
      clock,
      files: new LocalFileStore(dir),
      db: database.db,
      fake,
      settings,
      adapters: (more) => {
        const set = createAcumaticaHttp({ ...settings, ...more });
        extra.push(set);
        return set;
      },
      close: async () => {
        await Promise.all([first.close(), second.close(), ...extra.map((e) => e.close())]);
        await Promise.all([fake.stop(), fake2.stop()]);
        await other.pool.end();
        await database.drop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  };
}

export const asFactory = (make: () => Promise<HttpHarness>): HarnessFactory<AcumaticaPort> => make;
