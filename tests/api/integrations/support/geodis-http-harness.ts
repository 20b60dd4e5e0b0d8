import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../../../src/server/platform/db/client';
import { LocalFileStore } from '../../../../src/server/platform/files/file-store';
import { createGeodisHttp } from '../../../../src/server/integrations/geodis/http/adapter';
import type { GeodisHttpSettings } from '../../../../src/server/integrations/geodis/http/settings';
import type { GeodisPort } from '../../../../src/server/integrations/geodis/port';
import { SandboxControl } from '../../../../src/server/integrations/sandbox-control';
import { createTestDatabase } from '../../support/test-app';
import { GeodisFake } from '../fakes/geodis-fake';
import { HOUR, START, testClock, type Harness } from './harness';

const CLIENTS = { 'dockhand-3pl': 'geodis-secret-1' };
export type GeodisHarness = Harness<GeodisPort> & {
  fake: GeodisFake;
  settings: GeodisHttpSettings;
  adapters: (patch: Partial<GeodisHttpSettings>) => ReturnType<typeof createGeodisHttp>;
};

/** The adapter against two local Geodis fakes (own pools) over the same simulator tables. */
export function geodisHttpHarness(patch: Partial<GeodisHttpSettings> = {}, tokenSeconds?: number) {
  return async (): Promise<GeodisHarness> => {
    const database = await createTestDatabase();
    const other = createDatabase(database.connectionString, 3);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-files-'));
    const clock = testClock(START);
    const fakeOptions = {
      now: clock.now,
      shipAfterMs: 4 * HOUR,
      accounts: { FH01: 'furhaven', WW01: 'worldwise' } as const,
      clients: CLIENTS,
      tokenSeconds,
    };
    const fake = new GeodisFake({ ...fakeOptions, db: database.db });
    const fake2 = new GeodisFake({ ...fakeOptions, db: other.db });
    const url = await fake.start();
    const settings: GeodisHttpSettings = {
      url,
      tokenUrl: `${url}/oauth/token`,
      clientId: 'dockhand-3pl',
      clientSecret: 'geodis-secret-1',
      scope: null,
      accounts: { furhaven: 'FH01', worldwise: 'WW01' },
      timeoutMs: 5_000,
      // The contract suites count each switched failure: one call, one answer.
      retries: 0,
      backoffMs: 20,
      maxBackoffMs: 2_000,
      ...patch,
    };
    const url2 = await fake2.start();
    const first = createGeodisHttp(settings);
    const second = createGeodisHttp({ ...settings, url: url2, tokenUrl: `${url2}/oauth/token` });
    const extra: ReturnType<typeof createGeodisHttp>[] = [];
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
        const set = createGeodisHttp({ ...settings, ...more });
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
