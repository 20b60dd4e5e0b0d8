/**
 * `npm run bench` (second part): a small reference read, GET /api/dropship/vendors, served by the
 * whole app (security headers, token, user and session checks, company, the list) at 50
 * connections with autocannon, as a ratio to a bare Fastify route answering the same bytes in the
 * same run (ARCHITECTURE section 10: goals are ratios, never timed tests). Also measured: the 304
 * of a client that holds the list, and the app with its caches switched off (every request reads
 * the user, the session and the list from PostgreSQL, as before issue 10 item 21). Writes the
 * numbers to docs/performance.md ("Reads").
 *
 * The database: DATABASE_URL, or the embedded PostgreSQL of BENCH_READS_DATA_DIR (default
 * .test-data/bench-reads, port BENCH_READS_PG_PORT or 54430), given the small world when empty.
 * BENCH_SECONDS sets each measurement's length (default 10).
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TokenResponse } from '../../src/shared/api/auth/login';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/platform/db/open-database';
import { prepareDatabase } from '../../src/server/prepare-database';
import { hasBusinessRows, loadWorld } from '../../src/server/world/load-world';
import { replaceSection } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const URL_PATH = '/api/dropship/vendors';

type Measured = { label: string; rps: number; p50: number; p99: number; errors: number; statuses: string };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** One autocannon run in a worker thread, so the load does not share the servers' event loop. */
async function measure(label: string, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    workers: 1,
  });
  const statuses = Object.entries({ '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'] })
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${count.toLocaleString('en-US')}`)
    .join(', ');
  const measured = {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx - result['3xx'],
    statuses,
  };
  console.log(
    `${label}: ${Math.round(measured.rps).toLocaleString('en-US')} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms (${statuses})`,
  );
  return measured;
}

async function main(): Promise<void> {
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: process.env.BENCH_READS_DATA_DIR ?? path.join(ROOT, '.test-data/bench-reads'),
      PG_PORT: process.env.BENCH_READS_PG_PORT ?? '54430',
      LOG_LEVEL: 'silent',
      JOBS: 'off',
    }),
    sandbox: true,
  };
  const database = await openDatabase(config, (m) => console.error(`[postgres] ${m}`));
  const servers: FastifyInstance[] = [];
  try {
    await prepareDatabase(database, config);
    if (!(await hasBusinessRows(database.pool))) await loadWorld(database.pool, { seed: 1, size: 'small' });

    const built = await buildApp({ config, database, logger: false });
    servers.push(built.app);
    const appUrl = await listen(built.app);
    const login = await built.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'office', password: config.sandboxPassword },
    });
    if (login.statusCode !== 200) throw new Error(`office could not sign in: ${login.body}`);
    const headers = {
      authorization: `Bearer ${(JSON.parse(login.body) as TokenResponse).access_token}`,
      company_id: 'Furhaven',
    };
    const first = await built.app.inject({ method: 'GET', url: URL_PATH, headers });
    if (first.statusCode !== 200) throw new Error(`${URL_PATH} answered ${first.statusCode}: ${first.body}`);

    // The same bytes from a route with nothing in front of it: the ceiling of this machine now.
    const bare = Fastify({ logger: false });
    const body = first.body;
    bare.get(URL_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    servers.push(bare);
    const bareUrl = await listen(bare);

    const loadBefore = os.loadavg()[0]!;
    const results = [
      await measure('bare Fastify route, same body', `${bareUrl}${URL_PATH}`),
      await measure('the app, 200 with the list', `${appUrl}${URL_PATH}`, headers),
      await measure('the app, 304 (If-None-Match)', `${appUrl}${URL_PATH}`, {
        ...headers,
        'if-none-match': String(first.headers.etag),
      }),
    ];
    // As before the caches: every request reads the user, the session and the list.
    built.caches.setLive(false);
    results.push(await measure('the app, caches off (3 queries a request)', `${appUrl}${URL_PATH}`, headers));
    const loadAfter = os.loadavg()[0]!;

    const [bareRun, app200] = results;
    const failed = results.filter((r) => r.errors > 0);
    if (failed.length) throw new Error(`refusals or errors in: ${failed.map((r) => r.label).join(', ')}`);
    const rows = results.map(
      (r) =>
        `| ${r.label} | ${Math.round(r.rps).toLocaleString('en-US')} | ${(r.rps / bareRun!.rps).toFixed(3)} | ${r.p50} ms | ${r.p99} ms |`,
    );
    const section = [
      '## Reads (`npm run bench`)',
      '',
      '`tests/bench/reads.bench.ts` loads `GET /api/dropship/vendors` (the drop-ship vendor list of the',
      `small world, ${Buffer.byteLength(body)} bytes) with autocannon: ${CONNECTIONS} connections for ${SECONDS} s per line, the load`,
      'generated in a worker thread of the bench process, the servers on its main thread; the app with',
      'logging off (LOG_LEVEL=silent). The bare route answers the same bytes with nothing in front of',
      'it and is the yardstick: the ratio is the figure to watch, since the machine is shared.',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, Node ${process.version};`,
      `load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after (other work shared the machine).`,
      '',
      '| what | req/s | ratio to bare | p50 | p99 |',
      '| ---- | ----- | ------------- | --- | --- |',
      ...rows,
      '',
      `Goal (issue 10 item 21): 5,000 req/s where the bare route serves about 40,000, a ratio of 0.125;`,
      `this run: ${(app200!.rps / bareRun!.rps).toFixed(3)} (${app200!.rps / bareRun!.rps >= 0.125 ? 'met' : 'not met'}), the caches ${(app200!.rps / results[3]!.rps).toFixed(1)} times the app without them.`,
      '',
      'What a request costs now: helmet, the access hook (JWT verification, then the user and the',
      'session from the in-process caches), the company and scope checks, and the list sent as the',
      'string and ETag kept in the list cache (no query, no serialisation). The change bus drops a',
      'cached user, session or list at commit on every instance (ARCHITECTURE "Caches"). With the',
      'caches off, each request makes three queries (user, session, list), which is where the',
      '1,155-1,309 req/s of issue 10 item 21 came from (two queries then: the session was not checked).',
      '',
    ].join('\n');
    await replaceSection(path.join(ROOT, 'docs/performance.md'), '## Reads', section);
    console.log(
      `\n${URL_PATH}: ${Math.round(app200!.rps).toLocaleString('en-US')} req/s, ${(app200!.rps / bareRun!.rps).toFixed(3)} of bare Fastify.`,
    );
    console.log('Written to docs/performance.md ("Reads").');
  } finally {
    for (const server of servers) await server.close();
    await database.pool.end();
    await database.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
