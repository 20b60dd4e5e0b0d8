import { createAcumaticaHttp } from '../../../../src/server/integrations/acumatica/http/sessions';
import type {
  AcumaticaAuth,
  AcumaticaHttpSettings,
} from '../../../../src/server/integrations/acumatica/http/settings';
import type { AcumaticaPort } from '../../../../src/server/integrations/acumatica/port';
import { AcumaticaFake } from '../fakes/acumatica-fake';
import { harnessWorld, type Harness, type HarnessFactory } from './harness';
import { CONTRACT_ATTEMPTS, overTwoFakes } from './http-harness';

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
      ...CONTRACT_ATTEMPTS,
      ...patch,
    };
    const secondSettings = { ...settings, url: await fake2.start() };
    return {
      ...overTwoFakes(world, [fake, fake2], createAcumaticaHttp, settings, secondSettings),
      fake,
      settings,
    };
  };
}

export const asFactory = (make: () => Promise<HttpHarness>): HarnessFactory<AcumaticaPort> => make;
