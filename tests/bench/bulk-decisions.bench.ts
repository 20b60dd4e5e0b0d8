/**
 * `npm run bench` (bulk decisions, issue 13): the work of the order processing panel for one
 * 1,000-line order, in Node (the browser runs the same code): opening it (every line's default
 * decision from its stock, the tab rules, the total price, the review groups) and submitting it (the
 * body built and compressed with pako, then on the server decoded with zlib, validated with its
 * schema and every line checked by decidedLineProblem). Median and max of BENCH_DECISION_ROUNDS
 * rounds (default 9) after one warm-up. Writes docs/performance.md ("Bulk decisions panel"). The
 * database writes and the ERP call of PUT /bulk-orders/decisions are timed by the API tests only as
 * a walk, not here.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BulkInventoryRecord, DecisionLineRow } from '../../src/shared/api/bulk/bulk-decisions';
import { decidedLineProblem, warehousesUsed, type ShipMethods } from '../../src/shared/domain/bulk/decisions';
import { enabledTabs, reviewGroups, totalPrice } from '../../src/shared/domain/bulk/decision-panel';
import { encodeEnvelope } from '../../src/shared/lib/codec';
import {
  decisionsPayload,
  panelLines,
} from '../../src/client/features/bulk/orders/processing-panel/panel-state';
import { decodeDecisions } from '../../src/server/modules/bulk/decisions/decision-payload';
import { replaceSection } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.BENCH_DECISION_ROUNDS ?? 9);
const LINES = 1000;

/** Line n of one order: quantities 10-49, stock that reaches every default (PA, TX, Split, Partial, none). */
function row(n: number): DecisionLineRow {
  return {
    id: n + 1,
    order_id: 1,
    internal_po_number: 'BENCHPO1',
    vendor_name: 'Chewy',
    vendor_code: 'C001',
    stage: 'new',
    acu_order_num: null,
    internal_sku: String(95_000_000 + n),
    description: null,
    quantity: 10 + (n % 40),
    case_packs: 1 + (n % 4),
    default_box: 'B16126',
    internal_price: '5.00',
    external_price: '6.50',
    decision: null,
    fulfill_ky: 0,
    fulfill_pa: 0,
    fulfill_tx: 0,
    fulfill_il: 0,
    ship_method: null,
    ky_method: null,
    pa_method: null,
    tx_method: null,
    il_method: null,
  };
}

function stock(n: number): BulkInventoryRecord {
  const s = [60, 0, 25, 5, 0][n % 5]!;
  const t = [0, 60, 25, 0, 0][n % 5]!;
  return { sku: String(95_000_000 + n), kentucky: 100, pennsylvania: s, texas: t, illinois: null };
}

const rows = Array.from({ length: LINES }, (_, n) => row(n));
const inventory = Array.from({ length: LINES }, (_, n) => stock(n));
const methods: ShipMethods = { kentucky: 'LTL', pennsylvania: 'FTL', texas: 'PARCEL' };

type Result = { name: string; median: number; max: number; detail: string };

function measure(name: string, run: () => string): Result {
  run();
  const times: number[] = [];
  let detail = '';
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    detail = run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, median: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, detail };
}

// What Submit sends: the defaults, with the lines that need a hand decision sent to Kentucky whole.
const decided = panelLines(rows, inventory).map((l) =>
  l.decision === 'Split' || l.decision === 'Partial' || l.decision === 'Make a Decision'
    ? {
        ...l,
        decision: 'Kentucky' as const,
        fulfil: { kentucky: l.quantity, pennsylvania: 0, texas: 0, illinois: 0 },
      }
    : l,
);

const body = encodeEnvelope(decisionsPayload(decided, methods));

const results = [
  measure('Open: default decisions, tabs, total, review groups', () => {
    const lines = panelLines(rows, inventory);
    const tabs = enabledTabs(lines, methods);
    const groups = reviewGroups(lines);
    return `${groups.length} groups, total $${totalPrice(lines).toFixed(2)}, split tab ${tabs.split ? 'on' : 'off'}`;
  }),
  measure('Submit (browser): body built and compressed', () => {
    const data = encodeEnvelope(decisionsPayload(decided, methods));
    return `${(data.length / 1024).toFixed(1)} KB of base64`;
  }),
  measure('Submit (server): decoded, validated, every line checked', () => {
    const payload = decodeDecisions(body);
    let problems = 0;
    for (const item of payload.orders[0]!.items) {
      const fulfil = {
        kentucky: item.fulfill_ky,
        pennsylvania: item.fulfill_pa,
        texas: item.fulfill_tx,
        illinois: item.fulfill_il,
      };
      const lineMethods: ShipMethods = {};
      for (const w of warehousesUsed([{ fulfil }])) lineMethods[w] = item.ship_method ?? methods[w];
      if (decidedLineProblem({ ...item, quantity: item.quantity ?? 0, fulfil, methods: lineMethods }))
        problems++;
    }
    return `${payload.orders[0]!.items.length} lines, ${problems} refused`;
  }),
];

const table = [
  '| Step (1,000-line order) | Median ms | Max ms | Detail |',
  '| --- | --- | --- | --- |',
  ...results.map((r) => `| ${r.name} | ${r.median.toFixed(1)} | ${r.max.toFixed(1)} | ${r.detail} |`),
].join('\n');
console.log(table);

await replaceSection(
  path.join(ROOT, 'docs/performance.md'),
  '## Bulk decisions panel',
  `## Bulk decisions panel (\`npm run bench\`)

tests/bench/bulk-decisions.bench.ts, ${ROUNDS} rounds after a warm-up on ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}: the processing panel's rules for one
1,000-line order (src/shared/domain/bulk/decisions.ts, the panel's state helpers) and the compressed
body of PUT /bulk-orders/decisions on both sides. The database writes and the Acumatica call are not in
these numbers.

${table}
`,
);
