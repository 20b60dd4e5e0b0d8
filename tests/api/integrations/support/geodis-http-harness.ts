import { createGeodisHttp } from '../../../../src/server/integrations/geodis/http/adapter';
import type { GeodisHttpSettings } from '../../../../src/server/integrations/geodis/http/settings';
import type { GeodisPort } from '../../../../src/server/integrations/geodis/port';
import { GeodisFake } from '../fakes/geodis-fake';
import { harnessWorld, HOUR, type Harness } from './harness';
import { CONTRACT_ATTEMPTS, overTwoFakes } from './http-harness';

const CLIENTS = { 'dockhand-3pl': 'geodis-secret-1' };
export type GeodisHarness = Harness<GeodisPort> & {
  fake: GeodisFake;
  settings: GeodisHttpSettings;
  adapters: (patch: Partial<GeodisHttpSettings>) => ReturnType<typeof createGeodisHttp>;
};

/** The adapter against two local Geodis fakes (own pools) over the same simulator tables. */
export function geodisHttpHarness(patch: Partial<GeodisHttpSettings> = {}, tokenSeconds?: number) {
  return async (): Promise<GeodisHarness> => {
    const world = await harnessWorld();
    const { database, other, clock } = world;
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
      ...CONTRACT_ATTEMPTS,
      ...patch,
    };
    const url2 = await fake2.start();
    const secondSettings = { ...settings, url: url2, tokenUrl: `${url2}/oauth/token` };
    return {
      ...overTwoFakes(world, [fake, fake2], createGeodisHttp, settings, secondSettings),
      fake,
      settings,
    };
  };
}
