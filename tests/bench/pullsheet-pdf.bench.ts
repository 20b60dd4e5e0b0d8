/**
 * `npm run bench` (pull sheet PDFs, issue 12 item 2): the time the shared generator
 * (src/shared/documents, jsPDF with vector Code 128 bars) takes to draw a 300-piece pull sheet
 * (the split limit; every piece its own SKU, so 300 rows and 300 barcodes: the worst case), a
 * day of 5,000 order lines (cut into sheets of at most 300 pieces, as Split would leave them, and
 * as one 5,000-row document), the foam and bolster lists of that day, and a Texas bulk pull sheet of
 * 40 orders. Median and max of BENCH_PDF_ROUNDS rounds (default 7) after one warm-up, in Node; the
 * browser runs the same code. Writes docs/performance.md ("Pull sheet PDFs").
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BulkPullsheetOrder } from '../../src/shared/domain/bulk/bulk-pullsheet';
import type { SheetLine } from '../../src/shared/domain/dropship/pullsheet-lines';
import { buildBulkPullsheetPdf } from '../../src/shared/documents/bulk-pullsheet-pdf';
import {
  buildFoamPdf,
  buildPullsheetPdf,
  type PullsheetPdfInput,
} from '../../src/shared/documents/pullsheet-pdf';
import { replaceSection } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 7);
const SIZES = ['Small', 'Medium', 'Large', 'XL', 'Jumbo', 'Jumbo Plus'];
const PREFIXES = ['PREBUILT ', 'PULL ', 'AISL', ''];

/** A deterministic line: SKU n, a location of one of the four groups, a size word. */
function line(n: number, quantity = 1): SheetLine {
  return {
    sku: String(95_000_000 + n),
    description: `Orthopedic Sofa Bed Faux Fur ${SIZES[n % SIZES.length]}`,
    quantity,
    location: n % 17 === 0 ? null : `${PREFIXES[n % 4]}${(n % 40) + 1}-${(n % 7) + 1}`,
  };
}

const sheetOf = (id: number, lines: SheetLine[]): PullsheetPdfInput => ({
  pullsheet_id: id,
  warehouse: 'KY',
  type: 'multiples',
  carrier: 'fedex',
  date: '2026-11-24T14:00:00.000Z',
  lines,
  bundles: [],
});

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
  return { name, median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0, detail };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const sheet300 = Array.from({ length: 300 }, (_, i) => line(i));
// A day: 5,000 order lines over 2,000 SKUs (some repeat, so merging matters), 1-2 pieces each.
const day = Array.from({ length: 5_000 }, (_, i) => line((i * 7919) % 2_000, 1 + (i % 2)));
const daySheets: SheetLine[][] = [];
let current: SheetLine[] = [];
let pieces = 0;
for (const l of day) {
  if (pieces + l.quantity > 300) {
    daySheets.push(current);
    current = [];
    pieces = 0;
  }
  current.push(l);
  pieces += l.quantity;
}
if (current.length > 0) daySheets.push(current);

const texas: BulkPullsheetOrder[] = Array.from({ length: 40 }, (_, o) => ({
  acu_order_num: String(1_000_000 + o),
  po_number: `PO${o}`,
  vendor_name: 'Chewy',
  warehouse: 'texas',
  warehouse_code: '03',
  lines: Array.from({ length: 25 }, (_, i) => {
    const n = (o * 25 + i) % 300;
    return {
      sku: String(95_000_000 + n),
      description: `Sofa Bed ${SIZES[n % 6]}`,
      size: SIZES[n % 6] ?? null,
      quantity: 4,
      pa_location: `PULL ${n}`,
      mca_location: `AISL${n % 40}-${n % 7}`,
      foam: n % 3 === 0 ? `Foam ${SIZES[n % 6]}` : null,
      bolster: n % 3 === 1 ? `Fiber ${SIZES[n % 6]}` : null,
      boxes: null,
      case_packs: 2,
    };
  }),
}));

const results: Result[] = [
  measure('Pull sheet, 300 pieces (300 rows, 300 barcodes)', () => {
    const pdf = buildPullsheetPdf(sheetOf(1, sheet300));
    return `${pdf.lines.length} rows, ${kb(pdf.bytes.length)}`;
  }),
  measure(`Day of 5,000 lines as ${daySheets.length} sheets of at most 300 pieces`, () => {
    let bytes = 0;
    let rows = 0;
    daySheets.forEach((lines, i) => {
      const pdf = buildPullsheetPdf(sheetOf(i + 1, lines));
      bytes += pdf.bytes.length;
      rows += pdf.lines.length;
    });
    return `${rows} rows, ${kb(bytes)} in all`;
  }),
  measure('Day of 5,000 lines as one document', () => {
    const pdf = buildPullsheetPdf(sheetOf(1, day));
    return `${pdf.lines.length} rows, ${kb(pdf.bytes.length)}`;
  }),
  measure('Foam and bolster lists of that day', () => {
    const lists = day.map((l) => ({ sku: l.sku, quantity: l.quantity, description: l.description }));
    const pdf = buildFoamPdf({
      foam: lists,
      fiber: lists.slice(0, 2_000),
      liner: [],
      pullsheets: [1],
      since: '2026-11-24',
    });
    return kb(pdf.bytes.length);
  }),
  measure('Texas bulk pull sheet, 40 orders x 25 lines', () => {
    const pdf = buildBulkPullsheetPdf({ orders: texas, today: '2026-11-24' });
    return `${pdf.sheets.length} sheets, ${kb(pdf.bytes.length)}`;
  }),
];

const rows = results.map(
  (r) => `| ${r.name} | ${r.median.toFixed(0)} ms | ${r.max.toFixed(0)} ms | ${r.detail} |`,
);
const section = `## Pull sheet PDFs (\`npm run bench\`)

\`tests/bench/pullsheet-pdf.bench.ts\` times the shared generator (\`src/shared/documents\`: jsPDF,
Helvetica, Code 128 bars drawn as vector rectangles from JsBarcode's encoding) in Node, median and
max of ${ROUNDS} rounds after a warm-up. The browser runs the same code when Print Pullsheet is
pressed (plus loading the jsPDF chunk once). Measured ${new Date().toISOString().slice(0, 10)} on
${os.cpus().length} cores, Node ${process.version}, load average ${(os.loadavg()[0] ?? 0).toFixed(1)} when it ran (other
work on the machine makes every number larger).

The day has 5,000 order lines over 2,000 SKUs (1-2 pieces each); as sheets it is cut where Split
would leave it (at most 300 pieces), as one document its lines merge to one row per SKU. Printing
is one sheet at a time, so what a person waits for after Print Pullsheet is the first row of the table (plus the
call and, once, the jsPDF chunk); the whole day's sheets are for comparison. Most of the time is
jsPDF's own text and rectangle calls: a row of the dropship sheet is four texts and about 30 bars.

| Document | median | max | output |
| -------- | ------ | --- | ------ |
${rows.join('\n')}
`;
console.log(section);
await replaceSection(path.join(ROOT, 'docs/performance.md'), '## Pull sheet PDFs', section);
