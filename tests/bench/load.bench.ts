/**
 * `npm run bench` (load): the compiled server (scripts/build-server.ts, `node dist-server/main.js`
 * as production runs it) on a fresh embedded PostgreSQL with the demo sandbox world, loaded for
 * LOAD_SECONDS (default 300) over loopback by, at once:
 *   - LOAD_KIOSKS (50) dock kiosks (paired devices): change stream held open, a driver signed in and
 *     out every 10 to 30 s each with idempotency keys (one write in ten replayed as the outbox does),
 *     the open list reloaded on each change;
 *   - LOAD_BOARDS (200) boards holding `subscription { refreshSignal }`: LOAD_DASHBOARDS (20) Carrier
 *     Sign-In Dashboards (bulk users) and the rest wall boards (paired displays), each reloading its
 *     list on a signal; the office presses Refresh Screens every 15 s;
 *   - LOAD_OFFICE (20) office users searching orders (varied filters, every 3 to 8 s) and uploading a
 *     small dropship order file about once a minute each, following it until processed.
 * Prints errors per call (goal 0, with the first messages), requests and p50/p95/p99 per call,
 * events delivered and the lag from a write to its event, the server's RSS and heap and the
 * database's connections over time, and rewrites docs/performance.md ("Load"; LOAD_REPORT=off
 * skips that). Stops everything it started and exits non-zero if any call failed, a stream dropped
 * or the server logged an error. Ports: LOAD_PORT (4200) for the server, LOAD_PG_PORT (4201).
 */
import { setMaxListeners } from 'node:events';
import http from 'node:http';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../../src/server/platform/db/embedded';
import { kiosk, refresher, shippingBoard, signInDashboard, type Identity, type Run } from './load/actors';
import { officeUser } from './load/office';
import { buildServer, residentBytes, startServer, type ServerProcess } from './load/server-process';
import { Recorder, sleep } from './load/recorder';
import { loadReport, type Sample } from './load/report';
import { Setup, signatures } from './load/setup';
import { newTotals } from './load/stream';
import { replaceSection } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SETTINGS = {
  seconds: num('LOAD_SECONDS', 300),
  kiosks: num('LOAD_KIOSKS', 50),
  boards: num('LOAD_BOARDS', 200),
  dashboards: num('LOAD_DASHBOARDS', 20),
  office: num('LOAD_OFFICE', 20),
  refreshMs: 15_000,
};
const PORT = num('LOAD_PORT', 4200);
const PG_PORT = num('LOAD_PG_PORT', 4201);
const PASSWORD = 'Load-bench-2026!';
const SAMPLE_MS = 5_000;
/** After LOAD_SECONDS, the clients finish what they are doing (an upload being followed) within this. */
const WIND_DOWN_MS = 150_000;

async function main(): Promise<number> {
  const startedAt = Date.now();
  const out = path.join(ROOT, `dist-server-load-${process.pid}`);
  // Inside the repository (ignored by git), as the other benches' data: PostgreSQL runs as its own user.
  const dataDir = path.join(ROOT, `.test-data/load-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  let embedded: EmbeddedHandle | undefined;
  let server: ServerProcess | undefined;
  let db: pg.Client | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      agent.destroy();
      await db?.end().catch(() => undefined);
      const code = await server?.stop();
      if (code !== undefined && code !== 0 && code !== null) console.error(`The server exited with ${code}`);
      await embedded?.stop().catch((error: unknown) => console.error(error));
      await rm(out, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    })());
  // Stopped from outside (Ctrl-C, a CI timeout): the server, PostgreSQL and their files still go.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`${signal}: stopping the server and the database`);
      void cleanUp().finally(() => process.exit(130));
    });
  try {
    console.log(await buildServer(ROOT, out));
    embedded = await startEmbeddedPostgres(dataDir, PG_PORT, 'dockhand');
    const origin = `http://127.0.0.1:${PORT}`;
    server = await startServer(
      out,
      {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: embedded.connectionString,
        DATA_DIR: dataDir,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        INTEGRATIONS: 'sandbox',
        SANDBOX_PASSWORD: PASSWORD,
        SANDBOX_PRINTER_PORT: 'off',
        STATIC_DIR: path.join(dataDir, 'no-client-build'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      startedAt,
    );
    const serverReadyS = (Date.now() - startedAt) / 1000;
    console.log(`Server up (world loaded) after ${serverReadyS.toFixed(1)} s; setting up the clients`);
    db = new pg.Client({ connectionString: embedded.connectionString });
    await db.connect();

    const recorder = new Recorder();
    const setup = new Setup(origin, recorder, PASSWORD);
    const admin = await setup.signIn('admin');
    const kiosks: Identity[] = [];
    const displays: Identity[] = [];
    for (let i = 0; i < SETTINGS.kiosks; i += 1)
      kiosks.push(
        await setup.device(
          admin,
          `Load kiosk ${i + 1}`,
          i % 2 ? 'pennsylvania' : 'kentucky',
          'carrier-sign-in',
        ),
      );
    for (let i = 0; i < SETTINGS.boards - SETTINGS.dashboards; i += 1)
      displays.push(
        await setup.device(admin, `Load board ${i + 1}`, i % 2 ? 'pennsylvania' : 'kentucky', 'display'),
      );
    const office: Identity[] = [];
    for (let i = 0; i < SETTINGS.office; i += 1) office.push(await setup.signIn('office'));
    const bulk: Identity[] = [];
    for (let i = 0; i < SETTINGS.dashboards + 1; i += 1) bulk.push(await setup.signIn('bulk'));
    const carriers = await setup.carriers(kiosks[0]!);
    const pools = await setup.searchPools(office[0]!);
    const stock = await setup.uploadStock(office[0]!, db);
    const drawn = signatures(8);
    const setupS = (Date.now() - startedAt) / 1000 - serverReadyS;
    console.log(`Set up in ${setupS.toFixed(1)} s; loading for ${SETTINGS.seconds} s`);

    const stopper = new AbortController();
    // Every client's waits listen for the end of the run.
    setMaxListeners(0, stopper.signal);
    const run: Run = {
      origin,
      recorder: new Recorder(),
      stop: stopper.signal,
      agent,
      writes: new Map(),
      heard: [],
      refreshes: [],
      boardLags: [],
      streams: { kiosks: newTotals(), boards: newTotals(), dashboards: newTotals() },
      uploads: { orders: 0, refusedOrders: 0 },
    };
    const loop = monitorEventLoopDelay({ resolution: 20 });
    loop.enable();
    const loadStart = Date.now();
    let openedStreams = 0;
    let allOpenS = NaN;
    const opened = () => {
      openedStreams += 1;
      if (openedStreams === SETTINGS.kiosks + SETTINGS.boards) allOpenS = (Date.now() - loadStart) / 1000;
    };
    const runTag = Date.now().toString(36).slice(-5).toUpperCase();
    const clients = [
      ...kiosks.map((k) => kiosk(run, k, carriers, drawn, opened)),
      ...displays.map((d) => shippingBoard(run, d, opened)),
      ...bulk.slice(1).map((b) => signInDashboard(run, b, opened)),
      refresher(run, bulk[0]!, SETTINGS.refreshMs),
      ...office.map((o) => officeUser(run, o, pools, stock, runTag)),
    ];

    const samples: Sample[] = [];
    const sample = async () => {
      const rss = await residentBytes(server!.child.pid!);
      const { rows } = await db!.query<{ total: string; active: string }>(
        `select count(*) as total, count(*) filter (where state = 'active') as active from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      const heap = server!.heap.at(-1);
      samples.push({
        t: (Date.now() - loadStart) / 1000,
        rss,
        heapUsed: heap?.heapUsed ?? null,
        heapTotal: heap?.heapTotal ?? null,
        cpuPercent: heap?.cpuPercent ?? null,
        loopP99Ms: heap?.loopP99Ms ?? null,
        connections: Number(rows[0]?.total ?? 0),
        activeConnections: Number(rows[0]?.active ?? 0),
        load: os.loadavg()[0]!,
      });
    };
    await sample();
    const sampler = (async () => {
      while (!stopper.signal.aborted) {
        await sleep(SAMPLE_MS, stopper.signal);
        await sample();
      }
    })();
    const timer = setTimeout(() => stopper.abort(), SETTINGS.seconds * 1000);
    const progress = setInterval(() => {
      const s = samples.at(-1);
      console.log(
        `  ${Math.round((Date.now() - loadStart) / 1000)} s: ${run.recorder.totalErrors} errors, RSS ${s?.rss ? Math.round(s.rss / 2 ** 20) : '?'} MB, ${s?.connections ?? '?'} db connections, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }, 30_000);
    await sampler;
    clearTimeout(timer);
    clearInterval(progress);
    const settled = await Promise.race([
      Promise.all(clients).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), WIND_DOWN_MS).unref()),
    ]);
    if (!settled)
      run.recorder.error('wind-down', `the clients had not finished ${WIND_DOWN_MS / 1000} s after the run`);
    loop.disable();
    await sample();

    const report = loadReport({
      settings: SETTINGS,
      run,
      samples,
      serverProblems: server.problems,
      benchLoopP99Ms: loop.percentile(99) / 1e6,
      allOpenS,
      serverReadyS,
      setupS,
      devices: kiosks.length + displays.length,
      sessions: office.length + bulk.length + 1,
      setupErrors: recorder.totalErrors,
    });
    console.log(report.console);
    if (process.env.LOAD_REPORT !== 'off') {
      await replaceSection(path.join(ROOT, 'docs/performance.md'), '## Load', report.section);
      console.log('Written to docs/performance.md ("Load").');
    }
    return report.failed ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
