/**
 * `npm run bench` (boards): Refresh Screens fanned out to 200 connected wall boards across two
 * server instances on one database (issue 11). Each board is a real HTTP client holding
 * `GET /graphql?query=subscription { refreshSignal }&ticket=…` open, 100 on each instance; the
 * office's `mutation { triggerRefresh }` goes to the first instance, whose NOTIFY reaches both
 * instances' LISTEN connections, and each instance writes the `next` event to its boards. Measured:
 * the time from sending the mutation to each board receiving its event (p50, p95, max), over
 * BENCH_BOARD_ROUNDS rounds (default 30). Writes docs/performance.md ("Board refresh fan-out").
 *
 * The database: DATABASE_URL, or the embedded PostgreSQL of BENCH_BOARDS_DATA_DIR (default
 * .test-data/bench-boards, port BENCH_BOARDS_PG_PORT or 54431). No world is needed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { TokenResponse } from '../../src/shared/api/auth/login';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDatabase } from '../../src/server/platform/db/client';
import { openDatabase } from '../../src/server/platform/db/open-database';
import type { App } from '../../src/server/platform/http/types';
import { prepareDatabase } from '../../src/server/prepare-database';
import { replaceSection } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BOARDS = 200;
const ROUNDS = Number(process.env.BENCH_BOARD_ROUNDS ?? 30);
const ROUND_TIMEOUT_MS = 10_000;

type Board = { instance: number; received: () => Promise<number>; close: () => void };

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A wall board's stream: resolves each `received` with the moment its next `event: next` arrived. */
function openBoard(origin: string, ticket: string, instance: number, agent: http.Agent): Promise<Board> {
  const query = new URLSearchParams({ query: 'subscription { refreshSignal }', ticket }).toString();
  return new Promise((resolve, reject) => {
    const waiting: ((at: number) => void)[] = [];
    const req = http.get(`${origin}/graphql?${query}`, { agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`board stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          if (buffer.slice(0, end).includes('event: next')) waiting.shift()?.(at);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      });
      resolve({
        instance,
        received: () => new Promise<number>((done) => waiting.push(done)),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main(): Promise<void> {
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: process.env.BENCH_BOARDS_DATA_DIR ?? path.join(ROOT, '.test-data/bench-boards'),
      PG_PORT: process.env.BENCH_BOARDS_PG_PORT ?? '54431',
      LOG_LEVEL: 'silent',
      JOBS: 'off',
    }),
    sandbox: true,
  };
  const database = await openDatabase(config, (m) => console.error(`[postgres] ${m}`));
  // The second instance has its own pool and its own LISTEN connection, as another process would.
  const second = createDatabase(database.connectionString, 10);
  const apps: App[] = [];
  const boards: Board[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: BOARDS * 2 });
  try {
    await prepareDatabase(database, config);
    const one = await buildApp({ config, database, logger: false });
    const two = await buildApp({ config, database: second, logger: false });
    apps.push(one.app, two.app);
    const origins = [await listen(one.app), await listen(two.app)];
    const login = await one.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'bulk', password: config.sandboxPassword },
    });
    if (login.statusCode !== 200) throw new Error(`bulk could not sign in: ${login.body}`);
    const headers = {
      authorization: `Bearer ${(JSON.parse(login.body) as TokenResponse).access_token}`,
      company_id: 'Furhaven_bulk',
    };
    const issued = await one.app.inject({ method: 'POST', url: '/api/events/ticket', headers });
    const { ticket } = JSON.parse(issued.body) as { ticket: string };

    for (let i = 0; i < BOARDS; i += 1) {
      boards.push(await openBoard(origins[i % 2]!, ticket, i % 2, agent));
    }
    const buses = [one.realtime.bus, two.realtime.bus];
    for (let wait = 0; buses.some((bus) => bus.subscriberCount < BOARDS / 2); wait += 1) {
      if (wait > 200) throw new Error('the boards did not all subscribe');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    const samples: { instance: number; ms: number }[] = [];
    const loadBefore = os.loadavg()[0]!;
    for (let round = 0; round < ROUNDS; round += 1) {
      const arrivals = boards.map((b) => b.received());
      const sentAt = performance.now();
      const res = await fetch(`${origins[0]}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { triggerRefresh }' }),
      });
      if (res.status !== 200) throw new Error(`triggerRefresh answered ${res.status}`);
      const all = Promise.all(arrivals);
      const timeout = new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`round ${round}: not every board heard it`)), ROUND_TIMEOUT_MS),
      );
      const times = await Promise.race([all, timeout]);
      times.forEach((at, i) => samples.push({ instance: boards[i]!.instance, ms: at - sentAt }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const loadAfter = os.loadavg()[0]!;

    const stats = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
    };
    const everything = stats(samples.map((s) => s.ms));
    const lines = [
      ['all 200 boards', everything],
      [
        '100 boards on the instance that got the mutation',
        stats(samples.filter((s) => s.instance === 0).map((s) => s.ms)),
      ],
      ['100 boards on the other instance', stats(samples.filter((s) => s.instance === 1).map((s) => s.ms))],
    ] as const;
    for (const [label, s] of lines)
      console.log(`${label}: p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`);

    const section = [
      '## Board refresh fan-out (`npm run bench`)',
      '',
      '`tests/bench/boards.bench.ts`: Refresh Screens reaching the wall boards (issue 11). Two server',
      'instances on one PostgreSQL, each with its own pool and LISTEN connection, run in the bench',
      `process; ${BOARDS} boards hold \`GET /graphql\` refreshSignal streams open, half on each instance (plain`,
      'HTTP clients in the same process, reading the SSE frames). Each round sends',
      '`mutation { triggerRefresh }` to the first instance over HTTP and times, for every board, the',
      'moment its `event: next` arrives; the time includes the mutation request, the NOTIFY at commit,',
      `both instances' fan-out and the socket writes. ${ROUNDS} rounds, 100 ms apart.`,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, Node ${process.version};`,
      `load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after (other work shared the machine).`,
      '',
      '| boards | p50 | p95 | max |',
      '| ------ | --- | --- | --- |',
      ...lines.map(([label, s]) => `| ${label} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`),
      '',
      'Goal (issue 11): a refresh from the office reaches every board within a second; this run:',
      `${everything.max <= 1000 ? 'met' : 'not met'} (the slowest board of ${samples.length.toLocaleString('en-US')} receipts: ${ms(everything.max)}).`,
      'The servers and the 200 clients share one event loop here, so this is an upper bound for',
      'separate processes.',
      '',
    ].join('\n');
    await replaceSection(path.join(ROOT, 'docs/performance.md'), '## Board refresh fan-out', section);
    console.log('Written to docs/performance.md ("Board refresh fan-out").');
  } finally {
    for (const board of boards) board.close();
    agent.destroy();
    for (const app of apps) await app.close();
    await second.pool.end();
    await database.pool.end();
    await database.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
