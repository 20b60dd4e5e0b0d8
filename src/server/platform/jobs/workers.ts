import type { JobHandlers } from './handlers';
import type { Jobs } from './jobs';

/**
 * Registers the handler of every queue with pg-boss, in whichever process works the queues: the
 * server (JOBS=on) or `npm run worker`; then stores the crons.
 */
export async function registerWorkers(jobs: Jobs, handlers: JobHandlers): Promise<void> {
  for (const [queue, handler] of Object.entries(handlers)) {
    await jobs.work(queue, (payload) => handler(payload));
  }
  await jobs.schedule();
}
