import { createLoftwarePrinting } from '../../../../src/server/integrations/printing/loftware/adapter';
import { LoftwareClient } from '../../../../src/server/integrations/printing/loftware/client';
import type { LoftwareSettings } from '../../../../src/server/integrations/printing/loftware/settings';
import type { PrintingPort } from '../../../../src/server/integrations/printing/port';
import { LoftwareFake } from '../fakes/loftware-fake';
import { harnessWorld, type Harness } from './harness';
import { CONTRACT_ATTEMPTS } from './http-harness';

const KEY = 'sub-key-1';
const TRIGGERS = { DockhandPrint: 'template', DockhandZpl: 'zpl' } as const;
export type PrintingHarness = Harness<PrintingPort> & {
  fake: LoftwareFake;
  settings: LoftwareSettings;
  adapters: (patch: Partial<LoftwareSettings>) => (company: 'furhaven' | 'worldwise') => PrintingPort;
};

/** The Loftware adapter against a local Cloud Trigger API; `second` uses its own pool and fake. */
export function loftwareHarness(patch: Partial<LoftwareSettings> = {}) {
  return async (): Promise<PrintingHarness> => {
    const world = await harnessWorld();
    const { database, other, clock } = world;
    const fake = new LoftwareFake({ db: database.db, keys: [KEY], triggers: TRIGGERS });
    const fake2 = new LoftwareFake({ db: other.db, keys: [KEY], triggers: TRIGGERS });
    const settings: LoftwareSettings = {
      url: await fake.start(),
      key: KEY,
      trigger: 'DockhandPrint',
      zplTrigger: 'DockhandZpl',
      ...CONTRACT_ATTEMPTS,
      ...patch,
    };
    const settings2 = { ...settings, url: await fake2.start() };
    const make = (db: typeof database.db, s: LoftwareSettings) =>
      createLoftwarePrinting(db, s, new LoftwareClient(s), { now: clock.now });
    return {
      port: make(database.db, settings),
      second: make(other.db, settings2),
      ...world.shared,
      fake,
      settings,
      adapters: (more) => make(database.db, { ...settings, ...more }),
      close: async () => {
        await Promise.all([fake.stop(), fake2.stop()]);
        await world.dispose();
      },
    };
  };
}
