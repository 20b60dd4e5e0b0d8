import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Db } from '../../../../src/server/platform/db/client';
import { loadWorld } from '../../../../src/server/world/load-world';
import { apiCaller, createTestApp, loginAll } from '../../support/test-app';

/** What a local fake of an outside HTTP API offers the app tests. */
type Fake = { start(): Promise<string>; stop(): Promise<void>; attach(db: Db): void; reset(): void };

/**
 * The app with one outside system's settings pointing at a local fake: the fake is started,
 * `config(url)` gives the app's settings for its address, the fake works on the app's database
 * (the simulator tables under it), the users sign in, and `call` calls as the first of them for
 * Furhaven. With `world`, the small sandbox world is loaded at that time before the tests. The
 * fake is reset after each test; at the end the app closes, `afterClose` runs, the fake stops.
 */
export async function appOverFake<U extends string>(
  fake: Fake,
  options: {
    config: (url: string) => Parameters<typeof createTestApp>[0];
    users: readonly [U, ...U[]];
    world?: Date;
    afterClose?: () => void;
  },
) {
  const url = await fake.start();
  const t = await createTestApp(options.config(url));
  fake.attach(t.db);
  const tokens = await loginAll(t.app, options.users);
  const { world } = options;
  if (world) {
    beforeAll(async () => {
      await loadWorld(t.pool, { seed: 3, size: 'small', now: world });
    });
  }
  afterEach(() => {
    fake.reset();
  });
  afterAll(async () => {
    await t.close();
    options.afterClose?.();
    await fake.stop();
  });
  return { t, tokens, call: apiCaller(t.app, tokens[options.users[0]].access_token, 'Furhaven') };
}
