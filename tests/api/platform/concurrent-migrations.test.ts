import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../../../src/server/platform/db/client';
import { MIGRATIONS_DIR, runMigrations } from '../../../src/server/platform/db/migrate';

/**
 * Several processes starting at once on an empty database (a scaled deployment, a rolling upgrade):
 * each runs the migrations at start, and they take turns, so each migration is applied once and no
 * start fails.
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
});
