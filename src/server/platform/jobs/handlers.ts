import type { Db } from '../db/client';
import type { FileStore } from '../files/file-store';
import type { Integrations } from '../../integrations/registry';
import { pruneExpired } from '../maintenance/maintenance';
import { recreateLabels } from '../../modules/dropship/file-uploads/label-recreator';
import { processUpload } from '../../modules/dropship/file-uploads/upload-processor';
import { runVendorRequest } from '../../modules/dropship/api-status/vendor-request.job';
import type { JobsLog } from './jobs';
import type { JobPayloads } from './queues';

/** What a job handler may use: the same database, file store and outside systems as the routes. */
export type JobDeps = { db: Db; files: FileStore; integrations: Integrations; log: JobsLog };

export type JobHandlers = {
  [Q in keyof JobPayloads]: (payload: JobPayloads[Q]) => Promise<unknown>;
};

/**
 * The handler of every queue in queues.ts, used by pg-boss workers (server with JOBS=on, or
 * `npm run worker`) and by the in-process sender (JOBS=off, API tests). Handlers must tolerate
 * running twice, since a job whose worker dies mid-way is retried.
 */
export function createJobHandlers(deps: JobDeps): JobHandlers {
  return {
    'dropship.process-upload': async (payload) => {
      await processUpload(deps, payload);
    },
    'dropship.recreate-labels': async (payload) => {
      await recreateLabels(deps, payload);
    },
    // Plain DELETEs of what has expired: running twice deletes nothing more.
    'maintenance.prune': async () => {
      await pruneExpired(deps.db);
    },
    // Records its outcome per request id; a second run sends again, which vendors accept.
    'dropship.vendor-request': async (payload) => {
      await runVendorRequest(deps, payload);
    },
  };
}
