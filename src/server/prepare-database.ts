import type { ServerConfig } from './config';
import type { Database } from './platform/db/client';
import { runMigrations } from './platform/db/migrate';
import { ensureCompanies, seedSandboxUsers } from './world/sandbox-identity';

/** Migrations, the configured companies and, in sandbox mode, the demo sign-ins of an empty database. */
export async function prepareDatabase(database: Database, config: ServerConfig): Promise<void> {
  await runMigrations(database.db);
  await ensureCompanies(database.db);
  if (config.sandbox) await seedSandboxUsers(database.db, config.sandboxPassword);
}
