import os from 'node:os';
import type { Run } from './actors';
import { summarise } from './recorder';

export type Sample = {
  /** Seconds since the load started. */
  t: number;
  rss: number | null;
  heapUsed: number | null;
  heapTotal: number | null;
  /** The server's CPU over the last 5 s (per cent of one core) and its event loop delay p99. */
  cpuPercent: number | null;
  loopP99Ms: number | null;
  connections: number;
  activeConnections: number;
  load: number;
};

type Input = {
  settings: {
    seconds: number;
    kiosks: number;
    boards: number;
    dashboards: number;
    office: number;
    refreshMs: number;
  };
  run: Run;
  samples: Sample[];
  serverProblems: string[];
  benchLoopP99Ms: number;
  allOpenS: number;
  serverReadyS: number;
  setupS: number;
  setupErrors: number;
  devices: number;
  sessions: number;
};

const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : '–');
const mb = (n: number | null) => (n === null ? '–' : `${Math.round(n / 2 ** 20)} MB`);
const int = (n: number) => n.toLocaleString('en-US');
const table = (head: string[], rows: string[][]) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map((r) => `| ${r.join(' | ')} |`),
];

/** The console table and the docs/performance.md section of one load run; `failed` when any error. */
export function loadReport(input: Input): { console: string; section: string; failed: boolean } {
  const { run, settings, samples } = input;
  const calls = [...run.recorder.calls.entries()].map(([name, stats]) => ({
    name,
    stats,
    s: summarise(stats.times),
  }));
  const callRows = calls.map(({ name, stats, s }) => [
    name,
    int(s.count),
    int(stats.errors),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    ms(s.max),
  ]);
  const totalRequests = calls.reduce((sum, c) => sum + c.s.count, 0);

  // Sign-in writes to the kiosks' change streams: each write is heard by every kiosk of its dock.
  const signInLags: number[] = [];
  for (const { key, at } of run.heard) {
    const sent = run.writes.get(key);
    if (sent !== undefined) signInLags.push(at - sent);
  }
  const kiosksPerDock = settings.kiosks / 2;
  const expectedKioskEvents = run.writes.size * kiosksPerDock;
  const signIn = summarise(signInLags);
  const board = summarise(run.boardLags);
  const displays = settings.boards - settings.dashboards;
  const expectedBoardEvents = run.refreshes.length * displays;
  const streams = run.streams;
  const drops = streams.kiosks.reconnects + streams.boards.reconnects + streams.dashboards.reconnects;
  const dropMessages = [
    ...streams.kiosks.failures,
    ...streams.boards.failures,
    ...streams.dashboards.failures,
  ];
  const serverErrors = input.serverProblems.filter(
    (line) => /"level":(50|60)/.test(line) || !line.startsWith('{'),
  );
  const failed = run.recorder.totalErrors > 0 || drops > 0 || serverErrors.length > 0;

  const eventRows = [
    [
      `kiosk change streams (${settings.kiosks}, GET /api/events)`,
      int(streams.kiosks.events),
      `sign-in and sign-out → every kiosk of the dock: ${int(signInLags.length)} of ${int(expectedKioskEvents)}`,
      ms(signIn.p50),
      ms(signIn.p95),
      ms(signIn.max),
      int(streams.kiosks.reconnects),
    ],
    [
      `wall boards (${displays}, GET /graphql refreshSignal)`,
      int(streams.boards.events),
      `Refresh Screens → every board: ${int(run.boardLags.length)} of ${int(expectedBoardEvents)}`,
      ms(board.p50),
      ms(board.p95),
      ms(board.max),
      int(streams.boards.reconnects),
    ],
    [
      `sign-in dashboards (${settings.dashboards}, GET /graphql refreshSignal)`,
      int(streams.dashboards.events),
      'every sign-in, sign-out and refresh of the company',
      '–',
      '–',
      '–',
      int(streams.dashboards.reconnects),
    ],
  ];
  const eventHead = [
    'streams',
    'events received',
    'writes delivered',
    'lag p50',
    'lag p95',
    'lag max',
    'reconnects',
  ];

  // One memory row every 30 s, and the last one after the clients finished.
  const shown: Sample[] = [];
  for (const s of samples) {
    const last = shown.at(-1);
    if (!last || s.t - last.t >= 29 || (s === samples.at(-1) && s.t - last.t >= 5)) shown.push(s);
  }
  const memoryRows = shown.map((s) => [
    `${Math.round(s.t)} s`,
    mb(s.rss),
    mb(s.heapUsed),
    mb(s.heapTotal),
    s.cpuPercent === null ? '–' : `${Math.round(s.cpuPercent)} %`,
    s.loopP99Ms === null ? '–' : ms(s.loopP99Ms),
    `${s.connections} (${s.activeConnections} active)`,
    s.load.toFixed(1),
  ]);
  const memoryHead = [
    'time',
    'server RSS',
    'heap used',
    'heap total',
    'server CPU (5 s)',
    'server loop delay p99',
    'db connections',
    'load avg (1 min)',
  ];
  const rss = samples.map((s) => s.rss ?? 0);
  const heaps = samples.map((s) => s.heapUsed ?? 0);
  const loads = samples.map((s) => s.load);
  const cpu = samples.flatMap((s) => (s.cpuPercent === null ? [] : [s.cpuPercent]));
  const meanCpu = cpu.reduce((sum, c) => sum + c, 0) / Math.max(1, cpu.length);

  const errorLines = calls
    .filter((c) => c.stats.errors > 0)
    .flatMap((c) => [
      `- ${c.name} (${c.stats.errors}):`,
      ...c.stats.messages.map((m) => `  - \`${m.replace(/`/g, "'")}\``),
    ]);
  if (dropMessages.length) errorLines.push('- streams that dropped:', ...dropMessages.map((m) => `  - ${m}`));
  if (serverErrors.length)
    errorLines.push(
      `- the server logged ${serverErrors.length} errors:`,
      ...serverErrors.slice(0, 5).map((m) => `  - \`${m.slice(0, 300)}\``),
    );
  const warnings = input.serverProblems.length - serverErrors.length;

  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const summary = [
    `Measured ${when} UTC on ${os.cpus().length} cores, Node ${process.version}: ${settings.seconds} s, ${int(totalRequests)} requests,`,
    `${int(run.recorder.totalErrors)} errors, ${drops} stream drops, ${serverErrors.length} server errors and ${warnings} warnings in its log.`,
    `Load average (1 min) during the run: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (other work shared the machine).`,
    `Server RSS ${mb(Math.min(...rss))} to ${mb(Math.max(...rss))}, heap used ${mb(Math.min(...heaps))} to ${mb(Math.max(...heaps))};`,
    `the load generator's own event loop delay p99 ${ms(input.benchLoopP99Ms)}; all ${settings.kiosks + settings.boards} streams open ${input.allOpenS.toFixed(1)} s after the start.`,
    `Server CPU ${Math.round(meanCpu)} % of one core on average (${Math.round(Math.max(...cpu, 0))} % at most over 5 s).`,
    `Uploads: ${int(run.uploads.orders)} orders written, ${int(run.uploads.refusedOrders)} refused by the rules.`,
    `Before the load: the server was up with the world loaded ${input.serverReadyS.toFixed(1)} s after the start, and the`,
    `${input.devices} devices enrolled and paired and ${input.sessions} sessions signed in ${input.setupS.toFixed(1)} s later.`,
  ];

  const consoleText = [
    '',
    ...table(['call', 'requests', 'errors', 'p50', 'p95', 'p99', 'max'], callRows),
    '',
    ...table(eventHead, eventRows),
    '',
    ...table(memoryHead, memoryRows),
    '',
    ...summary,
    ...(errorLines.length ? ['', 'Errors:', ...errorLines] : []),
    '',
    failed ? 'FAILED: errors above (goal 0).' : 'No errors.',
  ].join('\n');

  const section = [
    '## Load (`npm run bench`)',
    '',
    '`tests/bench/load.bench.ts`: the compiled server (`scripts/build-server.ts`, run as',
    '`node dist-server/main.js` with pg-boss jobs on) on a fresh embedded PostgreSQL holding the demo',
    'sandbox world, loaded over loopback from one Node process (fetch for calls, `node:http` for the',
    `event streams) for \`LOAD_SECONDS\` (default 300). At once: ${settings.kiosks} dock kiosks (paired devices, half per`,
    'dock) each holding its change stream, signing a driver in and 10-30 s later out again, then',
    'waiting 10-30 s, with an Idempotency-Key per write (one write in ten sent twice, as the outbox',
    'replays after a lost answer; the replay must answer the same) and reloading the open list on each',
    `change; ${settings.boards} boards holding \`subscription { refreshSignal }\`: ${displays} wall boards (paired displays)`,
    `reloading the Shipping Dashboard on each refresh and ${settings.dashboards} Carrier Sign-In Dashboards (bulk users)`,
    `reloading the day's sign-ins on each change, with Refresh Screens pressed every ${settings.refreshMs / 1000} s;`,
    `${settings.office} office users (own sessions) searching orders every 3-8 s with filters drawn from the world's orders`,
    '(one in twenty unfiltered) and uploading a small valid order file (1-3 orders) about once a minute,',
    'following it every 2 s until its job has processed it. Times are from sending to the whole answer',
    'read; a lag is from sending the write to the event arriving at the stream. RSS is read from',
    '`/proc/<pid>/status`, the heap from a preload in the server (`process.memoryUsage()` every 5 s),',
    'connections from `pg_stat_activity`. It exits non-zero on any error, stream drop or server error.',
    '',
    'Reading it: every client starts in the same second, so the first calls (kiosk carriers, the',
    'stream tickets) are one burst of some 300 calls, not the steady state. Each Refresh Screens makes',
    'every wall board reload the Shipping Dashboard at once, so its p95 is the wait of the last boards',
    'of that herd. The load generator shares the cores with the server (and here with other work), so',
    'its own event loop delay is part of every time below.',
    '',
    ...summary,
    '',
    ...table(['call', 'requests', 'errors', 'p50', 'p95', 'p99', 'max'], callRows),
    '',
    ...table(eventHead, eventRows),
    '',
    ...table(memoryHead, memoryRows),
    '',
    ...(errorLines.length ? ['First errors:', '', ...errorLines, ''] : []),
  ].join('\n');
  return { console: consoleText, section, failed };
}
