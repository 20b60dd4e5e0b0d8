/**
 * `npm run bench` (PDF text extraction, issue 19): the time the extract job takes to read a
 * 100-page PDF (jsPDF, 40 order lines a page naming catalog items by SKU, UPC or ASIN) into its
 * result CSV: pdf.js through unpdf reading each page's text runs, the lines rebuilt, every line
 * matched with the shared rule, the CSV written with papaparse. The catalog lookup is one query in
 * the job; here it is an in-memory map, so the number is the job's CPU time. Median and max of
 * BENCH_EXTRACT_ROUNDS rounds (default 5) after one warm-up. Writes docs/performance.md ("PDF text
 * extraction").
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { jsPDF } from 'jspdf';
import {
  MAX_PDF_MB,
  MAX_PDF_PAGES,
  upcCheckDigit,
  type CatalogCode,
} from '../../src/shared/domain/extract/item-lines';
import { extractCsv } from '../../src/server/modules/extract/extract-text/extract-pdf.job';
import type {
  CatalogMaps,
  ExtractTextRepository,
} from '../../src/server/modules/extract/extract-text/extract-text.repository';
import { readPdfLines } from '../../src/server/modules/extract/extract-text/pdf-lines';
import { replaceSection } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.BENCH_EXTRACT_ROUNDS ?? 5);
const PAGES = 100;
const LINES_PER_PAGE = 40;

/** A deterministic catalog of 2,000 items with a valid UPC-A and an ASIN each. */
const catalog: CatalogCode[] = Array.from({ length: 2_000 }, (_, n) => {
  const first11 = `840195${String(n).padStart(5, '0')}`;
  return {
    sku: String(31_000_000 + n * 7),
    upc: `${first11}${upcCheckDigit(first11)}`,
    asin: `B0${String(n).padStart(8, '0')}`,
  };
});
const maps: CatalogMaps = { sku: new Map(), upc: new Map(), asin: new Map() };
for (const item of catalog) {
  maps.sku.set(item.sku, item);
  maps.upc.set(item.upc!, item);
  maps.asin.set(item.asin!, item);
}
const repo = { catalogCodes: async () => maps } as unknown as ExtractTextRepository;

/** 100 pages of a purchase order: a header, then a table of 40 lines, each naming one item. */
function purchaseOrder(): Uint8Array {
  const doc = new jsPDF();
  doc.setFontSize(9);
  for (let p = 0; p < PAGES; p++) {
    if (p > 0) doc.addPage();
    doc.text(`PURCHASE ORDER 4500123456   page ${p + 1} of ${PAGES}`, 12, 12);
    for (let l = 0; l < LINES_PER_PAGE; l++) {
      const n = (p * LINES_PER_PAGE + l) % catalog.length;
      const item = catalog[n]!;
      const code = l % 3 === 0 ? item.sku : l % 3 === 1 ? `UPC ${item.upc}` : `ASIN ${item.asin}`;
      const y = 22 + l * 6.5;
      // Table cells: separate text runs at one height.
      doc.text(code, 12, y);
      doc.text(`Orthopedic bed, size ${(n % 5) + 1}`, 70, y);
      doc.text(`Qty ${(n % 9) + 1}`, 140, y);
      doc.text(`$${(45 + (n % 30)).toFixed(2)}`, 170, y);
    }
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

type Result = { name: string; median: number; max: number; detail: string };

async function measure(name: string, run: () => Promise<string>): Promise<Result> {
  await run();
  const times: number[] = [];
  let detail = '';
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    detail = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0, detail };
}

const pdf = purchaseOrder();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const results = [
  await measure(`Text lines of a ${PAGES}-page PDF (pdf.js through unpdf)`, async () => {
    const { pages, lines } = await readPdfLines(pdf);
    return `${pages} pages, ${lines.length} lines`;
  }),
  await measure(`The whole job's work: lines, item matching and the CSV`, async () => {
    const { csv, lines, items } = await extractCsv(repo, 'furhaven', pdf);
    if (items !== PAGES * LINES_PER_PAGE)
      throw new Error(`matched ${items} item lines, not ${PAGES * LINES_PER_PAGE}`);
    return `${lines} lines, ${items} item lines, CSV ${kb(csv.length)}`;
  }),
];

const rows = results.map(
  (r) =>
    `| ${r.name} | ${r.median.toFixed(0)} ms | ${(r.median / PAGES).toFixed(1)} ms | ${r.max.toFixed(0)} ms | ${r.detail} |`,
);
const section = `## PDF text extraction (\`npm run bench\`)

\`tests/bench/pdf-extract.bench.ts\` times the extract job (issue 19, D3 2.19) on a ${PAGES}-page PDF
of ${kb(pdf.length)} made with jsPDF: ${LINES_PER_PAGE} order lines a page, each a table row of four text runs
naming a catalog item by SKU, UPC or ASIN with a quantity. Median and max of ${ROUNDS} rounds after a
warm-up, in Node. The job's one catalog query is an in-memory map here, so this is the job's CPU
time. Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}, load average
${(os.loadavg()[0] ?? 0).toFixed(1)} when it ran (other work on the machine makes every number larger).

pdf.js runs without a worker thread in Node, page after page, so the job holds the event loop of
the process that works it for about the time per page at a stretch (it awaits between pages). A
PDF is at most ${MAX_PDF_MB} MB and ${MAX_PDF_PAGES.toLocaleString('en-US')} pages (\`src/shared/domain/extract/item-lines.ts\`).

| Work | median | per page | max | output |
| ---- | ------ | -------- | --- | ------ |
${rows.join('\n')}
`;
console.log(section);
await replaceSection(path.join(ROOT, 'docs/performance.md'), '## PDF text extraction', section);
