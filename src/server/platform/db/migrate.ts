import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client';

// Beside this module: src/server/platform/db/ under tsx, dist-server/ in the production build
// (scripts/build-server.ts copies the folder there).
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The session advisory lock every process holds while it migrates (any other key is another lock). */
export const MIGRATION_LOCK = 0x0d0c_6d67;

/**
 * Applies the committed migrations. Every server and worker runs this at start; drizzle's migrator
 * takes no lock, so two processes starting at once (a rolling upgrade, a scaled deployment) would
 * both apply the same migration and one would fail. A session advisory lock, held on one connection
 * of the pool while the migrator works on another, makes them take turns: the first applies, the
 * rest find nothing left to do.
 */
export async function runMigrations(db: Db): Promise<void> {
  // drizzle(pool) keeps its pool as $client (not part of the Db type).
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
