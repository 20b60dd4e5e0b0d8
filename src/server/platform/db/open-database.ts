import type { ServerConfig } from '../../config';
import { ensureCompanies, seedSandboxUsers } from '../../world/sandbox-identity';
import { createDatabase, type Database } from './client';
import { startEmbeddedPostgres, type EmbeddedHandle } from './embedded';
import { runMigrations } from './migrate';

export type OpenedDatabase = Database & {
  connectionString: string;
  /** Set when this process uses the embedded PostgreSQL of DATA_DIR (started here or joined). */
  embedded: EmbeddedHandle | undefined;
};

/**
 * The database every entry point (server, worker, world CLI) uses: DATABASE_URL when set, else the
 * embedded PostgreSQL of DATA_DIR, joining one already running on the same data.
 */
export async function openDatabase(
  config: ServerConfig,
  onPostgresError: (message: string) => void,
  poolSize?: number,
): Promise<OpenedDatabase> {
  let embedded: EmbeddedHandle | undefined;
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, 'dockhand', (m) => {
      if (/error|fatal/i.test(m)) onPostgresError(m);
    });
    connectionString = embedded.connectionString;
  }
  return { ...createDatabase(connectionString, poolSize), connectionString, embedded };
}

/** Migrations, the configured companies and, in sandbox mode, the demo sign-ins of an empty database. */
export async function prepareDatabase(database: Database, config: ServerConfig): Promise<void> {
  await runMigrations(database.db);
  await ensureCompanies(database.db);
  if (config.sandbox) await seedSandboxUsers(database.db, config.sandboxPassword);
}
