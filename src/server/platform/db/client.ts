import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as admin from './schema/admin';
import * as bulk from './schema/bulk';
import * as carriers from './schema/carriers';
import * as catalog from './schema/catalog';
import * as devices from './schema/devices';
import * as dock from './schema/dock';
import * as dropship from './schema/dropship';
import * as files from './schema/files';
import * as identity from './schema/identity';
import * as labour from './schema/labour';
import * as platform from './schema/platform';
import * as sandbox from './schema/sandbox';
import * as sandboxPartners from './schema/sandbox-partners';
import * as tpl from './schema/tpl';
import * as warranty from './schema/warranty';

export const schema = {
  ...identity,
  ...admin,
  ...platform,
  ...devices,
  ...catalog,
  ...dropship,
  ...bulk,
  ...dock,
  ...warranty,
  ...labour,
  ...tpl,
  ...files,
  ...sandbox,
  ...sandboxPartners,
  ...carriers,
};
export type Db = NodePgDatabase<typeof schema>;
/** The database or one of its transactions: what a write that may join a caller's transaction takes. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = { pool: pg.Pool; db: Db };

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}
