import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/platform/db/open-database';
import { prepareDatabase } from '../../src/server/prepare-database';
import { hasBusinessRows, loadWorld } from '../../src/server/world/load-world';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The database of the benches that read the large world: DATABASE_URL, or the embedded PostgreSQL
 * of BENCH_DATA_DIR (default .test-data/large, port BENCH_PG_PORT or 54420), migrated, and filled
 * with the large world (seed 1; about 6 minutes) when it is empty. Jobs off, sandbox on: a bench
 * reads and must never reach a real outside system. Stop it with `closeLargeWorld`.
 */
export async function openLargeWorld() {
  const config: ServerConfig = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.test-data/large'),
      PG_PORT: process.env.BENCH_PG_PORT ?? '54420',
      LOG_LEVEL: 'silent',
      JOBS: 'off',
    }),
    sandbox: true,
  };
  const database = await openDatabase(config, (m) => console.error(`[postgres] ${m}`), 4);
  await prepareDatabase(database, config);
  if (!(await hasBusinessRows(database.pool))) {
    console.log('The database is empty: loading the large world (seed 1), about 6 minutes...');
    await loadWorld(database.pool, { seed: 1, size: 'large' });
  }
  return { config, database };
}

export async function closeLargeWorld(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await database.pool.end();
  await database.embedded?.stop();
}
