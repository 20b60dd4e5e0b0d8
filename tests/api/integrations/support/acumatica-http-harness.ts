import { createAcumaticaHttp } from '../../../../src/server/integrations/acumatica/http/sessions';
import type {
  AcumaticaAuth,
  AcumaticaHttpSettings,
} from '../../../../src/server/integrations/acumatica/http/settings';
import type { AcumaticaPort } from '../../../../src/server/integrations/acumatica/port';
import { AcumaticaFake } from '../fakes/acumatica-fake';
import { adapterSets, harnessWorld, type Harness, type HarnessFactory } from './harness';

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
    const world = await harnessWorld();
    const { database, other, clock } = world;
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
    const extra = adapterSets((more: Partial<AcumaticaHttpSettings>) =>
      createAcumaticaHttp({ ...settings, ...more }),
    );
    return {
      port: first.port,
      second: second.port,
      ...world.shared,
      fake,
      settings,
      adapters: extra.make,
      close: async () => {
        await Promise.all([first.close(), second.close(), extra.closeAll()]);
        await Promise.all([fake.stop(), fake2.stop()]);
        await world.dispose();
      },
    };
  };
}

export const asFactory = (make: () => Promise<HttpHarness>): HarnessFactory<AcumaticaPort> => make;
