import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { UPLOAD_STATUS } from '../../../src/shared/domain/dropship/status';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import { headers, type Identity, type Run } from './actors';
import { between, call, sleep } from './recorder';

/** The office side of the load test: Order Search and File Uploads. */
export type SearchPools = { filters: Record<string, string>[] };
export type UploadStock = { vendor: string; skus: string[] };

let poSerial = 0;

/** A small valid order file (the upload page sends the rows it parsed): 1 to 3 orders of 1 or 2 lines. */
function orderFile(stock: UploadStock, runTag: string): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  const orders = 1 + Math.floor(Math.random() * 3);
  for (let o = 0; o < orders; o += 1) {
    poSerial += 1;
    const po = `LD${runTag}${String(poSerial).padStart(5, '0')}`;
    const lines = 1 + Math.floor(Math.random() * 2);
    for (let l = 0; l < lines; l += 1) {
      rows.push({
        vendor_name: stock.vendor,
        internal_po_number: po,
        external_po_number: `${runTag}${poSerial}`,
        order_date: new Date().toISOString().slice(0, 10),
        name: 'Load Test Customer',
        address1: '12 Main St',
        address2: '',
        city: 'Louisville',
        state: 'KY',
        zip_code: '40202',
        internal_sku: stock.skus[(poSerial + l) % stock.skus.length]!,
        external_sku: `${100000 + l}`,
        quantity: String(1 + l),
        internal_price: '',
        external_price: '29.99',
        carrier: 'fedex',
        method: 'FEDEX_GROUND',
        requested_on: '',
        note: '',
      });
    }
  }
  return rows;
}

const FINAL_UPLOAD = new Set<string>([
  UPLOAD_STATUS.complete,
  UPLOAD_STATUS.failed,
  UPLOAD_STATUS.formatNotFound,
]);

/** Follows an upload as the File Uploads page does (every 2 s) until its job has finished. */
async function followUpload(run: Run, who: Identity, uploadId: number, sentAt: number): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    await sleep(2_000, new AbortController().signal);
    const answer = await call(
      run.recorder,
      'office upload status',
      `${run.origin}/api/dropship/orders/uploads/${uploadId}`,
      {
        headers: headers(who, 'dropship'),
      },
    );
    if (!answer) return;
    const upload = JSON.parse(answer.text) as { upload_status: string; successful: number; failed: number };
    if (!FINAL_UPLOAD.has(upload.upload_status)) continue;
    if (upload.upload_status !== UPLOAD_STATUS.complete)
      run.recorder.error('office upload processed', `upload ${uploadId} ended ${answer.text}`);
    else run.recorder.ok('office upload processed', performance.now() - sentAt);
    run.uploads.orders += upload.successful;
    run.uploads.refusedOrders += upload.failed;
    if (upload.failed > 0 && run.uploads.refusedOrders === upload.failed)
      console.error(`upload ${uploadId} refused orders: ${answer.text}`);
    return;
  }
  run.recorder.error('office upload processed', `upload ${uploadId} still processing after 120 s`);
}

/**
 * An office user on Order Search (a search with varied filters every 3 to 8 s) who uploads a small
 * dropship order file about once a minute and follows it on File Uploads until it is processed.
 */
export async function officeUser(
  run: Run,
  who: Identity,
  pools: SearchPools,
  stock: UploadStock,
  runTag: string,
): Promise<void> {
  const { recorder, origin, stop } = run;
  let nextUpload = performance.now() + between(5_000, 60_000);
  const following: Promise<void>[] = [];
  while (!stop.aborted) {
    await sleep(between(3_000, 8_000), stop);
    if (stop.aborted) break;
    const filter = pools.filters[Math.floor(Math.random() * pools.filters.length)]!;
    const search = await call(
      recorder,
      'office order search',
      `${origin}/api/dropship/order-search?${new URLSearchParams(filter).toString()}`,
      { headers: headers(who, 'dropship') },
    );
    if (search && !Array.isArray(decodeEnvelope<{ data: unknown }>(search.text).data))
      recorder.error('office order search', `no data in the answer to ${JSON.stringify(filter)}`);
    if (performance.now() < nextUpload || stop.aborted) continue;
    nextUpload = performance.now() + between(45_000, 75_000);
    const sentAt = performance.now();
    const uploaded = await call(recorder, 'office order upload', `${origin}/api/dropship/orders/uploads`, {
      method: 'POST',
      headers: headers(who, 'dropship', {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      }),
      body: JSON.stringify({
        orders: orderFile(stock, runTag),
        user: 'office',
        company_name: 'furhaven',
        filename: `load-${runTag}-${poSerial}.csv`,
      }),
      expect: [202],
    });
    if (uploaded) {
      const { upload_id } = JSON.parse(uploaded.text) as { upload_id: number };
      following.push(followUpload(run, who, upload_id, sentAt));
    }
  }
  await Promise.all(following);
}
