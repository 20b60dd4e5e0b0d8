import type { JobsMode } from '../../config';
import type { Db } from '../db/client';
import { startMaintenance } from '../maintenance/maintenance';
import type { JobHandlers } from './handlers';
import { createJobs, type Jobs, type JobsLog } from './jobs';
import type { QueueDefinitions, PayloadMap } from './queues';
import { registerWorkers } from './workers';

export type ServerJobs = {
  /** Null with JOBS=off: nothing can be queued. */
  jobs: Jobs | null;
  stop: () => Promise<void>;
};

/**
 * The server's share of the jobs, by JOBS mode: `on` works every queue here, `worker-only` only
 * enqueues (the workers run in `npm run worker`), `off` starts no pg-boss at all.
 */
export async function startServerJobs(
  mode: JobsMode,
  connectionString: string,
  db: Db,
  queues: QueueDefinitions<PayloadMap>,
  handlers: JobHandlers,
  log: JobsLog,
): Promise<ServerJobs> {
  if (mode === 'off') {
    // Without pg-boss nothing would prune; the old in-process timer keeps the tables small.
    const stopTimer = startMaintenance(db, (error) => log.warn({ err: error }, 'Pruning failed'));
    return { jobs: null, stop: async () => stopTimer() };
  }
  const jobs = await createJobs(connectionString, log, { role: mode === 'on' ? 'all' : 'enqueue', queues });
  if (mode === 'on') {
    await registerWorkers(jobs, handlers).catch(async (error: unknown) => {
      await jobs.stop();
      throw error;
    });
  }
  log.info({ mode }, mode === 'on' ? 'Jobs running in this process' : 'Jobs enqueued for the workers');
  return { jobs, stop: () => jobs.stop() };
}
