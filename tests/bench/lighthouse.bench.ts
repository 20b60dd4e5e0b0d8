/**
 * `npm run bench`: Lighthouse's mobile performance score of the sign-in page (/login, the office
 * shell's first screen) and the dock kiosk (/kiosk/), as a phone on a slow connection would load them
 * (Lighthouse's default mobile settings: a Moto G class screen, 4x CPU slowdown and slow 4G,
 * simulated). Goals are measured, never timed tests (ARCHITECTURE section 10).
 *
 * It builds the client into dist-lighthouse/, starts the real server on it (embedded PostgreSQL in
 * a fresh .test-data/lighthouse, the demo world), runs Lighthouse in Debian's Chromium
 * (/usr/bin/chromium, headless, through chrome-launcher) LIGHTHOUSE_RUNS times per page (default 3)
 * and reports the median run by score, then writes the table to docs/performance.md ("Lighthouse").
 * Scores move with the machine's load (the CPU slowdown multiplies what the page really costs
 * here), so the load average is printed and written beside them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { replaceSection } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3230);
const PG_PORT = PORT + 51_181;
const OUT_DIR = 'dist-lighthouse';
const DATA_DIR = '.test-data/lighthouse';
const BASE_URL = `http://localhost:${PORT}`;
const PAGES = [
  { label: 'sign-in page (`/login`, office shell)', path: '/login' },
  { label: 'dock kiosk (`/kiosk/`, not yet paired)', path: '/kiosk/' },
];

type Run = { score: number; fcp: number; lcp: number; tbt: number; si: number; cls: number; js: number };

/** Runs a command to its end; fails on a non-zero exit. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function startServer(): Promise<ChildProcess> {
  await rm(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  // Its own process group, so stopping it reaches tsx and the server it runs.
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR,
      PORT: String(PORT),
      PG_PORT: String(PG_PORT),
      STATIC_DIR: OUT_DIR,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A new database with the demo world: a minute on a quiet machine, more on a busy one.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${BASE_URL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(server);
  throw new Error('the server did not answer /api/health within 5 minutes');
}

/** Stops the server with SIGTERM (it stops its PostgreSQL first) and waits for it. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
}

async function measure(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    js: (scripts ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  console.log(`Building the client into ${OUT_DIR}/ ...`);
  await run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn']);
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
  const rows: string[] = [];
  const loads: number[] = [];
  try {
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        loads.push(os.loadavg()[0]!);
        runs.push(await measure(chrome.port, `${BASE_URL}${page.path}`));
      }
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const scores = runs.map((r) => r.score).join(', ');
      const row =
        `| ${page.label} | ${median.score} (${scores}) | ${seconds(median.fcp)} | ${seconds(median.lcp)} | ` +
        `${Math.round(median.tbt)} ms | ${seconds(median.si)} | ${median.cls.toFixed(3)} | ${(median.js / 1024).toFixed(1)} KB |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    chrome.kill();
    await stopServer(server);
  }
  const load = `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`;
  const section = [
    '## Lighthouse (`npm run bench`)',
    '',
    '`tests/bench/lighthouse.bench.ts` builds the client, starts the real server on it (demo world) and',
    "runs Lighthouse's performance category with its default mobile settings (a Moto G class screen,",
    '4x CPU slowdown and slow 4G, simulated) in Debian’s headless Chromium, ' +
      `${RUNS} runs per page; the table shows the median run (by score) and every score.`,
    'Lighthouse multiplies what the page costs on this machine, so a busy machine scores lower.',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version},`,
    `Lighthouse 13.5.0, load average ${load} during the runs.`,
    '',
    '| page | score (runs) | FCP | LCP | TBT | Speed Index | CLS | JS transferred |',
    '| ---- | ------------ | --- | --- | --- | ----------- | --- | -------------- |',
    ...rows,
    '',
  ].join('\n');
  await replaceSection(path.join(ROOT, 'docs/performance.md'), '## Lighthouse', section);
  console.log('Written to docs/performance.md ("Lighthouse").');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
