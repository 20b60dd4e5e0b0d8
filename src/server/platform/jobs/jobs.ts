import PgBoss from 'pg-boss';
import { ensureQueues, JOBS_SCHEMA, readDeadLetters, type DeadLetter } from './boss-queues';
import { failureReason } from './handlers';
import { deadLetterQueue, type PayloadMap, type QueueDefinition, type QueueDefinitions } from './queues';

/** How often the supervisor fails jobs whose lease ran out (pg-boss's default is two minutes). */
const MAINTENANCE_INTERVAL_SECONDS = 10;

/**
 * Keeps a running job's lease: every third of `leaseSeconds` its expiry moves to `leaseSeconds` from
 * now (pg-boss fails an active job once `started_on + expire_in` has passed). A process that dies
 * stops renewing, so its job is failed, and retried, within a lease and a maintenance interval.
 */
function renewLease(
  boss: PgBoss,
  queue: string,
  id: string,
  leaseSeconds: number,
  log: JobsLog,
): { stop: () => void } {
  const timer = setInterval(
    () => {
      boss
        .getDb()
        .executeSql(
          `update ${JOBS_SCHEMA}.job set expire_in = (now() - started_on) + make_interval(secs => $3)
           where name = $1 and id = $2 and state = 'active'`,
          [queue, id, leaseSeconds],
        )
        .catch((error: unknown) => log.warn({ err: error, queue, job: id }, 'Renewing a job lease failed'));
    },
    Math.max(1, leaseSeconds / 3) * 1000,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** How long stop() lets running jobs finish; pg-boss fails what is still running, so it is retried. */
const STOP_TIMEOUT_MS = 20_000;

/** The part of a pino logger (Fastify's `app.log`) the jobs write to. */
export type JobsLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type JobsOptions<P extends PayloadMap> = {
  /**
   * `all` works the queues, fires the crons and does pg-boss's upkeep; `enqueue` only sends, for a
   * server whose jobs run in `npm run worker` (JOBS=worker-only).
   */
  role?: 'all' | 'enqueue';
  /** Every queue of the app: the modules' definitions (src/server/modules/modules.ts). */
  queues: QueueDefinitions<P>;
  /** How often an idle worker asks for work; pg-boss's floor is 0.5 s. */
  pollingIntervalSeconds?: number;
  poolSize?: number;
};

export type JobInfo = { id: string; retryCount: number };

export type Jobs<P extends PayloadMap = PayloadMap> = {
  /** Queues a job; null when a job with the same singleton key is already waiting. */
  send<Q extends keyof P & string>(
    queue: Q,
    payload: P[Q],
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  /** Runs the handler for each job, one at a time; a throw fails the attempt (retry, then dead letter). */
  work<Q extends keyof P & string>(
    queue: Q,
    handler: (payload: P[Q], job: JobInfo) => Promise<unknown>,
  ): Promise<void>;
  /**
   * Runs `handler` for each job of the queue that failed for good (pg-boss's copy in the queue's
   * dead-letter queue, with the job's payload and its failure), so the job's record is finalised
   * whether the last attempt threw or its worker died. A throw is retried like any job.
   */
  workGivenUp<Q extends keyof P & string>(
    queue: Q,
    handler: (payload: P[Q], failure: unknown) => Promise<unknown>,
  ): Promise<void>;
  /** Stores the cron of every queue that has one, and drops a cron a definition no longer has. */
  schedule(): Promise<void>;
  /** What failed every retry, newest first. */
  deadLetters(queue: keyof P & string, limit?: number): Promise<DeadLetter[]>;
  /** Stops fetching, waits for running jobs, then closes pg-boss's pool. Safe to call twice. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
};

/** Starts pg-boss on the app's database (its own schema and pool) and creates the queues. */
export async function createJobs<P extends PayloadMap = PayloadMap>(
  connectionString: string,
  log: JobsLog,
  options: JobsOptions<P>,
): Promise<Jobs<P>> {
  const role = options.role ?? 'all';
  const queues = options.queues;
  const boss = new PgBoss({
    connectionString,
    schema: JOBS_SCHEMA,
    application_name: 'dockhand-jobs',
    max: options.poolSize ?? 4,
    schedule: role === 'all',
    supervise: role === 'all',
    // Expired leases are found by the supervisor's maintenance: often enough that a job whose
    // process died is retried within about two minutes.
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
  let stopped = false;
  // Without a listener an 'error' event would crash the process; a lost connection is retried.
  // While stopping, connections closing under pg-boss (PostgreSQL shutting down too) are expected.
  boss.on('error', (error) =>
    stopped
      ? log.warn({ err: error }, 'pg-boss error while stopping')
      : log.error({ err: error }, 'pg-boss error'),
  );
  await boss.start();
  try {
    await ensureQueues(boss, connectionString, queues);
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }

  const definitionOf = (queue: string): QueueDefinition => {
    const definition = (queues as Record<string, QueueDefinition | undefined>)[queue];
    if (!definition) throw new Error(`Unknown queue ${queue}`);
    return definition;
  };

  return {
    boss,
    async send(queue, payload, sendOptions = {}) {
      if (stopped) throw new Error(`Jobs are stopped; cannot send to ${queue}`);
      const { policy } = definitionOf(queue);
      if (sendOptions.singletonKey && policy === 'standard') {
        // pg-boss would accept the key and ignore it; a silent duplicate is worse than an error.
        throw new Error(`Queue ${queue} has the standard policy, which does not dedupe by key`);
      }
      return boss.send(
        queue,
        payload,
        sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {},
      );
    },
    async work(queue, handler) {
      if (role !== 'all') throw new Error(`This process only enqueues; ${queue} is worked elsewhere`);
      const { expireInSeconds, concurrency = 1 } = definitionOf(queue);
      for (let i = 0; i < concurrency; i++) {
        const worker: { id?: string } = {};
        worker.id = await boss.work<P[typeof queue]>(
          queue,
          { includeMetadata: true, batchSize: 1 },
          async ([job]) => {
            if (!job) return undefined;
            const lease = renewLease(boss, queue, job.id, expireInSeconds, log);
            try {
              return await handler(job.data, { id: job.id, retryCount: job.retryCount });
            } catch (error) {
              const final = job.retryCount >= job.retryLimit;
              const context = { err: error, queue, job: job.id, attempt: job.retryCount + 1 };
              if (final) log.error(context, `Job failed for good; kept in ${deadLetterQueue(queue)}`);
              else log.warn(context, 'Job failed; it will be retried');
              // pg-boss keeps the failure as the job's output (and its dead letter's, which a give-up
              // reads): the reason in words, never a failed query with its parameters.
              throw new Error(failureReason(error));
            } finally {
              lease.stop();
              // pg-boss waits a polling interval after every fetch; while there is work, fetch again at once.
              if (worker.id && !stopped) boss.notifyWorker(worker.id);
            }
          },
        );
      }
    },
    async workGivenUp(queue, handler) {
      if (role !== 'all') throw new Error(`This process only enqueues; ${queue} is worked elsewhere`);
      definitionOf(queue);
      await boss.work<P[typeof queue]>(
        deadLetterQueue(queue),
        { includeMetadata: true, batchSize: 1 },
        async ([job]) => {
          if (!job) return undefined;
          try {
            return await handler(job.data, job.output);
          } catch (error) {
            log.error(
              { err: error, queue, job: job.id },
              'Giving up a failed job failed; it will be retried',
            );
            throw error;
          }
        },
      );
    },
    async schedule() {
      for (const [name, definition] of Object.entries<QueueDefinition>(queues)) {
        if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(name);
      }
    },
    deadLetters: (queue, limit = 100) => readDeadLetters(boss, queue, limit),
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      log.info({}, 'Jobs stopped');
    },
  };
}
