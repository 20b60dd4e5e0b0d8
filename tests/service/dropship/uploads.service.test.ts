import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DropshipJobs } from '../../../src/server/modules/dropship/dropship.jobs';
import { processUpload } from '../../../src/server/modules/dropship/file-uploads/upload-processor';
import { UploadsRepository } from '../../../src/server/modules/dropship/file-uploads/uploads.repository';
import { UploadsService } from '../../../src/server/modules/dropship/file-uploads/uploads.service';
import { itemStock, items, vendors } from '../../../src/server/platform/db/schema/catalog';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  uploads,
} from '../../../src/server/platform/db/schema/dropship';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import type { UserPrincipal } from '../../../src/server/platform/http/types';
import type { JobSender } from '../../../src/server/platform/jobs/job-sender';
import { orderUploadRow } from '../../fixtures/dropship-orders';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { refusalWith } from '../support/refusal';

/**
 * The service tier: File Uploads on a real database, without HTTP. The job sender records what the
 * service queues, and the test runs the upload job itself, so each step can be looked at.
 */
let db: TestDatabase;
let files: LocalFileStore;
let repo: UploadsRepository;
let service: UploadsService;
type Sent = { [Q in keyof DropshipJobs]: { queue: Q; payload: DropshipJobs[Q] } }[keyof DropshipJobs];
const sent: Sent[] = [];
const jobs: JobSender<DropshipJobs> = {
  send: (queue, payload) => {
    sent.push({ queue, payload } as Sent);
    return Promise.resolve(`svc-${sent.length}`);
  },
};
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const principal = (username: string, scopes: UserPrincipal['scopes']): UserPrincipal => ({
  kind: 'user',
  id: 1,
  username,
  name: username,
  companies: ['furhaven'],
  warehouses: ['kentucky', 'pennsylvania'],
  scopes,
});
const office = principal('office', ['dropship']);
const admin = principal('admin', ['admin', 'dropship']);

const VENDOR = 'Svc Upload Vendor';
const GOOD = 'SVC-UP-GOOD';
const OTHER = 'SVC-UP-OTHER';
let po = 0;
const nextPo = () => `SVCUP${String(++po).padStart(5, '0')}`;
const line = (internal_po_number: string, extra: Record<string, string> = {}) =>
  orderUploadRow({ vendor_name: VENDOR, internal_po_number, internal_sku: GOOD, ...extra });
const body = (orders: object[]) => ({
  orders: orders as Record<string, string>[],
  user: 'someone else',
  company_name: 'furhaven',
  filename: 'svc.csv',
});

const refusal = refusalWith('statusCode', 'code', 'message');

/** Creates the upload, then works the job the service queued; answers the finished upload. */
async function uploadAndProcess(orders: object[]) {
  const created = await service.create(office, 'furhaven', body(orders));
  const job = sent.at(-1);
  expect(job).toEqual({
    queue: 'dropship.process-upload',
    payload: { uploadId: created.upload_id, company: 'furhaven' },
  });
  await processUpload(
    { uploads: repo, files, log: quiet },
    { uploadId: created.upload_id, company: 'furhaven' },
  );
  return service.get('furhaven', created.upload_id);
}

const ordersOf = (uploadId: number) =>
  db.db.select().from(dropshipOrders).where(eq(dropshipOrders.uploadId, uploadId)).orderBy(dropshipOrders.id);

beforeAll(async () => {
  db = await createTestDatabase();
  files = new LocalFileStore(await mkdtemp(path.join(os.tmpdir(), 'dockhand-svc-uploads-')));
  repo = new UploadsRepository(db.db);
  service = new UploadsService(repo, files, jobs);
  await db.db.insert(vendors).values({ company: 'furhaven', side: 'dropship', name: VENDOR, code: 'C09901' });
  const made = await db.db
    .insert(items)
    .values([
      { company: 'furhaven', sku: GOOD, rootSku: 'SVC-UP', description: 'Service bed', price: '10.00' },
      { company: 'furhaven', sku: OTHER, rootSku: 'SVC-UP', description: 'Service bed L', price: '12.00' },
    ])
    .returning({ id: items.id });
  await db.db
    .insert(itemStock)
    .values(
      made.map((i) => ({ itemId: i.id, company: 'furhaven' as const, warehouse: 'kentucky', available: 50 })),
    );
});
afterAll(async () => {
  await db?.drop();
  if (files) await rm(files.root, { recursive: true, force: true });
});

describe('UploadsService: create and the upload job', () => {
  it('stores the upload as processing under the signed-in user, then the job writes every good order', async () => {
    const [a, b] = [nextPo(), nextPo()];
    const created = await service.create(
      office,
      'furhaven',
      body([line(a), line(a, { internal_sku: OTHER }), line(b)]),
    );
    expect(created).toMatchObject({ upload_status: 'upload_processing', order_count: 2 });
    expect((await service.get('furhaven', created.upload_id)).user).toBe('office');
    await processUpload(
      { uploads: repo, files, log: quiet },
      { uploadId: created.upload_id, company: 'furhaven' },
    );
    const done = await service.get('furhaven', created.upload_id);
    expect(done).toMatchObject({ upload_status: 'upload_complete', successful: 2, failed: 0, kentucky: 2 });
    const orders = await ordersOf(created.upload_id);
    expect(orders.map((o) => o.internalPoNumber)).toEqual([a, b]);
  });

  it('is all or nothing per order: one bad line fails its whole order, the others are written', async () => {
    const [good, bad, alsoGood] = [nextPo(), nextPo(), nextPo()];
    const done = await uploadAndProcess([
      line(good),
      line(bad),
      line(bad, { internal_sku: 'SVC-NO-SUCH-SKU' }),
      line(alsoGood),
    ]);
    expect(done).toMatchObject({
      upload_status: 'upload_complete',
      order_count: 3,
      successful: 2,
      failed: 1,
    });
    expect(done.failures).toEqual([{ po: bad, reason: 'Unknown SKU: SVC-NO-SUCH-SKU' }]);
    const orders = await ordersOf(done.upload_id);
    expect(orders.map((o) => o.internalPoNumber)).toEqual([good, alsoGood]);
    // Never half written: no order row, and so no line, of the refused order.
    const lines = await db.db
      .select()
      .from(dropshipOrderLines)
      .where(
        inArray(
          dropshipOrderLines.orderId,
          orders.map((o) => o.id),
        ),
      );
    expect(lines).toHaveLength(2);
    expect(await db.db.select().from(dropshipOrders).where(eq(dropshipOrders.internalPoNumber, bad))).toEqual(
      [],
    );
  });

  it('a job run twice (the worker died) counts the orders it wrote, not as duplicates', async () => {
    const created = await service.create(office, 'furhaven', body([line(nextPo())]));
    const payload = { uploadId: created.upload_id, company: 'furhaven' as const };
    await processUpload({ uploads: repo, files, log: quiet }, payload);
    await db.db
      .update(uploads)
      .set({ uploadStatus: 'upload_processing' })
      .where(eq(uploads.uploadId, created.upload_id));
    await processUpload({ uploads: repo, files, log: quiet }, payload);
    expect(await service.get('furhaven', created.upload_id)).toMatchObject({ successful: 1, failed: 0 });
  });

  it('refuses a file without the template columns or of two vendors and writes nothing', async () => {
    const count = async () => (await db.db.select().from(uploads)).length;
    const n = await count();
    const sends = sent.length;
    const { vendor_name: _, ...noVendor } = line(nextPo());
    expect(await refusal(service.create(office, 'furhaven', body([noVendor])))).toMatchObject({
      statusCode: 400,
      code: 'upload_format_not_found',
      message: 'Missing required field: vendor_name',
    });
    expect(
      await refusal(
        service.create(office, 'furhaven', body([line(nextPo()), line(nextPo(), { vendor_name: 'Chewy' })])),
      ),
    ).toMatchObject({ statusCode: 400, code: 'one_vendor_per_file' });
    expect(await refusal(service.create(office, 'worldwise', body([line(nextPo())])))).toMatchObject({
      statusCode: 400,
    });
    expect(await count()).toBe(n);
    expect(sent).toHaveLength(sends);
  });
});

describe('UploadsService: admin-only Delete and Re-create Labels', () => {
  it('refuses both to a user without admin and changes nothing', async () => {
    const done = await uploadAndProcess([line(nextPo())]);
    const sends = sent.length;
    expect(await refusal(service.delete(office, 'furhaven', done.upload_id))).toMatchObject({
      statusCode: 403,
      code: 'admin_only',
      message: 'Only an admin can do this.',
    });
    expect(await refusal(service.recreateLabels(office, 'furhaven', done.upload_id))).toMatchObject({
      statusCode: 403,
      code: 'admin_only',
    });
    expect(await ordersOf(done.upload_id)).toHaveLength(1);
    expect(sent).toHaveLength(sends);
  });

  it('lets an admin delete: the orders go and the upload is marked deleted; a missing id is refused', async () => {
    const done = await uploadAndProcess([line(nextPo()), line(nextPo())]);
    expect(await service.delete(admin, 'furhaven', done.upload_id)).toEqual({
      upload_id: done.upload_id,
      upload_status: 'upload_deleted',
      deleted: 2,
      kept: 0,
    });
    expect(await ordersOf(done.upload_id)).toEqual([]);
    expect(await refusal(service.delete(admin, 'furhaven', done.upload_id))).toMatchObject({
      statusCode: 409,
    });
    expect(await refusal(service.delete(admin, 'furhaven', undefined))).toMatchObject({
      statusCode: 400,
      message: 'upload_id is required.',
    });
  });

  it('lets an admin re-create labels: queued only when some package has no label', async () => {
    const done = await uploadAndProcess([line(nextPo())]);
    const [order] = await ordersOf(done.upload_id);
    const sends = sent.length;
    expect(await service.recreateLabels(admin, 'furhaven', done.upload_id)).toEqual({
      upload_id: done.upload_id,
      packages: 0,
    });
    expect(sent).toHaveLength(sends);
    await db.db.insert(dropshipPackages).values({
      company: 'furhaven',
      orderId: order!.id,
      carrier: 'fedex',
      warehouse: 'kentucky',
      totalQuantity: 1,
    });
    expect(await service.recreateLabels(admin, 'furhaven', done.upload_id)).toEqual({
      upload_id: done.upload_id,
      packages: 1,
    });
    expect(sent.at(-1)).toEqual({
      queue: 'dropship.recreate-labels',
      payload: { uploadId: done.upload_id, company: 'furhaven', user: 'admin' },
    });
  });
});
