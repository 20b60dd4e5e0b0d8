import type { Company } from '../../../../src/shared/domain/identity/companies';
import { adapterSets, type harnessWorld } from './harness';

/**
 * The attempts of an HTTP adapter under its contract suites: the suites count each switched
 * failure (one call, one answer), so no retries; short waits for the tests that turn them on.
 */
export const CONTRACT_ATTEMPTS = { timeoutMs: 5_000, retries: 0, backoffMs: 20, maxBackoffMs: 2_000 };

type World = Awaited<ReturnType<typeof harnessWorld>>;
type AdapterSet<P> = { port: (company: Company) => P; close: () => Promise<void> };

/**
 * The harness parts of an adapter over two fakes (two servers of the outside system, each on its
 * own pool): `port` uses `settings`, `second` uses `secondSettings`, `adapters` makes more sets
 * with other settings; `close` closes every set, stops the fakes and disposes of the world.
 */
export function overTwoFakes<S, P>(
  world: World,
  fakes: { stop: () => Promise<void> }[],
  create: (settings: S) => AdapterSet<P>,
  settings: S,
  secondSettings: S,
) {
  const first = create(settings);
  const second = create(secondSettings);
  const extra = adapterSets((more: Partial<S>) => create({ ...settings, ...more }));
  return {
    port: first.port,
    second: second.port,
    ...world.shared,
    adapters: extra.make,
    close: async () => {
      await Promise.all([first.close(), second.close(), extra.closeAll()]);
      await Promise.all(fakes.map((f) => f.stop()));
      await world.dispose();
    },
  };
}
