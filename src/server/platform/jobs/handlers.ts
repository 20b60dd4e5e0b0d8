import type { Integrations } from '../../integrations/registry';
import type { Db } from '../db/client';
import type { FileStore } from '../files/file-store';
import type { JobsLog } from './jobs';

/** What a job handler may use: the same database, file store and outside systems as the routes. */
export type JobDeps = { db: Db; files: FileStore; integrations: Integrations; log: JobsLog };

/**
 * The handler of each queue, by name, gathered from the modules (src/server/modules/modules.ts) and
 * used by pg-boss workers (server with JOBS=on, or `npm run worker`) and by the in-process sender
 * (JOBS=off, API tests). Handlers must tolerate running twice, since a job whose worker dies mid-way
 * is retried.
 */
export type JobHandlers = Record<string, JobHandler>;

/**
 * Runs one job. `giveUp`, when the queue has one, runs once after the job has failed for good (its
 * last retry threw, or its worker died during it): it leaves the job's record (an upload, a
 * request) in a final state with the reason, so nothing stays "processing" forever.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue's payload is its module's type
export type JobHandler = ((payload: any) => Promise<unknown>) & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  giveUp?: (payload: any, reason: string) => Promise<unknown>;
};

/**
 * What a failed job says about why, in a sentence for the screen: the innermost cause's message (a
 * database error, not the query that carried it: never its SQL or parameters), or pg-boss's note
 * when the job's worker died.
 */
export function failureReason(failure: unknown): string {
  if (typeof failure === 'string') return failure;
  if (typeof failure !== 'object' || failure === null) return 'The job failed.';
  const { message, cause, value } = failure as { message?: unknown; cause?: unknown; value?: unknown };
  if (typeof cause === 'object' && cause !== null && 'message' in cause) return failureReason(cause);
  if (typeof message === 'string' && message) return message.split('\nparams:')[0]!.slice(0, 500);
  if (value !== undefined) return failureReason(value);
  return 'The job failed.';
}
