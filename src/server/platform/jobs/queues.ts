import type { VendorRequestPayload } from '../../modules/dropship/api-status/vendor-request.job';
import type { ProcessUploadPayload } from '../../modules/dropship/file-uploads/upload-processor';
import type { RecreateLabelsPayload } from '../../modules/dropship/file-uploads/label-recreator';

/**
 * Every pg-boss queue of the app, in one place: what a job carries and how it is retried
 * (ARCHITECTURE section 7). A later issue adds its queue here and its handler in workers.ts.
 */

/**
 * pg-boss 10 queue policies. `standard` runs every job; `stately` keeps at most one waiting and one
 * active job per singleton key (jobs without a key share one), `short` one waiting job per key,
 * `singleton` one active job per key. Only the last three dedupe by key.
 */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export type QueueDefinition = {
  policy: QueuePolicy;
  /** Retries after the first attempt; then the job lands in the dead-letter queue. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay on each retry (with jitter), so a failing partner is not hammered. */
  retryBackoff: boolean;
  /** A job still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** Cron (UTC) on which the queue is sent an empty job; the first instance to see the tick sends it. */
  cron?: string;
};

/** The payload each queue carries. */
export type JobPayloads = {
  'maintenance.prune': Record<string, never>;
  /** A stored dropship order file to validate and write, order by order (File Uploads). */
  'dropship.process-upload': ProcessUploadPayload;
  /** Re-create Labels of one upload (File Uploads, admin). */
  'dropship.recreate-labels': RecreateLabelsPayload;
  /** One API Status button press for one vendor (src/server/modules/vendor-status). */
  'dropship.vendor-request': VendorRequestPayload;
};

export type PayloadMap = Record<string, object>;
export type QueueDefinitions<P extends PayloadMap> = { [Q in keyof P & string]: QueueDefinition };

export const QUEUES: QueueDefinitions<JobPayloads> = {
  // A second run finds the orders the first wrote and counts them; retried twice, then dead-lettered.
  'dropship.process-upload': {
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  },
  // Labels only go onto packages that still have none, so a retry buys nothing twice.
  'dropship.recreate-labels': {
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  },
  // Deletes expired sign-in attempts, refresh tokens and idempotency keys (src/server/maintenance.ts).
  // Stately: an hourly tick that finds one waiting already adds nothing.
  'maintenance.prune': {
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    cron: '0 * * * *',
  },
  // A vendor request records its own failure for the screen; the user presses again, so no retry.
  'dropship.vendor-request': {
    policy: 'standard',
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 10 * 60,
  },
};

/**
 * Work that failed every retry is copied here, where nothing consumes it, so it stays visible
 * (`Jobs.deadLetters`) until someone looks. pg-boss keeps the copy about four weeks (twice the
 * source job's 14-day retention), then archives it.
 */
export const deadLetterQueue = (queue: string) => `${queue}.dead`;
