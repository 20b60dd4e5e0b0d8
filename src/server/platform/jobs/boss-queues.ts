import pg from 'pg';
import type PgBoss from 'pg-boss';
import { deadLetterQueue, type QueueDefinition } from './queues';

/** pg-boss keeps its tables in this schema of the app's own database, apart from Drizzle's. */
export const JOBS_SCHEMA = 'pgboss';

export type DeadLetter = { id: string; data: unknown; output: unknown; createdOn: Date };

/** Creates a queue and its dead-letter queue, or brings an existing one in line with its definition. */
export async function ensureQueue(boss: PgBoss, name: string, definition: QueueDefinition): Promise<void> {
  const dead = deadLetterQueue(name);
  // The dead-letter queue first: the queue's row refers to it.
  await boss.createQueue(dead, { name: dead, policy: 'standard' });
  const options: PgBoss.Queue = {
    name,
    policy: definition.policy,
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: definition.retryBackoff,
    expireInSeconds: definition.expireInSeconds,
    deadLetter: dead,
  };
  await boss.createQueue(name, options);
  // createQueue leaves an existing queue alone; this applies a definition that changed since.
  await boss.updateQueue(name, options);
}

/** The session advisory lock every process holds while it creates or updates the queues. */
export const QUEUES_LOCK = 0x0d0c_6a62;

/**
 * Creates or updates every queue, one process at a time. pg-boss's createQueue takes locks in an
 * order that deadlocks when two processes (two servers and a worker starting together) create the
 * same queues at once; a session advisory lock on a connection of its own makes them take turns,
 * and the later ones find the queues there.
 */
export async function ensureQueues(
  boss: PgBoss,
  connectionString: string,
  queues: Record<string, QueueDefinition>,
): Promise<void> {
  const lock = new pg.Client({ connectionString, application_name: 'dockhand-jobs-setup' });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [QUEUES_LOCK]);
    for (const [name, definition] of Object.entries(queues)) await ensureQueue(boss, name, definition);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [QUEUES_LOCK]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/** The jobs waiting in a queue's dead-letter queue, newest first. pg-boss has no call for a listing. */
export async function readDeadLetters(boss: PgBoss, queue: string, limit: number): Promise<DeadLetter[]> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      `select id, data, output, created_on from ${JOBS_SCHEMA}.job where name = $1 order by created_on desc limit $2`,
      [deadLetterQueue(queue), limit],
    );
  return (rows as { id: string; data: unknown; output: unknown; created_on: Date }[]).map((row) => ({
    id: row.id,
    data: row.data,
    output: row.output,
    createdOn: row.created_on,
  }));
}
