import { defineModule, moduleJobs } from '../module';
import { pruneExpired } from './maintenance';

type MaintenanceJobs = { 'maintenance.prune': Record<string, never> };

/**
 * The platform's own queue: deletes expired sign-in attempts, refresh tokens and idempotency keys.
 * Stately: an hourly tick that finds one waiting already adds nothing.
 */
export const maintenanceModule = defineModule({
  name: 'maintenance',
  jobs: moduleJobs<MaintenanceJobs>(
    {
      'maintenance.prune': {
        policy: 'stately',
        retryLimit: 3,
        retryDelaySeconds: 60,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
        cron: '0 * * * *',
      },
    },
    // Plain DELETEs of what has expired: running twice deletes nothing more.
    { 'maintenance.prune': async ({ db }) => pruneExpired(db) },
  ),
});
