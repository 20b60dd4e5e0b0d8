import type { JobHandlers } from './handlers';
import type { Jobs } from './jobs';
import type { JobPayloads } from './queues';

/**
 * Registers the handler of every queue in queues.ts with pg-boss, in whichever process works the
 * queues: the server (JOBS=on) or `npm run worker`; then stores the crons.
 */
export async function registerWorkers(jobs: Jobs, handlers: JobHandlers): Promise<void> {
  for (const queue of Object.keys(handlers) as (keyof JobPayloads)[]) {
    await jobs.work(queue, (payload) => handlers[queue](payload as never));
  }
  await jobs.schedule();
}
