import type { ServerConfig } from '../../config';
import { createDatabase, type Database } from './client';
import { startEmbeddedPostgres, type EmbeddedHandle } from './embedded';

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
