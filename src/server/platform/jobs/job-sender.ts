import { failureReason, type JobHandlers } from './handlers';
import type { Jobs, JobsLog } from './jobs';
import type { PayloadMap } from './queues';

/**
 * What routes and services need from the jobs: queue a job. A service names its module's payloads
 * (`JobSender<DropshipJobs>`), so it can only send its own queues with their payloads.
 */
export type JobSender<P extends PayloadMap = PayloadMap> = Pick<Jobs<P>, 'send'> & {
  /** Resolves when every job sent so far in this process has run (in-process sender only). */
  idle?: () => Promise<void>;
};

/**
 * Runs each job in this process, one at a time, after the request that sent it (JOBS=off, and the
 * API tests, which `await jobs.idle()` before looking at the outcome). A failing job is logged, not
 * retried (without pg-boss there is nowhere to keep it), so it gives up at once.
 */
export function createInlineSender(handlers: JobHandlers, log: JobsLog): JobSender {
  let chain: Promise<void> = Promise.resolve();
  let counter = 0;
  return {
    send(queue, payload) {
      const id = `inline-${++counter}`;
      const handler = handlers[queue];
      if (!handler) return Promise.reject(new Error(`Unknown queue ${queue}`));
      chain = chain.then(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        try {
          await handler(payload);
        } catch (error) {
          log.error({ err: error, queue, id }, 'Job failed (in-process, not retried)');
          await handler.giveUp?.(payload, failureReason(error)).catch((giveUpError: unknown) => {
            log.error({ err: giveUpError, queue, id }, 'Giving up the job failed');
          });
        }
      });
      return Promise.resolve(id);
    },
    idle: () => chain,
  };
}

/**
 * A sender whose target is chosen after the app is built: pg-boss starts once the app (and its
 * logger) exists, and until then jobs run in-process.
 */
export function createSwitchableSender(fallback: JobSender): JobSender & { use(target: JobSender): void } {
  let target = fallback;
  return {
    send: (queue, payload, options) => target.send(queue, payload, options),
    idle: () => target.idle?.() ?? Promise.resolve(),
    use: (next) => {
      target = next;
    },
  };
}
