import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../platform/db/open-database';
import { createFileStore } from '../platform/files/create-file-store';
import { prepareDatabase } from '../prepare-database';
import { loadWorld, WorldNotEmptyError } from './load-world';
import { truncateWorldTables } from './world-tables';
import { isWorldSize, WORLD_SIZES } from './world-size';

/**
 * `npm run world -- --seed N --size small|demo|large [--reset] [--now ISO]`: fills the database the
 * server would use (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR) with the sandbox world.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      size: { type: 'string', default: 'demo' },
      reset: { type: 'boolean', default: false },
      now: { type: 'string' },
    },
  });
  const seed = Number.parseInt(values.seed, 10);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
  if (!isWorldSize(values.size)) throw new Error(`--size must be one of ${WORLD_SIZES.join(', ')}`);
  const now = values.now ? new Date(values.now) : undefined;
  if (now && Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);

  const config = loadConfig();
  const database = await openDatabase(config, (m) => console.error(`[postgres] ${m}`), 2);
  try {
    await prepareDatabase(database, config);
    if (values.reset) {
      await truncateWorldTables(database.pool);
      console.log('Emptied the business and simulator tables.');
    }
    console.log(`Loading the ${values.size} world (seed ${seed})...`);
    let rows = 0;
    let nextReport = 250_000;
    const result = await loadWorld(database.pool, {
      seed,
      size: values.size,
      now,
      // The drivers' signatures go where the server reads them.
      files: await createFileStore(config.dataDir),
      onBatch: (_table, n) => {
        rows += n;
        if (rows >= nextReport) {
          console.log(`  ${rows.toLocaleString('en-US')} rows...`);
          nextReport += 250_000;
        }
      },
    });
    const { rows: size } = await database.pool.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    const entries = Object.entries(result.counts).filter(([, n]) => n > 0);
    const total = entries.reduce((sum, [, n]) => sum + n, 0);
    for (const [table, n] of entries)
      console.log(`  ${table.padEnd(24)} ${n.toLocaleString('en-US').padStart(11)}`);
    console.log(`  ${'total'.padEnd(24)} ${total.toLocaleString('en-US').padStart(11)}`);
    console.log(
      `Loaded in ${(result.elapsedMs / 1000).toFixed(1)} s; database size ${size[0]?.size ?? '?'}.`,
    );
  } finally {
    await database.pool.end();
    await database.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof WorldNotEmptyError ? error.message : error);
  process.exit(1);
});
