import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrations } from '../../../src/server/integrations/registry';
import { FailedTrackingRepository } from '../../../src/server/modules/dropship/failed-tracking/failed-tracking.repository';
import { FailedTrackingService } from '../../../src/server/modules/dropship/failed-tracking/failed-tracking.service';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
} from '../../../src/server/platform/db/schema/dropship';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import type { UserPrincipal } from '../../../src/server/platform/http/types';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { refusalWith } from '../support/refusal';

/** The service tier: Failed Tracking's rules on a real database and the carriers sandbox, without HTTP. */
let db: TestDatabase;
let files: LocalFileStore;
let service: FailedTrackingService;

const principal = (warehouses: string[], scopes: UserPrincipal['scopes'] = ['dropship']): UserPrincipal => ({
  kind: 'user',
  id: 1,
  username: 'svc',
  name: 'Service test',
  companies: ['furhaven'],
  warehouses,
  scopes,
});
const office = principal(['kentucky', 'pennsylvania']);
const paOnly = principal(['pennsylvania']);
const admin = principal(['kentucky', 'pennsylvania'], ['admin', 'dropship']);

const refusal = refusalWith('statusCode', 'code', 'message');

let serial = 0;
/** An order of one line whose FedEx package failed to get a label; answers the row key and package. */
async function failedPackage(extra: { address1?: string; warehouse?: string } = {}) {
  const n = ++serial;
  const [order] = await db.db
    .insert(dropshipOrders)
    .values({
      company: 'furhaven',
      vendorName: 'Svc Vendor',
      internalPoNumber: `SVCFT${n}`,
      orderDate: new Date('2026-03-02T12:00:00Z'),
      name: 'Ada Lovelace',
      address1: extra.address1 ?? '12 Main St',
      city: 'Louisville',
      state: 'KY',
      zipCode: '40202',
      carrier: 'fedex',
      warehouse: extra.warehouse ?? 'kentucky',
      orderStatus: 100,
    })
    .returning();
  const [pkg] = await db.db
    .insert(dropshipPackages)
    .values({
      company: 'furhaven',
      orderId: order!.id,
      carrier: 'fedex',
      method: 'FEDEX_GROUND',
      warehouse: extra.warehouse ?? 'kentucky',
      weightLbs: '4.50',
      totalQuantity: 1,
      trackingError: 'Carrier API timeout after 30000 ms',
    })
    .returning();
  const [line] = await db.db
    .insert(dropshipOrderLines)
    .values({
      company: 'furhaven',
      orderId: order!.id,
      packageId: pkg!.id,
      internalSku: 'SVC-FT-1',
      rootSku: 'SVC-FT',
      quantity: 1,
      orderStatus: 100,
    })
    .returning();
  return { orderId: line!.id, packageId: pkg!.id, po: order!.internalPoNumber };
}

const packageRow = async (id: number) =>
  (await db.db.select().from(dropshipPackages).where(eq(dropshipPackages.id, id)))[0]!;

beforeAll(async () => {
  db = await createTestDatabase();
  files = new LocalFileStore(await mkdtemp(path.join(os.tmpdir(), 'dockhand-svc-ft-')));
  const integrations = createIntegrations(db.db, files, { mode: 'sandbox' });
  service = new FailedTrackingService(new FailedTrackingRepository(db.db), integrations, files);
});
afterAll(async () => {
  await db?.drop();
  if (files) await rm(files.root, { recursive: true, force: true });
});

describe('FailedTrackingService', () => {
  it('lists the failed packages of the warehouses the caller holds, and refuses one they do not', async () => {
    const ky = await failedPackage();
    const pa = await failedPackage({ warehouse: 'pennsylvania' });
    const rows = await service.list(office, 'furhaven');
    expect(rows.map((r) => r.package_id)).toEqual(expect.arrayContaining([ky.packageId, pa.packageId]));
    expect(rows.find((r) => r.package_id === ky.packageId)).toMatchObject({
      order_id: ky.orderId,
      warehouse: 'kentucky',
      internal_po_number: ky.po,
      tracking_error: 'Carrier API timeout after 30000 ms',
    });
    expect((await service.list(paOnly, 'furhaven')).map((r) => r.package_id)).not.toContain(ky.packageId);
    expect(await refusal(service.list(paOnly, 'furhaven', 'kentucky'))).toMatchObject({
      statusCode: 403,
      code: 'warehouse_forbidden',
    });
    expect(await service.list(office, 'worldwise')).toEqual([]);
  });

  it("sets a tracking number by hand only when it fits the package's carrier", async () => {
    const row = await failedPackage();
    expect(await refusal(service.setTracking(office, 'furhaven', row.orderId, '  '))).toMatchObject({
      statusCode: 400,
      code: 'invalid_tracking',
      message: 'Enter a tracking number.',
    });
    expect(
      await refusal(service.setTracking(office, 'furhaven', row.orderId, '1Z999AA10123456784')),
    ).toMatchObject({
      statusCode: 400,
      code: 'invalid_tracking',
    });
    expect((await packageRow(row.packageId)).trackingNumber).toBeNull();
    expect(await service.setTracking(office, 'furhaven', row.orderId, '7712 3456 7890')).toEqual({
      order_id: row.orderId,
      package_id: row.packageId,
      tracking_number: '771234567890',
      carrier: 'fedex',
    });
    expect(await packageRow(row.packageId)).toMatchObject({
      trackingNumber: '771234567890',
      trackingError: null,
    });
    // The row has left the list: a second try finds nothing to fix.
    expect(await refusal(service.setTracking(office, 'furhaven', row.orderId, '771234567891'))).toMatchObject(
      {
        statusCode: 404,
        code: 'not_failed',
      },
    );
  });

  it('redo asks the carrier again; a refusal is kept on the row; only an admin skips verification', async () => {
    const refused = await failedPackage({ address1: 'No number street' });
    expect(await refusal(service.redo(office, 'furhaven', refused.orderId))).toMatchObject({
      statusCode: 422,
      code: 'label_rejected',
    });
    expect((await packageRow(refused.packageId)).trackingError).toBe(
      'Address verification failed: The street address has no house number.',
    );
    expect(
      await refusal(service.redo(office, 'furhaven', refused.orderId, { skipVerification: true })),
    ).toMatchObject({ statusCode: 403, code: 'admin_only' });
    const set = await service.redo(admin, 'furhaven', refused.orderId, { skipVerification: true });
    expect(set.tracking_number).toMatch(/^\d{12}$/);
    expect(await packageRow(refused.packageId)).toMatchObject({
      trackingNumber: set.tracking_number,
      trackingError: null,
    });

    const good = await failedPackage();
    const label = await service.redo(office, 'furhaven', good.orderId);
    expect(label).toMatchObject({ order_id: good.orderId, package_id: good.packageId, carrier: 'fedex' });
    expect(await files.exists((await packageRow(good.packageId)).labelKey!)).toBe(true);
  });

  it('corrects the address with the shared rules; the row stays until a label is bought', async () => {
    const row = await failedPackage({ address1: 'No number street' });
    const base = { order_id: row.orderId, name: 'Ada', city: 'Louisville', state: 'KY', zip_code: '40202' };
    expect(
      await refusal(service.updateCustomer(office, 'furhaven', { ...base, address1: '' })),
    ).toMatchObject({
      statusCode: 400,
      code: 'invalid_address',
    });
    const updated = await service.updateCustomer(office, 'furhaven', { ...base, address1: '9 Elm St' });
    expect(updated).toMatchObject({ package_id: row.packageId, address1: '9 Elm St', name: 'Ada' });
    expect(await service.redo(office, 'furhaven', row.orderId)).toMatchObject({ package_id: row.packageId });
  });
});
