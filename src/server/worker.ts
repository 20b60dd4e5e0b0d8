import pino from 'pino';
import { loadConfig } from './config';
import { LOG_SERIALIZERS } from './platform/log/safe-error';
import { runMigrations } from './platform/db/migrate';
import { openDatabase } from './platform/db/open-database';
import { createFileStore } from './platform/files/create-file-store';
import { createIntegrations, integrationOptionsOf } from './integrations/registry';
import { createJobHandlers, QUEUES } from './modules/modules';
import { createJobs } from './platform/jobs/jobs';

import { registerWorkers } from './platform/jobs/workers';

/**
 * `npm run worker`: works the pg-boss queues without serving HTTP, so jobs scale apart from the
 * web servers (ARCHITECTURE section 11). Pair it with JOBS=worker-only on the servers. It picks the
 * database as main.ts does: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (joining a
 * running one).
 */
async function worker(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { process: 'worker' }, serializers: LOG_SERIALIZERS });
  const database = await openDatabase(config, (m) => log.error({ postgres: m }, 'PostgreSQL'));
  const { connectionString, embedded } = database;
  // Handlers need the app's tables; a worker that starts first creates them (migrations serialise).
  await runMigrations(database.db);

  const jobs = await createJobs(connectionString, log, { role: 'all', queues: QUEUES });
  const files = await createFileStore(config.dataDir);
  const integrations = createIntegrations(database.db, files, integrationOptionsOf(config));
  await registerWorkers(jobs, createJobHandlers({ db: database.db, files, integrations, log }));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Worker shutting down');
    await jobs.stop().catch((error: unknown) => log.warn({ err: error }, 'Stopping jobs failed'));
    await integrations.close?.().catch(() => undefined);
    await database.pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const where = embedded ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'DATABASE_URL';
  console.log(`Dockhand worker on ${where}, working: ${Object.keys(QUEUES).join(', ')}`);
}

worker().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
