import type pg from 'pg';
import type { App } from '../http/types';
import { ChangeBus } from './change-bus';
import { SseHub, type StreamGuard } from './sse-hub';

export type Realtime = { bus: ChangeBus; hub: SseHub };

/**
 * The change bus of this instance (its own LISTEN connection, opened before the app serves) and the
 * hub of open SSE streams, each kept to its caller's rights by the guard; the realtime module serves their routes. Streams end before the server
 * closes, so shutdown does not wait on them.
 */
export async function startRealtime(app: App, pool: pg.Pool, guard?: StreamGuard): Promise<Realtime> {
  const bus = new ChangeBus(pool.options, app.log);
  await bus.start();
  const hub = new SseHub(guard);
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => bus.close());
  return { bus, hub };
}
