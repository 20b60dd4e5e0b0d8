import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalFileStore } from '../../../../src/server/platform/files/file-store';
import type { CarriersHttp } from '../../../../src/server/integrations/carriers/http/adapter';
import { createCarriersHttp } from '../../../../src/server/integrations/carriers/http/factory';
import type { CarriersHttpSettings } from '../../../../src/server/integrations/carriers/http/settings';
import type { CarriersPort } from '../../../../src/server/integrations/carriers/port';
import { CarriersFake } from '../fakes/carriers-fake';
import { harnessWorld, type Harness, type HarnessFactory } from './harness';
import { CONTRACT_ATTEMPTS } from './http-harness';

export const API_KEY = 'TEST_carriers_key_1';
export const ACCOUNTS: CarriersHttpSettings['accounts'] = {
  furhaven: { fedex: 'se-1001', ups: 'se-1002', usps: 'se-1003', amazon: 'se-1004' },
  worldwise: { fedex: 'se-2001', ups: 'se-2002', usps: 'se-2003', amazon: 'se-2004' },
};
export const WAREHOUSES = { kentucky: 'se-wh-1', pennsylvania: 'se-wh-2', texas: 'se-wh-3' };

export type CarriersHttpHarness = Harness<CarriersPort> & {
  fake: CarriersFake;
  settings: CarriersHttpSettings;
  /** Adapters with other settings (another key, a shorter timeout, retries) on the same fake. */
  adapters: (patch: Partial<CarriersHttpSettings>) => (company: 'furhaven' | 'worldwise') => CarriersHttp;
};

/**
 * The carriers HTTP adapter against a local ShipEngine fake over the carriers simulator. `port` and
 * `second` are two adapter sets on separate database pools (as two server instances); `files` is
 * the app's file store the adapter downloads documents into (the fake renders them in its own).
 */
export function carriersHttpHarness(
  patch: Partial<CarriersHttpSettings> = {},
): () => Promise<CarriersHttpHarness> {
  return async () => {
    const world = await harnessWorld();
    const { database, other, clock, files } = world;
    const carrierDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-carrier-'));
    const fake = new CarriersFake({
      db: database.db,
      now: clock.now,
      apiKey: API_KEY,
      accounts: ACCOUNTS,
      warehouses: WAREHOUSES,
      files: new LocalFileStore(carrierDir),
    });
    const settings: CarriersHttpSettings = {
      url: await fake.start(),
      apiKey: API_KEY,
      accounts: ACCOUNTS,
      warehouses: WAREHOUSES,
      ...CONTRACT_ATTEMPTS,
      ...patch,
    };
    return {
      port: createCarriersHttp(database.db, files, settings, { now: clock.now }),
      second: createCarriersHttp(other.db, files, settings, { now: clock.now }),
      ...world.shared,
      fake,
      settings,
      adapters: (more) =>
        createCarriersHttp(database.db, files, { ...settings, ...more }, { now: clock.now }),
      close: async () => {
        await fake.stop();
        await world.dispose();
        await rm(carrierDir, { recursive: true, force: true });
      },
    };
  };
}

export const asFactory = (make: () => Promise<CarriersHttpHarness>): HarnessFactory<CarriersPort> => make;
