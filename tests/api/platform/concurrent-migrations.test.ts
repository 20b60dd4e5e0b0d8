import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../../../src/server/platform/db/client';
import { MIGRATIONS_DIR, runMigrations } from '../../../src/server/platform/db/migrate';
import { createJobs } from '../../../src/server/platform/jobs/jobs';
import { deadLetterQueue } from '../../../src/server/platform/jobs/queues';
import { QUEUES } from '../../../src/server/modules/modules';

/**
 * Several processes starting at once on an empty database (a scaled deployment, a rolling upgrade):
 * each runs the migrations at start, and they take turns, so each migration is applied once and no
 * start fails. The job queues too: each process creates or updates every pg-boss queue at start.
 */
const NAME = `dockhand_migrate_${randomBytes(4).toString('hex')}`;
let admin: pg.Client;
const databases: Database[] = [];

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('pgUrl') });
  await admin.connect();
  await admin.query(`create database ${NAME}`);
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${NAME}`;
  for (let i = 0; i < 3; i++) databases.push(createDatabase(url.toString(), 3));
});
afterAll(async () => {
  for (const database of databases) await database.pool.end().catch(() => undefined);
  await admin?.query(`drop database if exists ${NAME} with (force)`).catch(() => undefined);
  await admin?.end();
});

describe('migrations at start', () => {
  it('three processes migrating one empty database at once apply each migration once', async () => {
    const results = await Promise.allSettled(databases.map((database) => runMigrations(database.db)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { rows } = await databases[0]!.pool.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  }, 60_000);

  it('three processes creating the job queues at once all start, with each queue once', async () => {
    const url = new URL(inject('pgUrl'));
    url.pathname = `/${NAME}`;
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => createJobs(url.toString(), log, { role: 'all', queues: QUEUES, poolSize: 2 })),
    );
    for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
    expect(started.filter((r) => r.status === 'rejected')).toEqual([]);
    const { rows } = await databases[0]!.pool.query<{ name: string }>('select name from pgboss.queue');
    // Each queue and its dead-letter queue, once (the name is the table's key).
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(Object.keys(QUEUES).flatMap((queue) => [queue, deadLetterQueue(queue)])),
    );
  }, 60_000);
});
