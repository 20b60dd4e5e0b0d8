import { checkHealth } from '@shared/api/system/health';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/http/types';
import type { HealthService } from './health.service';

export function healthRoutes(app: App, health: HealthService): void {
  route(app, checkHealth, async (_, _req, reply) => {
    if (await health.databaseReachable()) return { status: 'ok' as const };
    // A monitor reads the status; the body says why in the API's error shape.
    return reply.code(503).send({ error: 'database_unavailable', message: 'The database is not reachable.' });
  });
}
