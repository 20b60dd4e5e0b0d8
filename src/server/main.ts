import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/db/open-database';
import { createLocalFileStore } from './platform/files/file-store';
import { prepareDatabase } from './prepare-database';
import { createJobHandlers, QUEUES } from './modules/modules';
import { createInlineSender, createSwitchableSender } from './platform/jobs/job-sender';
import { startServerJobs } from './platform/jobs/start-jobs';
import { loadDemoWorldIfEmpty } from './world/load-world';
import { SANDBOX_USERS } from './world/sandbox-identity';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, (m) => console.error(`[postgres] ${m}`));
  const { connectionString, embedded } = database;
  await prepareDatabase(database, config);
  const files = createLocalFileStore(config.dataDir);
  if (config.sandbox) {
    // An empty sandbox starts with the demo world (its signatures go to the file store), so every
    // screen has something to show.
    const world = await loadDemoWorldIfEmpty(database.db, files);
    if (world) {
      const rows = Object.values(world.counts).reduce((sum, n) => sum + n, 0);
      console.log(
        `Loaded the demo sandbox world (seed 1): ${rows} rows in ${(world.elapsedMs / 1000).toFixed(1)} s`,
      );
    }
  }

  // Routes get the sender now; it points at pg-boss (or, with JOBS=off, runs jobs in this process)
  // once the jobs have started, before the server listens.
  const sender = createSwitchableSender({
    send: () => Promise.reject(new Error('The job queues have not started yet.')),
  });
  const { app, integrations } = await buildApp({ config, database, jobs: sender, files });
  const handlers = createJobHandlers({ db: database.db, files, integrations, log: app.log });
  const jobs = await startServerJobs(config.jobs, connectionString, database.db, QUEUES, handlers, app.log);
  // JOBS=off: no pg-boss; jobs run in this process, one at a time, without retries.
  sender.use(jobs.jobs ?? createInlineSender(handlers, app.log));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => undefined);
    // Running jobs use the pool: let them finish before it closes.
    await jobs.stop().catch((error: unknown) => app.log.warn({ err: error }, 'stopping jobs failed'));
    await database.pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Dockhand${config.sandbox ? ' (SANDBOX)' : ''} is running at ${url}`,
    `API docs: ${url}/api/docs`,
    embedded
      ? `Database: embedded PostgreSQL in ${config.dataDir}/pg${embedded.reused ? ' (reused)' : ''}`
      : 'Database: DATABASE_URL',
  ];
  if (config.sandbox) {
    lines.push(`Demo sign-ins (password ${config.sandboxPassword}):`);
    for (const u of SANDBOX_USERS) lines.push(`  ${u.username.padEnd(8)} ${u.note}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
