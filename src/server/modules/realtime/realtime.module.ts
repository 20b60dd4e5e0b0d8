import { defineModule } from '../../platform/module';
import { ChangeFeedService } from './change-feed.service';
import { eventRoutes } from './events/events.routes';
import { graphqlRoutes } from './graphql/graphql.routes';

/** The realtime calls over the platform's change bus: the SSE stream and the spec's /graphql. */
export const realtimeModule = defineModule({
  name: 'realtime',
  routes: (app, { db, realtime }) => {
    const feed = new ChangeFeedService(db, realtime.bus, realtime.tickets);
    eventRoutes(app, feed, realtime.hub);
    graphqlRoutes(app, feed, realtime.hub);
  },
});
