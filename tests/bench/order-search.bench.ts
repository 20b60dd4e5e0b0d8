/**
 * `npm run bench`: Order Search on the large world (ARCHITECTURE section 10: goals are measured as
 * ratios, never as timed tests). It times GET /api/dropship/order-search (the 8,000-order search, as
 * the screen sends it, through the whole app: token, company, validation, SQL, envelope) against the
 * very same statement run directly through `pg`, reports medians and the ratio, and writes them to
 * docs/performance.md ("Order search").
 *
 * The database: DATABASE_URL, or the embedded PostgreSQL of BENCH_DATA_DIR (default
 * .test-data/large, port BENCH_PG_PORT or 54420). An empty database is first filled with the large
 * world (seed 1; about 6 minutes); a smaller world is refused, since the numbers would mean nothing.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { orderSearchQuerySchema, orderSearchResultSchema } from '../../src/shared/api/dropship/order-search';
import { decodeEnvelope } from '../../src/shared/lib/codec';
import { buildApp } from '../../src/server/app';
import { orderSearchQuery } from '../../src/server/modules/dropship/order-search/order-search.repository';
import { searchArguments } from '../../src/server/modules/dropship/order-search/order-search.service';
import { SEARCH_PLANNER_SETTINGS } from '../../src/server/modules/dropship/order-search/order-search.sql';
import { closeLargeWorld, openLargeWorld, ROOT } from './large-world';
import { replaceSection } from './report';
import { median, ms, signInAs, WARMUP } from './api-against-sql';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const MIN_LINES = 1_000_000;
const COMPANY = 'furhaven';

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB`;

type Case = { label: string; query: Record<string, string> };

/** The statement as the repository runs it: in a transaction, after the search's planner settings. */
async function searchDirect(pool: Pool, statement: { text: string; values: unknown[] }) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(SEARCH_PLANNER_SETTINGS);
    const result = await client.query<{ body: string }>(statement.text, statement.values);
    await client.query('commit');
    return result;
  } finally {
    client.release();
  }
}

async function main(): Promise<void> {
  const { config, database } = await openLargeWorld();
  try {
    const { rows: sizeRows } = await database.pool.query<{ lines: string; orders: string; version: string }>(
      `select (select count(*) from dropship_order_lines) as lines,
              (select count(*) from dropship_orders) as orders,
              current_setting('server_version') as version`,
    );
    const lines = Number(sizeRows[0]!.lines);
    const orderCount = Number(sizeRows[0]!.orders);
    if (lines < MIN_LINES) {
      throw new Error(
        `${config.dataDir} holds ${lines} order lines, not the large world. Use an empty BENCH_DATA_DIR ` +
          `or run: DATA_DIR=${config.dataDir} PG_PORT=${config.embeddedPgPort} npm run world -- --size large --reset`,
      );
    }
    console.log(
      `Large world: ${orderCount.toLocaleString('en-US')} orders, ${lines.toLocaleString('en-US')} lines.`,
    );

    const { app } = await buildApp({ config, database, logger: false });
    await app.ready();
    // A value of the world for each filter: the latest upload day, the busiest vendor, upload and pull
    // sheet, and the newest ERP number, PO numbers, name, tracking number and SKU.
    const { rows: sample } = await database.pool.query<Record<string, string>>(
      `select to_char(max(upload_date) at time zone 'America/New_York', 'YYYY-MM-DD') as day,
              (select vendor_name from dropship_orders where company = $1 group by 1 order by count(*) desc limit 1) as vendor,
              (select upload_id::text from dropship_orders where company = $1 and upload_id is not null
                group by 1 order by count(*) desc limit 1) as upload,
              (select pullsheet_id::text from dropship_packages where company = $1 and pullsheet_id is not null
                group by 1 order by count(*) desc limit 1) as pullsheet,
              (select acu_order_num from dropship_orders where company = $1 and acu_order_num is not null
                order by id desc limit 1) as acu,
              (select internal_po_number from dropship_orders where company = $1 order by id desc limit 1) as ipo,
              (select external_po_number from dropship_orders where company = $1 and external_po_number is not null
                order by id desc limit 1) as epo,
              (select name from dropship_orders where company = $1 and name is not null order by id desc limit 1) as name,
              (select tracking_number from dropship_packages where company = $1 and tracking_number is not null
                order by id desc limit 1) as tracking,
              (select internal_sku from dropship_order_lines where company = $1 limit 1) as sku
       from dropship_orders where company = $1`,
      [COMPANY],
    );
    const v = sample[0]!;
    // Every filter of the search form, alone (issue 10 item 20: each within 300 ms of SQL).
    const cases: Case[] = [
      { label: 'no filters (the 8,000-order search)', query: {} },
      { label: `upload date ${v.day}`, query: { start_date: v.day!, end_date: v.day! } },
      { label: `vendor ${v.vendor}`, query: { vendor_name: v.vendor! } },
      { label: `ERP order number ${v.acu}`, query: { acu_order_num: v.acu! } },
      { label: `upload ${v.upload}`, query: { upload_id: v.upload! } },
      { label: `internal PO ${v.ipo}`, query: { internal_po_number: v.ipo! } },
      { label: `external PO ${v.epo}`, query: { external_po_number: v.epo! } },
      { label: `name ${v.name}`, query: { name: v.name! } },
      { label: 'order status Order Shipped', query: { order_status: '104' } },
      { label: 'Acumatica status Order Failed', query: { acumatica_status: '-401' } },
      { label: 'warehouse Pennsylvania', query: { warehouse: 'pennsylvania' } },
      { label: 'valid orders', query: { order_valid: 'true' } },
      { label: 'cancelled orders (not valid)', query: { order_valid: 'false' } },
      { label: `tracking number ${v.tracking}`, query: { tracking_number: v.tracking! } },
      { label: `pull sheet ${v.pullsheet}`, query: { pullsheet_id: v.pullsheet! } },
      { label: `SKU ${v.sku}`, query: { sku: v.sku! } },
      { label: 'tracking status Label Created', query: { tracking_status: '200' } },
      { label: 'tracking status Confirmed', query: { tracking_status: '201' } },
      { label: 'tracking status Reshipped', query: { tracking_status: '299' } },
      { label: 'on a pull sheet', query: { on_pullsheet: 'true' } },
      { label: 'not on a pull sheet', query: { on_pullsheet: 'false' } },
    ];

    const results: string[] = [];
    const loads: number[] = [];
    const loadRange = () => `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`;
    let headline: {
      api: number;
      sql: number;
      json: number;
      envelope: number;
      decode: number;
      rows: number;
    } | null = null;
    for (const [index, c] of cases.entries()) {
      const url = `/api/dropship/order-search?${new URLSearchParams(c.query).toString()}`;
      const { filters, options } = searchArguments(orderSearchQuerySchema.parse(c.query));
      const statement = orderSearchQuery(COMPANY, filters, options);
      const runs = index === 0 ? RUNS : Math.max(3, Math.ceil(RUNS / 2));
      const apiTimes: number[] = [];
      const sqlTimes: number[] = [];
      const decodeTimes: number[] = [];
      const token = await signInAs(app, 'office', config.sandboxPassword);
      let envelope = '';
      let json = '';
      for (let i = 0; i < WARMUP + runs; i += 1) {
        loads.push(os.loadavg()[0]!);
        // Alternate the two, so both see the same cache and machine load.
        const a0 = performance.now();
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, company_id: 'Furhaven' },
        });
        const a1 = performance.now();
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        const s0 = performance.now();
        const direct = await searchDirect(database.pool, statement);
        const s1 = performance.now();
        envelope = res.body;
        json = direct.rows[0]!.body;
        const d0 = performance.now();
        const decoded = orderSearchResultSchema.parse(decodeEnvelope(envelope));
        const d1 = performance.now();
        if (i === 0 && decoded.data.length !== (JSON.parse(json) as { data: unknown[] }).data.length)
          throw new Error('the API and the direct statement disagree');
        if (i >= WARMUP) {
          apiTimes.push(a1 - a0);
          sqlTimes.push(s1 - s0);
          decodeTimes.push(d1 - d0);
        }
      }
      const rows = (JSON.parse(json) as { data: unknown[] }).data.length;
      const api = median(apiTimes);
      const sql = median(sqlTimes);
      const line = `| ${c.label} | ${rows.toLocaleString('en-US')} | ${ms(sql)} | ${ms(api)} | ${(api / sql).toFixed(2)} |`;
      console.log(line);
      results.push(line);
      if (index === 0)
        headline = {
          api,
          sql,
          json: Buffer.byteLength(json),
          envelope: envelope.length,
          decode: median(decodeTimes),
          rows,
        };
    }
    await app.close();
    if (!headline) throw new Error('no results');

    const section = [
      '## Order search (`npm run bench`)',
      '',
      '`tests/bench/order-search.bench.ts` times `GET /api/dropship/order-search` on the large world through',
      'the whole app (`app.inject`: token, company, query validation, the statement, the compressed',
      'envelope) against the same statement (`orderSearchQuery`, the text and parameters the repository',
      `runs) sent directly through \`pg\`, alternating the two; ${WARMUP} warm-up runs, then the median of`,
      `${RUNS} runs for the 8,000-order search and of ${Math.max(3, Math.ceil(RUNS / 2))} for the filtered ones.`,
      'The statement picks the newest orders through `dropship_orders_upload_date_idx` (or the index of',
      'the filter), reads each picked order’s packages through `dropship_packages_order_idx`, and has',
      'PostgreSQL write the JSON answer itself; the server only deflates it (node zlib, level 6, on the',
      'thread pool) and sends it base64-encoded.',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version},`,
      `PostgreSQL ${sizeRows[0]!.version} (embedded), large world seed 1: ${orderCount.toLocaleString('en-US')}`,
      `orders, ${lines.toLocaleString('en-US')} order lines, load average ${loadRange()} during the runs.`,
      'The machine was shared with other work, so absolute times vary between runs; the ratio is the',
      'figure to watch.',
      '',
      '| search | orders | SQL via `pg` (median) | API (median) | API / SQL |',
      '| ------ | ------ | --------------------- | ------------ | --------- |',
      ...results,
      '',
      `The 8,000-order answer is ${kb(headline.json)} of JSON, ${kb(headline.envelope)} as the envelope`,
      `(${((headline.envelope / headline.json) * 100).toFixed(0)} %). The API's extra time over the`,
      'statement is the deflate and base64 of that JSON plus the access checks (one user lookup) and',
      `validation. Decoding it as the client does (inflate, JSON.parse, zod) took ${ms(headline.decode)}`,
      'in Node.',
      '',
      'Two findings shaped the statement. A first version built each row with `json_build_object` and',
      '`to_char` and read the packages in a correlated subquery that sorted per order: 1,138 ms for the',
      '8,000-order search (at a load average of 13). `json_agg` of a record and a `date_trunc(...)::text`',
      'cast cost a third of that. Joining the packages to the picked orders instead of the lateral read',
      'made the planner hash-join every package of the company (2.3 s): the lateral subquery keeps it on',
      '`dropship_packages_order_idx`.',
      '',
      'Every filter of the search form is timed alone. Before issue 10 the tracking-status filter had no',
      'index and read every order of the company through a hash semi-join (564.7 ms of SQL on',
      '2026-11-21, 810 ms in the issue). Migration 0005 indexes `dropship_packages (company,',
      'tracking_status, order_id)` and migration 0006 `dropship_orders (company, acumatica_status,',
      'upload_date)`; the search runs in a transaction that sets `random_page_cost = 1.1` (pages on',
      'local SSD, mostly cached), so for a rare status (Label Created: 10,088 packages, Reshipped:',
      '15,210, of 652,762) the planner fetches those orders by key and sorts them, while a common one',
      '(Confirmed) still walks the newest orders by upload date. With the default cost (4) it kept',
      'reading every order even with the index. "Not on a pull sheet" has no index to use (an absence',
      'across tables): it walks the newest orders until 8,000 have no package on a sheet (39,361 of',
      'the 651,620 orders qualify). The name filter matches the whole name in any case',
      '(`lower(name) = lower($1)`, which `dropship_orders_name_idx` serves); a contains search would need',
      'a trigram index.',
      '',
    ].join('\n');
    await replaceSection(path.join(ROOT, 'docs/performance.md'), '## Order search', section);
    console.log(
      `\n8,000-order search: SQL ${ms(headline.sql)}, API ${ms(headline.api)}, ratio ${(headline.api / headline.sql).toFixed(2)}.`,
    );
    console.log('Written to docs/performance.md ("Order search").');
  } finally {
    await closeLargeWorld(database);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
