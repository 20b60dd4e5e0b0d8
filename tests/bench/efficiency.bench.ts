/**
 * `npm run bench` (issue 17): the Efficiency Report on the large world for a month of builds across
 * all warehouses. It times GET /api/v1/operations/efficiencyByGroups and efficiencyExpected (as the
 * screen sends them: the warehouse user, every warehouse, both shifts) through the whole app
 * against the same statements the repository sends, run directly through `pg` as one statement per
 * call; reports medians and the ratio and writes them to docs/performance.md ("Efficiency Report").
 *
 * The database: the embedded PostgreSQL of BENCH_DATA_DIR (default .test-data/large), the one of
 * the other large-world benches.
 */
import os from 'node:os';
import path from 'node:path';
import {
  efficiencyByGroupsSchema,
  efficiencyExpectedSchema,
  efficiencyQuerySchema,
} from '../../src/shared/api/labour/efficiency';
import { addDays } from '../../src/shared/lib/zoned-time';
import { buildApp } from '../../src/server/app';
import { efficiencyStatements } from '../../src/server/modules/labour/efficiency/efficiency.repository';
import {
  calendarWarehouses,
  efficiencyFilter,
} from '../../src/server/modules/labour/efficiency/efficiency.service';
import { closeLargeWorld, openLargeWorld, ROOT } from './large-world';
import { replaceSection } from './report';
import { ms, signInAs, timeApiAgainstSql, WARMUP } from './api-against-sql';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const COMPANY = 'furhaven';
// The large world holds about 10,000 builds of furhaven (the small test world a few hundred): fewer means
// the data directory holds something else.
const MIN_BUILDS = 5_000;

type Keyed = { warehouse: string; group_number: number | null };
const keys = (rows: Keyed[]) => new Set(rows.map((r) => `${r.warehouse}|${r.group_number ?? ''}`));
const CODE: Record<string, string> = { kentucky: 'KY', pennsylvania: 'PA' };

async function main(): Promise<void> {
  const { config, database } = await openLargeWorld();
  try {
    const { rows: counts } = await database.pool.query<{ builds: string; times: string; last: string }>(
      `select (select count(*) from builds where company = $1) as builds,
              (select count(*) from employee_times where company = $1) as times,
              (select to_char(max(build_date) at time zone 'America/New_York', 'YYYY-MM-DD') from builds where company = $1) as last`,
      [COMPANY],
    );
    const builds = Number(counts[0]!.builds);
    if (builds < MIN_BUILDS)
      throw new Error(`${config.dataDir} holds ${builds} builds of ${COMPANY}, not the large world.`);
    const end = counts[0]!.last;
    const start = addDays(end, -29);
    const size = `${builds.toLocaleString('en-US')} builds, ${Number(counts[0]!.times).toLocaleString('en-US')} clock times`;
    console.log(`Large world: ${size}; a month ${start} to ${end}.`);

    const { app } = await buildApp({ config, database, logger: false });
    await app.ready();
    const query = { start_date: start, end_date: end, shift: 'Both' };
    const f = efficiencyFilter(COMPANY, efficiencyQuerySchema.parse(query));
    const statements = efficiencyStatements(COMPANY, f, calendarWarehouses(f.warehouses), start, end);
    const token = await signInAs(app, 'labour', config.sandboxPassword);
    const loads: number[] = [];
    const cases = [
      {
        label: 'efficiencyByGroups (lines and total)',
        path: 'efficiencyByGroups',
        statement: statements.byGroups,
        rowsOf: (apiBody: string, sqlBody: string): [number, number] => {
          const sql = JSON.parse(sqlBody) as { times: Keyed[]; earned: Keyed[] };
          return [
            efficiencyByGroupsSchema.parse(JSON.parse(apiBody)).efficiency.length,
            new Set([...keys(sql.times), ...keys(sql.earned)]).size,
          ];
        },
      },
      {
        label: 'efficiencyExpected (days by warehouse)',
        path: 'efficiencyExpected',
        statement: statements.expected,
        rowsOf: (apiBody: string, sqlBody: string): [number, number] => {
          const sql = JSON.parse(sqlBody) as {
            actual: { date: string; warehouse: string }[];
            scheduled: { date: string; warehouse: string }[];
          };
          const days = new Set([
            ...sql.actual.map((a) => `${a.date}|${a.warehouse}`),
            ...sql.scheduled.map((s) => `${s.date}|${CODE[s.warehouse]}`),
          ]);
          return [efficiencyExpectedSchema.parse(JSON.parse(apiBody)).times.length, days.size];
        },
      },
    ];
    const lines: string[] = [];
    const ratios: number[] = [];
    for (const c of cases) {
      const { api, sql, rows } = await timeApiAgainstSql({
        app,
        pool: database.pool,
        label: c.label,
        url: `/api/v1/operations/${c.path}?${new URLSearchParams(query).toString()}`,
        token,
        company: 'Furhaven',
        statement: c.statement,
        runs: RUNS,
        rowsOf: c.rowsOf,
        loads,
      });
      ratios.push(api / sql);
      lines.push(
        `| ${c.label} | ${rows.toLocaleString('en-US')} | ${ms(api)} | ${ms(sql)} | ${(api / sql).toFixed(2)} |`,
      );
      console.log(lines.at(-1));
    }
    await app.close();

    const worst = Math.max(...ratios);
    const section = [
      '## Efficiency Report',
      '',
      `Measured by \`tests/bench/efficiency.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: the two calls of the`,
      `Efficiency Report for a month of builds (${start} to ${end}) across all warehouses, both shifts, as the`,
      `warehouse user, on the large world (${size}), median of ${RUNS} runs after ${WARMUP} warm-ups, against the`,
      "same statements run directly through `pg` in the same loop (each call's queries as one statement",
      'answering JSON; the app sends them separately and joins lines, days and the calendar in the service).',
      `Goal: ratio 1.3 or less; worst **${worst.toFixed(2)}** (${worst <= 1.3 ? 'met' : 'not met'}).`,
      `Load average during the run ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores.`,
      '',
      '| Call | Rows | API | SQL through pg | Ratio |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...lines,
      '',
    ].join('\n');
    await replaceSection(path.join(ROOT, 'docs/performance.md'), '## Efficiency Report', section);
    console.log(`Worst ratio ${worst.toFixed(2)}; docs/performance.md updated.`);
  } finally {
    await closeLargeWorld(database);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
