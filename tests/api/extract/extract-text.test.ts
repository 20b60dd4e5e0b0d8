import { jsPDF, type jsPDFOptions } from 'jspdf';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractJob } from '../../../src/shared/api/extract/extract-text';
import { EXTRACT_MESSAGES } from '../../../src/shared/domain/extract/item-lines';
import {
  extractSourceKey,
  giveUpExtractPdf,
  runExtractPdf,
} from '../../../src/server/modules/extract/extract-text/extract-pdf.job';
import { ExtractTextRepository } from '../../../src/server/modules/extract/extract-text/extract-text.repository';
import { readPdfLines } from '../../../src/server/modules/extract/extract-text/pdf-lines';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, authed, body, createTestApp, loginAll } from '../support/test-app';

/** PDF Text Extraction (D3 2.19, 3, 4, 5, 7, 8) against the small sandbox world. */
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const t = await createTestApp();
const tokens = await loginAll(t.app, ['bulk', 'office', 'floor', 'admin'] as const);
const bulk = apiCaller(t.app, tokens.bulk.access_token, 'Furhaven_bulk');
const repo = new ExtractTextRepository(t.db);

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW, files: t.files });
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Err = { error: string; message: string };
type Item = { sku: string; upc: string; asin: string };

const q = async <R extends object>(sql: string, params: unknown[] = []) =>
  (await t.pool.query<R>(sql, params)).rows;
const jobCount = async () => Number((await q<{ n: string }>('select count(*) as n from extract_jobs'))[0]!.n);
const base64 = (bytes: ArrayBuffer | Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? bytes : new Uint8Array(bytes)).toString('base64');

/** Three Furhaven items of the world with a UPC and an ASIN. */
async function worldItems(): Promise<Item[]> {
  return q<Item>(
    `select sku, upc, asin from items where company = 'furhaven' and upc is not null and asin is not null
      order by sku limit 3`,
  );
}

/** A PDF of a purchase order whose lines name the items by SKU, UPC and ASIN, with quantities. */
function purchaseOrderPdf(items: readonly Item[], options: jsPDFOptions = {}) {
  const doc = new jsPDF(options);
  doc.setFontSize(12);
  doc.text('PURCHASE ORDER 4500123456', 15, 20);
  doc.text('Ship to: Chewy DC, 1 Main St, Dayton OH 45377', 15, 28);
  const [a, b, c] = items;
  // A table: the cells of one row are separate text runs at one height.
  doc.text(a!.sku, 15, 45);
  doc.text('Orthopedic bed', 60, 45);
  doc.text('Qty 3', 130, 45);
  doc.text('$45.00', 170, 45);
  doc.text(`UPC ${b!.upc}  x 2`, 15, 55);
  doc.addPage();
  doc.text(`ASIN ${c!.asin} 5 ea`, 15, 20);
  doc.text('Thank you for your business', 15, 30);
  return doc.output('arraybuffer');
}

async function extract(fileBytes: ArrayBuffer | Uint8Array | string, fileName: string): Promise<ExtractJob> {
  const res = await bulk('PUT', '/v1/extractPDF', { file: base64(fileBytes), file_name: fileName });
  expect(res.statusCode, res.body).toBe(202);
  const job = body<ExtractJob>(res);
  expect(job).toMatchObject({ file_name: fileName, status: 'processing', error: null });
  return job;
}

async function finalState(jobId: number): Promise<ExtractJob> {
  await t.jobs.idle?.();
  const res = await bulk('GET', '/v1/extracts');
  expect(res.statusCode, res.body).toBe(200);
  const found = body<{ jobs: ExtractJob[] }>(res).jobs.find((j) => j.job_id === jobId);
  expect(found).toBeDefined();
  return found!;
}

describe('access: the bulk scope (D3 2.1, Utility) on every route', () => {
  const routes = [
    ['PUT', '/api/v1/extractPDF'],
    ['GET', '/api/v1/extracts'],
    ['GET', '/api/v1/extractsById?job_id=1'],
  ] as const;
  const payload = { file: base64('%PDF-1.4'), file_name: 'a.pdf' };

  it.each(routes)('%s %s: no token 401, no bulk scope 403, a company not held 403', async (method, url) => {
    const jobsBefore = await jobCount();
    expect(
      (await t.app.inject({ method, url, payload, headers: { company_id: 'Furhaven_bulk' } })).statusCode,
    ).toBe(401);
    for (const user of ['office', 'floor'] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: authed(tokens[user].access_token, 'Furhaven_bulk'),
      });
      expect(res.statusCode, `${user}: ${res.body}`).toBe(403);
    }
    const other = await t.app.inject({
      method,
      url,
      payload,
      headers: authed(tokens.bulk.access_token, 'Acme_bulk'),
    });
    expect([400, 403]).toContain(other.statusCode);
    expect(await jobCount()).toBe(jobsBefore);
  });

  it('a company sees only its own jobs and results', async () => {
    const job = await extract(purchaseOrderPdf(await worldItems()), 'furhaven-only.pdf');
    await finalState(job.job_id);
    const ww = apiCaller(t.app, tokens.bulk.access_token, 'Worldwise_bulk');
    const list = body<{ jobs: ExtractJob[] }>(await ww('GET', '/v1/extracts')).jobs;
    expect(list.some((j) => j.job_id === job.job_id)).toBe(false);
    const res = await ww('GET', `/v1/extractsById?job_id=${job.job_id}`);
    expect(res.statusCode).toBe(404);
  });

  it('the dropship company header is accepted too (the spec names no suffix for /v1 calls)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/extracts',
      headers: authed(tokens.bulk.access_token, 'Furhaven'),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('PUT /v1/extractPDF: bad input is a 400 or 413 with a clear message and writes nothing', () => {
  it.each([
    ['no file', { file: '', file_name: 'a.pdf' }, 400, EXTRACT_MESSAGES.fileRequired],
    ['no file name', { file: base64('%PDF-1.4'), file_name: ' ' }, 400, 'file_name is required.'],
    [
      'bytes that are not base64',
      { file: 'not base64!', file_name: 'a.pdf' },
      400,
      EXTRACT_MESSAGES.notBase64,
    ],
    ['a CSV', { file: base64('sku,qty\n1,2\n'), file_name: 'a.pdf' }, 400, EXTRACT_MESSAGES.notPdf],
    ['a NUL in the name', { file: base64('%PDF-1.4'), file_name: 'a\u0000.pdf' }, 400, 'file_name'],
  ])('%s', async (_, payload, status, message) => {
    const before = await jobCount();
    const res = await bulk('PUT', '/v1/extractPDF', payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(body<Err>(res).message).toContain(message);
    expect(await jobCount()).toBe(before);
  });

  it('a PDF over 10 MB: 413 with its size, or 400 when its base64 is over the limit', async () => {
    const before = await jobCount();
    // 10 MB and a little: the decoded size is checked (base64 of exactly the limit + 2 bytes fits the text limit).
    const over = Buffer.alloc(10 * 1024 * 1024 + 1, 32);
    over.write('%PDF-1.4\n');
    const res = await bulk('PUT', '/v1/extractPDF', { file: over.toString('base64'), file_name: 'big.pdf' });
    expect(res.statusCode).toBe(413);
    expect(body<Err>(res).message).toMatch(/at most 10 MB can be extracted/);
    const huge = await bulk('PUT', '/v1/extractPDF', {
      file: Buffer.alloc(11 * 1024 * 1024, 32).toString('base64'),
      file_name: 'huge.pdf',
    });
    expect(huge.statusCode).toBe(400);
    expect(body<Err>(huge).message).toBe(EXTRACT_MESSAGES.overLimit);
    expect(await jobCount()).toBe(before);
  });

  it('GET /v1/extractsById: a job id out of range is a 400, an unknown one a 404', async () => {
    expect((await bulk('GET', '/v1/extractsById?job_id=abc')).statusCode).toBe(400);
    expect((await bulk('GET', '/v1/extractsById?job_id=0')).statusCode).toBe(400);
    expect((await bulk('GET', '/v1/extractsById?job_id=99999999999')).statusCode).toBe(400);
    expect((await bulk('GET', '/v1/extractsById')).statusCode).toBe(400);
    const missing = await bulk('GET', '/v1/extractsById?job_id=2000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('the job lifecycle', () => {
  it('a generated PDF: its text and its item lines (SKU, UPC, ASIN, quantity) come back in the CSV', async () => {
    const items = await worldItems();
    expect(items).toHaveLength(3);
    const job = await extract(purchaseOrderPdf(items), 'Chewy_PO_4500123456.pdf');
    const done = await finalState(job.job_id);
    expect(done).toMatchObject({ status: 'complete', error: null });

    const res = await bulk('GET', `/v1/extractsById?job_id=${job.job_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('Chewy_PO_4500123456.csv');
    const rows = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.text)).toEqual([
      'PURCHASE ORDER 4500123456',
      'Ship to: Chewy DC, 1 Main St, Dayton OH 45377',
      `${items[0]!.sku} Orthopedic bed Qty 3 $45.00`,
      `UPC ${items[1]!.upc} x 2`,
      `ASIN ${items[2]!.asin} 5 ea`,
      'Thank you for your business',
    ]);
    const matched = rows.filter((r) => r.sku);
    expect(matched).toEqual([
      { page: '1', line: '3', text: expect.any(String), ...items[0], quantity: '3', matched_by: 'sku' },
      { page: '1', line: '4', text: expect.any(String), ...items[1], quantity: '2', matched_by: 'upc' },
      { page: '2', line: '1', text: expect.any(String), ...items[2], quantity: '5', matched_by: 'asin' },
    ]);
    // The PDF and the CSV are in the file store.
    expect(await t.files.exists(extractSourceKey('furhaven', job.job_id))).toBe(true);
  });

  it('a corrupt PDF ends failed with the reason, and its result says Error Processing Results.', async () => {
    const good = new Uint8Array(purchaseOrderPdf(await worldItems()));
    const job = await extract(good.slice(0, 400), 'torn.pdf');
    const done = await finalState(job.job_id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^The file is not a readable PDF \(.+\)\.$/);
    const res = await bulk('GET', `/v1/extractsById?job_id=${job.job_id}`);
    expect(res.statusCode).toBe(422);
    expect(body<Err>(res).message).toBe(`${EXTRACT_MESSAGES.failed} ${done.error}`);
    // The server still answers.
    expect((await bulk('GET', '/v1/extracts')).statusCode).toBe(200);
  });

  it('a password-protected PDF ends failed with the reason', async () => {
    const pdf = purchaseOrderPdf(await worldItems(), {
      encryption: { userPassword: 'secret', ownerPassword: 'owner', userPermissions: ['print'] },
    });
    const job = await extract(pdf, 'locked.pdf');
    const done = await finalState(job.job_id);
    expect(done).toMatchObject({ status: 'failed', error: EXTRACT_MESSAGES.encrypted });
  });

  it('a PDF without text (a scan) ends failed: no text layer', async () => {
    const doc = new jsPDF();
    doc.rect(20, 20, 100, 60, 'F');
    const job = await extract(doc.output('arraybuffer'), 'scan.pdf');
    expect(await finalState(job.job_id)).toMatchObject({ status: 'failed', error: EXTRACT_MESSAGES.noText });
  });

  it('reading stops with a reason once the time limit has passed', async () => {
    const pdf = new Uint8Array(purchaseOrderPdf(await worldItems()));
    await expect(readPdfLines(pdf, { limitSeconds: -1 })).rejects.toThrow(EXTRACT_MESSAGES.tooSlow(-1));
    expect((await readPdfLines(pdf)).pages).toBe(2);
  });

  it('a retry with the same Idempotency-Key answers the same job and stores one', async () => {
    const before = await jobCount();
    const payload = { file: base64(purchaseOrderPdf(await worldItems())), file_name: 'retried.pdf' };
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/extractPDF',
        payload,
        headers: {
          ...authed(tokens.bulk.access_token, 'Furhaven_bulk'),
          'idempotency-key': 'extract-retry-1',
        },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(body<ExtractJob>(second).job_id).toBe(body<ExtractJob>(first).job_id);
    await t.jobs.idle?.();
    expect(await jobCount()).toBe(before + 1);
  });

  it("a job still processing answers 'File Not Ready Yet - Try again in a few minutes.'; its handler finishes it", async () => {
    const items = await worldItems();
    const row = await repo.insertJob('furhaven', 'queued.pdf');
    const key = extractSourceKey('furhaven', row.jobId);
    await t.files.put(key, new Uint8Array(purchaseOrderPdf(items)), 'application/pdf');
    await repo.setSource('furhaven', row.jobId, key);

    const early = await bulk('GET', `/v1/extractsById?job_id=${row.jobId}`);
    expect(early.statusCode).toBe(409);
    expect(body<Err>(early)).toEqual({ error: 'not_ready', message: EXTRACT_MESSAGES.notReady });

    await runExtractPdf({ repo, files: t.files }, { job_id: row.jobId, company: 'furhaven' });
    expect((await finalState(row.jobId)).status).toBe('complete');
    const res = await bulk('GET', `/v1/extractsById?job_id=${row.jobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(items[0]!.sku);

    // A second run (a retry after its worker died) leaves the finished job as it is.
    await runExtractPdf({ repo, files: t.files }, { job_id: row.jobId, company: 'furhaven' });
    expect((await finalState(row.jobId)).status).toBe('complete');
  });

  it('a job whose PDF is gone, or that gave up, ends failed with the reason', async () => {
    const lost = await repo.insertJob('furhaven', 'lost.pdf');
    await runExtractPdf({ repo, files: t.files }, { job_id: lost.jobId, company: 'furhaven' });
    expect(await finalState(lost.jobId)).toMatchObject({
      status: 'failed',
      error: EXTRACT_MESSAGES.missingSource,
    });

    const dead = await repo.insertJob('furhaven', 'dead.pdf');
    await giveUpExtractPdf(repo, { job_id: dead.jobId, company: 'furhaven' }, 'The worker stopped.');
    expect(await finalState(dead.jobId)).toMatchObject({ status: 'failed', error: 'The worker stopped.' });
  });

  it("the demo world's complete jobs have a result to download; its failed ones say why", async () => {
    const world = await q<{ job_id: number; status: string; file_name: string }>(
      `select job_id, status, file_name from extract_jobs
        where company = 'furhaven' and source_key is null and file_name ~ '_PO_' order by job_id`,
    );
    const complete = world.find((j) => j.status === 'complete')!;
    const res = await bulk('GET', `/v1/extractsById?job_id=${complete.job_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(complete.file_name.replace(/\.pdf$/, '.csv'));
    expect(res.body).toContain('Sandbox demo: this job has no PDF.');
    const failed = world.find((j) => j.status === 'failed')!;
    const refused = await bulk('GET', `/v1/extractsById?job_id=${failed.job_id}`);
    expect(refused.statusCode).toBe(422);
    expect(body<Err>(refused).message).toMatch(/^Error Processing Results\. .+/);
  });

  it('the list is newest first with Upload Date, File Name and status', async () => {
    const jobs = body<{ jobs: ExtractJob[] }>(await bulk('GET', '/v1/extracts')).jobs;
    expect(jobs.length).toBeGreaterThan(3);
    const dates = jobs.map((j) => Date.parse(j.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(jobs.every((j) => j.file_name.length > 0)).toBe(true);
  });
});
