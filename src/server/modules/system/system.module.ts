import { defineModule } from '../../platform/module';
import { healthRoutes } from './health/health.routes';

/** The app's own calls: health. */
export const systemModule = defineModule({
  name: 'system',
  routes: async (app, { pool }) => {
    await app.register(healthRoutes, { pool });
  },
});
