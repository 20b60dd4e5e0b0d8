/**
 * `npm run bench` (label printing, issue 19): the time the ZPL writer
 * (src/server/integrations/printing/item-labels.ts) takes to write 1,000 labels of each kind (hang
 * tag, ASIN, Chewy; 1,000 items, one label each, the worst case: one ^XA block per label) and 1,000
 * labels as 100 items x 10 copies (^PQ), and the time to send a 1,000-label job to a network printer
 * over raw TCP (the sandbox's listener on this machine, so the network is not in it). Median and
 * max of BENCH_ZPL_ROUNDS rounds (default 9) after one warm-up. Writes docs/performance.md ("Label
 * printing ZPL").
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { itemLabelsZpl, type ItemLabelKind } from '../../src/server/integrations/printing/item-labels';
import { ZplListener } from '../../src/server/integrations/printing/zpl-listener';
import { sendRawTcp } from '../../src/server/integrations/printing/zpl-tcp';
import { zplLabels } from '../../src/server/integrations/printing/zpl';
import { replaceSection } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.BENCH_ZPL_ROUNDS ?? 9);
const SIZES = ['Small', 'Medium', 'Large', 'XL', 'Jumbo'];

/** A deterministic item with a valid UPC-A (check digit computed), an ASIN and Chewy data. */
function item(n: number, qty = 1) {
  const first11 = `840195${String(n).padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return {
    sku: String(95_000_000 + n),
    upc: `${first11}${(10 - (sum % 10)) % 10}`,
    size: SIZES[n % SIZES.length] ?? null,
    color: 'Espresso',
    asin: `B0${String(n).padStart(8, '0')}`,
    chewy_sku: String(200_000 + n),
    amazon_description: `Furhaven Orthopedic Dog Bed ${SIZES[n % SIZES.length]}`,
    chewy_description: `FurHaven Sofa Dog Bed, ${SIZES[n % SIZES.length]}`,
    qty,
  };
}

type Result = { name: string; median: number; max: number; detail: string };

async function measure(name: string, run: () => string | Promise<string>): Promise<Result> {
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

const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
const thousand = Array.from({ length: 1_000 }, (_, i) => item(i));
const hundredByTen = Array.from({ length: 100 }, (_, i) => item(i, 10));

const results: Result[] = [];
for (const kind of ['hang_tag', 'asin', 'chewy'] as ItemLabelKind[]) {
  results.push(
    await measure(`1,000 ${kind.replace('_', ' ')} labels (1,000 items)`, () => {
      const zpl = itemLabelsZpl(kind, thousand);
      return `${zplLabels(zpl).length} blocks, ${kb(zpl)}`;
    }),
  );
}
results.push(
  await measure('1,000 hang tags as 100 items x 10 copies (^PQ10)', () => {
    const zpl = itemLabelsZpl('hang_tag', hundredByTen);
    return `${zplLabels(zpl).length} blocks, ${kb(zpl)}`;
  }),
);

const listener = new ZplListener();
const port = await listener.start();
const job = itemLabelsZpl('hang_tag', thousand);
results.push(
  await measure('Send a 1,000-label job over raw TCP (local listener)', async () => {
    await sendRawTcp({ host: '127.0.0.1', port }, job);
    return kb(job);
  }),
);
await listener.waitFor(ROUNDS + 1);
await listener.close();
if (listener.received.some((r) => r !== job)) throw new Error('the listener received something else');

const rows = results.map(
  (r) => `| ${r.name} | ${r.median.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${r.detail} |`,
);
const section = `## Label printing ZPL (\`npm run bench\`)

\`tests/bench/zpl-labels.bench.ts\` times the ZPL writer of Label Printing
(\`src/server/integrations/printing/item-labels.ts\`: hang tag 2 x 3 in, ASIN and Chewy labels
2.25 x 1.25 in at 203 dpi; UPC-A as EAN-13 with a leading zero, the ASIN as Code 128) in Node,
median and max of ${ROUNDS} rounds after a warm-up, and the raw TCP send of a 1,000-label job to the
sandbox's printer listener on this machine (a real Zebra on the network adds its link and its own
intake). Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}, load average
${(os.loadavg()[0] ?? 0).toFixed(1)} when it ran. A print job of a sales order is at most 500 items, so
writing its ZPL is never what a person waits for; the printer's own speed is.

| Job | median | max | output |
| --- | ------ | --- | ------ |
${rows.join('\n')}
`;
console.log(section);
await replaceSection(path.join(ROOT, 'docs/performance.md'), '## Label printing ZPL', section);
