import type pg from 'pg';
import type { Db } from '../db/client';
import type { App } from '../http/types';
import { eventRoutes } from '../../modules/realtime/events/events.routes';
import { graphqlRoutes } from '../../modules/realtime/graphql/graphql.routes';
import { ChangeBus } from './change-bus';
import type { EventTickets } from './event-tickets';
import { SseHub } from './sse-hub';

export type Realtime = { bus: ChangeBus; hub: SseHub };

/**
 * The change bus of this instance (its own LISTEN connection, opened before the app serves), the SSE
 * streams, and their routes. Streams end before the server closes, so shutdown does not wait on them.
 */
export async function registerRealtime(
  app: App,
  deps: { pool: pg.Pool; db: Db; tickets: EventTickets },
): Promise<Realtime> {
  const bus = new ChangeBus(deps.pool.options, app.log);
  await bus.start();
  const hub = new SseHub();
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => bus.close());
  await app.register(eventRoutes, { bus, hub, tickets: deps.tickets });
  await app.register(graphqlRoutes, { db: deps.db, bus, hub });
  return { bus, hub };
}
