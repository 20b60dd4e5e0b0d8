import { getTableName } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../platform/db/client';
import { defaultNow } from './clock';
import { copyBatch } from './copy-rows';
import { carrierSignIns } from '../platform/db/schema/dock';
import { extractJobs } from '../platform/db/schema/files';
import { writeExtractResults } from './extract-results';
import { generateWorld } from './generate-world';
import { rngFor } from './prng';
import { signaturePng } from './signatures';
import { WORLD_TABLES, nonEmptyTables, resetSequences } from './world-tables';
import type { WorldSize } from './world-size';

export type LoadWorldOptions = {
  seed?: number;
  size?: WorldSize;
  /** The moment the world's dates count back from; defaults to the start of the current hour. */
  now?: Date;
  /** Called after each batch, for progress output on big loads. */
  onBatch?: (table: string, rows: number) => void;
  /**
   * Where the drivers' signatures go (the app's file store). Without one the sign-ins are loaded
   * without a signature, so no row names a file that is not there.
   */
  files?: SignatureSink;
};

/** The part of the file store the loader writes to. */
export type SignatureSink = { put(key: string, bytes: Uint8Array, contentType: string): Promise<void> };

type SignInRow = typeof carrierSignIns.$inferInsert;

/**
 * Draws each sign-in's signature into the file store before the rows are copied (and so before they
 * commit): a row that names a file always has it; a rolled-back load leaves at worst unused files.
 */
async function writeSignatures(
  seed: number,
  rows: readonly object[],
  files: SignatureSink | undefined,
): Promise<void> {
  for (const row of rows as SignInRow[]) {
    if (!row.signatureKey) continue;
    if (!files) {
      row.signatureKey = null;
      continue;
    }
    const rng = rngFor(seed, 'signature', row.company, row.signInId ?? 0);
    await files.put(row.signatureKey, signaturePng(rng, row.driverName), 'image/png');
  }
}

export type LoadWorldResult = { counts: Record<string, number>; elapsedMs: number };

export class WorldNotEmptyError extends Error {
  constructor(readonly tables: readonly string[]) {
    super(
      'Refusing to load the sandbox world: the database already has business or simulator rows ' +
        `(in ${tables.join(', ')}). Run \`npm run world -- --reset ...\` to empty them first.`,
    );
    this.name = 'WorldNotEmptyError';
  }
}

/** Serialises concurrent loaders (two servers starting on one empty database). */
const LOCK_KEY = 0x0d0c_4a4e;

function poolOf(target: Db | pg.Pool): pg.Pool {
  // A Drizzle node-postgres database keeps its pool as $client (not part of the Db type).
  return target instanceof pg.Pool ? target : (target as Db & { $client: pg.Pool }).$client;
}

/**
 * Loads the world in one transaction with COPY. Refuses a database that already holds business rows
 * or simulator state, so a sandbox never mixes generated data with real work.
 */
export async function loadWorld(
  target: Db | pg.Pool,
  options: LoadWorldOptions = {},
): Promise<LoadWorldResult> {
  const started = performance.now();
  const client = await poolOf(target).connect();
  const counts: Record<string, number> = Object.fromEntries(WORLD_TABLES.map((t) => [getTableName(t), 0]));
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const busy = await nonEmptyTables(client);
    if (busy.length > 0) throw new WorldNotEmptyError(busy);
    const seed = options.seed ?? 1;
    const world = generateWorld({
      seed,
      size: options.size ?? 'demo',
      now: options.now ?? defaultNow(),
    });
    for (const batch of world) {
      if (batch.table === carrierSignIns) await writeSignatures(seed, batch.rows, options.files);
      if (batch.table === extractJobs) await writeExtractResults(batch.rows, options.files);
      const n = await copyBatch(client, batch);
      const name = getTableName(batch.table);
      counts[name] = (counts[name] ?? 0) + n;
      if (n > 0) options.onBatch?.(name, n);
    }
    await resetSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  // Fresh statistics, so the first searches on a just-loaded world get good plans.
  await poolOf(target).query(`analyze ${WORLD_TABLES.map((t) => `"${getTableName(t)}"`).join(', ')}`);
  return { counts, elapsedMs: performance.now() - started };
}

/** True when the database has any business row (main.ts loads the demo world only when false). */
export async function hasBusinessRows(target: Db | pg.Pool): Promise<boolean> {
  return (await nonEmptyTables(poolOf(target))).length > 0;
}

/**
 * What `npm start` does on a sandbox: load the demo world (seed 1) when the database holds no
 * business rows. Returns null when there was something already (or another instance just loaded it).
 */
export async function loadDemoWorldIfEmpty(
  target: Db | pg.Pool,
  files?: SignatureSink,
): Promise<LoadWorldResult | null> {
  if (await hasBusinessRows(target)) return null;
  try {
    return await loadWorld(target, { seed: 1, size: 'demo', files });
  } catch (error) {
    if (error instanceof WorldNotEmptyError) return null;
    throw error;
  }
}
