import { failureReason, type JobHandlers } from './handlers';
import type { Jobs } from './jobs';

/**
 * Registers the handler of every queue with pg-boss, in whichever process works the queues: the
 * server (JOBS=on) or `npm run worker`, and the give-up of each queue that has one on its
 * dead-letter queue (where pg-boss puts a job that failed for good, by a throw or a dead worker);
 * then stores the crons.
 */
export async function registerWorkers(jobs: Jobs, handlers: JobHandlers): Promise<void> {
  for (const [queue, handler] of Object.entries(handlers)) {
    await jobs.work(queue, (payload) => handler(payload));
    const giveUp = handler.giveUp;
    if (giveUp) await jobs.workGivenUp(queue, (payload, failure) => giveUp(payload, failureReason(failure)));
  }
  await jobs.schedule();
}
