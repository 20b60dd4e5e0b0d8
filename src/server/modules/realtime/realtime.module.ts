import { defineModule } from '../../platform/module';
import { eventRoutes } from './events/events.routes';
import { graphqlRoutes } from './graphql/graphql.routes';

/** The realtime calls over the platform's change bus: the SSE stream and the spec's /graphql. */
export const realtimeModule = defineModule({
  name: 'realtime',
  routes: async (app, { db, realtime }) => {
    await app.register(eventRoutes, realtime);
    await app.register(graphqlRoutes, { db, bus: realtime.bus, hub: realtime.hub });
  },
});
