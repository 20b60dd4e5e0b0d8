import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../../src/server/platform/db/schema/identity';
import { createJobs, type Jobs, type JobsLog } from '../../../src/server/platform/jobs/jobs';
import type { QueueDefinition, QueueDefinitions } from '../../../src/server/platform/jobs/queues';
import { registerWorkers } from '../../../src/server/platform/jobs/workers';
import { createJobHandlers, QUEUES } from '../../../src/server/modules/modules';
import { createLocalFileStore } from '../../../src/server/platform/files/file-store';
import type { Integrations } from '../../../src/server/integrations/registry';
import { createTestDatabase, type TestDatabase } from '../support/test-app';

/** Queues of the test only: no retry delay, so a failing job reaches its dead letter in about a second. */
type TestPayloads = {
  'test.echo': { n: number };
  'test.flaky': { n: number };
  'test.keyed': { n: number };
  'test.slow': { ms: number };
  'test.doomed': { record: number };
};
const quick: QueueDefinition = {
  policy: 'standard',
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 30,
};
const TEST_QUEUES: QueueDefinitions<TestPayloads> = {
  'test.echo': quick,
  'test.flaky': { ...quick, retryLimit: 2 },
  'test.keyed': { ...quick, policy: 'stately' },
  'test.slow': quick,
  'test.doomed': { ...quick, retryLimit: 1 },
};

type Logged = { level: 'info' | 'warn' | 'error'; msg: string };
const logged: Logged[] = [];
const log: JobsLog = {
  info: (_obj, msg) => logged.push({ level: 'info', msg }),
  warn: (_obj, msg) => logged.push({ level: 'warn', msg }),
  error: (_obj, msg) => logged.push({ level: 'error', msg }),
};

let db: TestDatabase;
let jobs: Jobs<TestPayloads>;

beforeAll(async () => {
  db = await createTestDatabase();
  jobs = await createJobs<TestPayloads>(db.connectionString, log, {
    queues: TEST_QUEUES,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await jobs?.stop();
  await db?.drop();
});

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function stateOf(queue: keyof TestPayloads, id: string | null) {
  if (!id) throw new Error('send answered no id');
  return (await jobs.boss.getJobById(queue, id))?.state;
}

describe('jobs on pg-boss', () => {
  it('runs a job with its payload and keeps what the handler returned', async () => {
    const seen: number[] = [];
    await jobs.work('test.echo', async ({ n }) => {
      seen.push(n);
      return { doubled: n * 2 };
    });
    const id = await jobs.send('test.echo', { n: 21 });
    await waitFor(async () => (await stateOf('test.echo', id)) === 'completed', 'test.echo to complete');
    expect(seen).toEqual([21]);
    expect((await jobs.boss.getJobById('test.echo', id ?? ''))?.output).toEqual({ doubled: 42 });
  });

  it('retries a failing job, then keeps it in the dead-letter queue', async () => {
    const attempts: number[] = [];
    await jobs.work('test.flaky', async (_payload, job) => {
      attempts.push(job.retryCount);
      throw new Error('partner down');
    });
    const id = await jobs.send('test.flaky', { n: 7 });
    await waitFor(async () => (await stateOf('test.flaky', id)) === 'failed', 'test.flaky to fail');

    expect(attempts).toEqual([0, 1, 2]);
    const dead = await jobs.deadLetters('test.flaky');
    expect(dead).toHaveLength(1);
    expect(dead[0]?.data).toEqual({ n: 7 });
    expect(dead[0]?.output).toMatchObject({ message: 'partner down' });
    expect(await jobs.boss.getQueueSize('test.flaky.dead')).toBe(1);
    expect(logged.filter((l) => l.msg.includes('will be retried'))).toHaveLength(2);
    expect(logged.filter((l) => l.level === 'error' && l.msg.includes('test.flaky.dead'))).toHaveLength(1);
  });

  it('dedupes by singleton key while a job waits', async () => {
    const first = await jobs.send('test.keyed', { n: 1 }, { singletonKey: 'po-1' });
    const again = await jobs.send('test.keyed', { n: 2 }, { singletonKey: 'po-1' });
    const other = await jobs.send('test.keyed', { n: 3 }, { singletonKey: 'po-2' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(await jobs.boss.getQueueSize('test.keyed')).toBe(2);
    // A standard queue would ignore the key; the wrapper says so instead of queueing a duplicate.
    await expect(jobs.send('test.echo', { n: 1 }, { singletonKey: 'x' })).rejects.toThrow(/standard policy/);
    await expect(jobs.send('test.nope' as 'test.echo', { n: 1 })).rejects.toThrow(/Unknown queue/);
  });

  it('gives up a job that failed every attempt: its give-up runs once, with the reason', async () => {
    const attempts: number[] = [];
    const givenUp: { payload: unknown; reason: string }[] = [];
    const handler = Object.assign(
      async ({ record }: { record: number }) => {
        attempts.push(record);
        throw new Error('the record cannot be written', { cause: new Error('disk full') });
      },
      {
        giveUp: async (payload: unknown, reason: string) => {
          givenUp.push({ payload, reason });
        },
      },
    );
    // Through registerWorkers, as the server and the worker wire every module's give-up.
    await registerWorkers(jobs, { 'test.doomed': handler });
    const id = await jobs.send('test.doomed', { record: 5 });
    await waitFor(async () => givenUp.length > 0, 'test.doomed to be given up');
    expect(await stateOf('test.doomed', id)).toBe('failed');
    expect(attempts).toEqual([5, 5]);
    // The innermost cause, as the screen shows it; once, not once per attempt.
    expect(givenUp).toEqual([{ payload: { record: 5 }, reason: 'disk full' }]);
    await sleep(1500);
    expect(givenUp).toHaveLength(1);
  });

  it('stops cleanly: the running job finishes, the connections close, sends are refused', async () => {
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    await jobs.work('test.slow', async ({ ms }) => {
      started();
      await sleep(ms);
      finished = true;
    });
    const id = await jobs.send('test.slow', { ms: 600 });
    await running;
    await jobs.stop();
    expect(finished).toBe(true);

    const { rows } = await db.pool.query<{ state: string }>(`select state from pgboss.job where id = $1`, [
      id,
    ]);
    expect(rows[0]?.state).toBe('completed');
    await waitFor(async () => {
      const open = await db.pool.query(
        `select 1 from pg_stat_activity where application_name = 'dockhand-jobs' and datname = current_database()`,
      );
      return open.rowCount === 0;
    }, 'pg-boss connections to close');
    await expect(jobs.send('test.echo', { n: 1 })).rejects.toThrow(/stopped/);
    await jobs.stop();
  });
});

describe('the maintenance.prune queue', () => {
  it('is defined with a dead letter and an hourly cron, and its job prunes', async () => {
    const real = await createJobs(db.connectionString, log, { pollingIntervalSeconds: 0.5, queues: QUEUES });
    try {
      await registerWorkers(
        real,
        createJobHandlers({
          db: db.db,
          files: createLocalFileStore(mkdtempSync(path.join(tmpdir(), 'jobs-'))),
          integrations: {} as Integrations,
          log,
        }),
      );
      expect(await real.boss.getQueue('maintenance.prune')).toMatchObject({
        policy: 'stately',
        deadLetter: 'maintenance.prune.dead',
      });
      const schedules = await real.boss.getSchedules();
      expect(schedules).toEqual([expect.objectContaining({ name: 'maintenance.prune', cron: '0 * * * *' })]);

      const [old] = await db.db
        .insert(loginAttempts)
        .values({
          username: 'x',
          address: '10.0.0.1',
          success: false,
          at: new Date(Date.now() - 2 * 86_400_000),
        })
        .returning();
      await real.send('maintenance.prune', {});
      await waitFor(async () => {
        const left = await db.db
          .select()
          .from(loginAttempts)
          .where(eq(loginAttempts.id, old?.id ?? 0));
        return left.length === 0;
      }, 'the old sign-in attempt to be pruned');
    } finally {
      await real.stop();
    }
  });
});
