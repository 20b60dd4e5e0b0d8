import { defineModule } from '../../platform/module';
import { HealthService } from './health/health.service';
import { healthRoutes } from './health/health.routes';

/** The app's own calls: health. */
export const systemModule = defineModule({
  name: 'system',
  routes: (app, { pool }) => {
    healthRoutes(app, new HealthService(pool));
  },
});
