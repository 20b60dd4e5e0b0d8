import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as admin from './schema/admin';
import * as identity from './schema/identity';
import * as platform from './schema/platform';

export const schema = { ...identity, ...admin, ...platform };
export type Db = NodePgDatabase<typeof schema>;

export type Database = { pool: pg.Pool; db: Db };

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}
