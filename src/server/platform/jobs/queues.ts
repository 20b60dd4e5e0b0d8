/**
 * What the job runtime knows of a queue: its policy and retries (ARCHITECTURE section 7). Which
 * queues exist and what they carry is each module's (`<area>.jobs.ts`); the runtime knows none.
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
  /**
   * The lease: a running job counts as failed (and is retried) once this long has passed without a
   * sign of life from its worker. The runtime renews it every third of it while the handler runs,
   * so a long job keeps running and a job whose process died is retried soon after.
   */
  expireInSeconds: number;
  /** Jobs of this queue one process works at once (1 unless given). */
  concurrency?: number;
  /** Cron (UTC) on which the queue is sent an empty job; the first instance to see the tick sends it. */
  cron?: string;
};

export type PayloadMap = Record<string, object>;
export type QueueDefinitions<P extends PayloadMap> = { [Q in keyof P & string]: QueueDefinition };

/**
 * Work that failed every retry is copied here, where nothing consumes it, so it stays visible
 * (`Jobs.deadLetters`) until someone looks. pg-boss keeps the copy about four weeks (twice the
 * source job's 14-day retention), then archives it.
 */
export const deadLetterQueue = (queue: string) => `${queue}.dead`;
