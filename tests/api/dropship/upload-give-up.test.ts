import { afterAll, describe, expect, it } from 'vitest';
import type { DropshipUpload } from '../../../src/shared/api/dropship/file-uploads';
import { UPLOAD_STATUS } from '../../../src/shared/domain/dropship/status';
import { uploads } from '../../../src/server/platform/db/schema/dropship';
import { storeRows } from '../../../src/server/modules/dropship/file-uploads/upload-file';
import { orderUploadRow } from '../../fixtures/dropship-orders';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/**
 * Issue 10 item 4: a job that gives up leaves its record final with the reason. An upload whose PO
 * is a NUL is refused up front (400 naming the cell); one that got into the file store anyway (an
 * older client, a bug elsewhere) makes the job fail, and the upload then ends Failed with the reason
 * File Uploads shows, instead of "Processing" forever.
 */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin'] as const);
afterAll(async () => {
  await t.close();
});

const headers = () => authed(tokens.admin.access_token);

async function uploadOf(uploadId: number): Promise<DropshipUpload> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dropship/orders/uploads/${uploadId}`,
    headers: headers(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<DropshipUpload>(res);
}

describe('an upload whose PO is NUL', () => {
  it('is refused up front with a 400 naming the cell', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dropship/orders/uploads',
      headers: headers(),
      payload: {
        orders: [orderUploadRow({ internal_po_number: '\u0000' })],
        user: 'admin',
        company_name: 'furhaven',
        filename: 'orders.csv',
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res)).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining(
        'orders.0.internal_po_number: contains a character that cannot be stored',
      ),
    });
  });

  it('that reached the job anyway ends Failed with the reason, not Processing forever', async () => {
    const [row] = await t.db
      .insert(uploads)
      .values({
        company: 'furhaven',
        side: 'dropship',
        vendorName: 'Chewy',
        fileName: 'nul.csv',
        orderCount: 1,
        user: 'admin',
        uploadStatus: UPLOAD_STATUS.processing,
      })
      .returning();
    const uploadId = row!.uploadId;
    await storeRows(t.files, 'furhaven', uploadId, [orderUploadRow({ internal_po_number: '\u0000' })]);

    await t.jobs.send('dropship.process-upload', { uploadId, company: 'furhaven' });
    await t.jobs.idle?.();

    const upload = await uploadOf(uploadId);
    expect(upload.upload_status).toBe('upload_failed');
    expect(upload.failures).toEqual([
      { po: '', reason: expect.stringMatching(/^The file could not be processed \(.+\)\. Upload it again/) },
    ]);
    // The cause in words, never the query that carried it or its parameters.
    expect(upload.failures[0]?.reason).not.toMatch(/Failed query|params|update "uploads"/);
    // The list File Uploads shows says the same.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/orders/uploads',
      headers: headers(),
    });
    const listed = body<{ uploads: DropshipUpload[] }>(list).uploads.find((u) => u.upload_id === uploadId);
    expect(listed).toMatchObject({ upload_status: 'upload_failed', failures: upload.failures });
  });

  it('a give-up never touches an upload that had already ended', async () => {
    const [row] = await t.db
      .insert(uploads)
      .values({
        company: 'furhaven',
        side: 'dropship',
        vendorName: 'Chewy',
        fileName: 'done.csv',
        orderCount: 0,
        user: 'admin',
        uploadStatus: UPLOAD_STATUS.complete,
      })
      .returning();
    const { UploadsRepository } =
      await import('../../../src/server/modules/dropship/file-uploads/uploads.repository');
    expect(await new UploadsRepository(t.db).failProcessing('furhaven', row!.uploadId, 'late')).toBe(false);
    expect((await uploadOf(row!.uploadId)).upload_status).toBe('upload_complete');
  });
});
