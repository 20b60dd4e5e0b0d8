import type pg from 'pg';
import type { App } from '../http/types';
import { ChangeBus } from './change-bus';
import { SseHub } from './sse-hub';

export type Realtime = { bus: ChangeBus; hub: SseHub };

/**
 * The change bus of this instance (its own LISTEN connection, opened before the app serves) and the
 * hub of open SSE streams; the realtime module serves their routes. Streams end before the server
 * closes, so shutdown does not wait on them.
 */
export async function startRealtime(app: App, pool: pg.Pool): Promise<Realtime> {
  const bus = new ChangeBus(pool.options, app.log);
  await bus.start();
  const hub = new SseHub();
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => bus.close());
  return { bus, hub };
}
