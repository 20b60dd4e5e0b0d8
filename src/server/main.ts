import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/db/open-database';
import {
  createFileStore,
  describeFileStore,
  loadFileStoreSettings,
} from './platform/files/create-file-store';
import type { FileStore } from './platform/files/file-store';
import { ZplListener } from './integrations/printing/zpl-listener';
import { prepareDatabase } from './prepare-database';
import { createJobHandlers, QUEUES } from './modules/modules';
import { createInlineSender, createSwitchableSender } from './platform/jobs/job-sender';
import { startServerJobs } from './platform/jobs/start-jobs';
import { loadDemoWorldIfEmpty } from './world/load-world';
import { SANDBOX_USERS } from './world/sandbox-identity';

async function main(): Promise<void> {
  const config = loadConfig();
  // A half-made FILES_S3_* setting stops here, before the database starts.
  const fileSettings = loadFileStoreSettings(config.dataDir);
  const database = await openDatabase(config, (m) => console.error(`[postgres] ${m}`));
  const { connectionString, embedded } = database;
  await prepareDatabase(database, config);
  const files = await createFileStore(config.dataDir);
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

  const printer =
    config.sandbox && config.sandboxPrinterPort !== null
      ? await startSandboxPrinter(config.sandboxPrinterPort, files, app.log)
      : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => undefined);
    await printer?.close().catch(() => undefined);
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
    describeFileStore(fileSettings),
  ];
  if (config.sandbox) {
    lines.push(`Demo sign-ins (password ${config.sandboxPassword}):`);
    for (const u of SANDBOX_USERS) lines.push(`  ${u.username.padEnd(8)} ${u.note}`);
    if (printer)
      lines.push(
        `Sandbox label printer (raw ZPL, a Zebra's port): 127.0.0.1:${printer.port}; jobs kept in the file store under sandbox-printer/`,
      );
  }
  console.log(lines.join('\n'));
}

/**
 * The sandbox's network label printer (issue 19): a raw-ZPL listener on 127.0.0.1 that keeps every
 * job it receives in the file store under sandbox-printer/, so an admin can point a `zpl-tcp`
 * printer at it and see what a Zebra would have printed. A port in use only costs the listener.
 */
async function startSandboxPrinter(
  port: number,
  files: FileStore,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
): Promise<ZplListener | null> {
  let n = 0;
  const listener = new ZplListener((zpl) => {
    n += 1;
    const key = `sandbox-printer/${new Date().toISOString().replace(/[:.]/g, '-')}-${n}.zpl`;
    files
      .put(key, zpl, 'text/plain')
      .then(() => log.info({ key, bytes: zpl.length }, 'the sandbox label printer received a job'))
      .catch((error: unknown) => log.warn({ err: error }, 'the sandbox label printer could not keep a job'));
  });
  try {
    await listener.start(port);
    return listener;
  } catch (error) {
    log.warn({ err: error, port }, 'the sandbox label printer could not listen');
    return null;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
