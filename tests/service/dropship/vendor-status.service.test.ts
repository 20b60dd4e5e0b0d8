import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DropshipJobs } from '../../../src/server/modules/dropship/dropship.jobs';
import { VendorStatusRepository } from '../../../src/server/modules/dropship/api-status/vendor-status.repository';
import { VendorStatusService } from '../../../src/server/modules/dropship/api-status/vendor-status.service';
import { WarehousePriorityRepository } from '../../../src/server/modules/dropship/warehouse-priority/warehouse-priority.repository';
import { WarehousePriorityService } from '../../../src/server/modules/dropship/warehouse-priority/warehouse-priority.service';
import { vendors } from '../../../src/server/platform/db/schema/catalog';
import {
  dropshipOrders,
  dropshipPackages,
  pullsheets,
} from '../../../src/server/platform/db/schema/dropship';
import type { UserPrincipal } from '../../../src/server/platform/http/types';
import type { JobSender } from '../../../src/server/platform/jobs/job-sender';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { refusalWith } from '../support/refusal';

/**
 * The service tier: API Status and Warehouse Priority on a real database, without HTTP. The job
 * sender records the vendor requests the service queues.
 */
let db: TestDatabase;
let service: VendorStatusService;
let priorities: WarehousePriorityService;
const sent: DropshipJobs['dropship.vendor-request'][] = [];
const jobs: JobSender<DropshipJobs> = {
  send: (queue, payload) => {
    if (queue === 'dropship.vendor-request') sent.push(payload as DropshipJobs['dropship.vendor-request']);
    return Promise.resolve('svc');
  },
};

const principal = (warehouses: string[]): UserPrincipal => ({
  kind: 'user',
  id: 1,
  username: 'svc',
  name: 'Service test',
  companies: ['furhaven'],
  warehouses,
  scopes: ['dropship'],
});
const everywhere = principal(['kentucky', 'pennsylvania', 'texas']);
const kentucky = principal(['kentucky']);

const refusal = refusalWith('statusCode', 'code', 'message');

const A = 'Svc Alpha';
const B = 'Svc Beta';
let serial = 0;
const order = (vendorName: string, warehouse: string | null, orderStatus = 100) => ({
  company: 'furhaven' as const,
  vendorName,
  internalPoNumber: `SVCVS${++serial}`,
  orderDate: new Date('2026-03-02T12:00:00Z'),
  name: 'Ada Lovelace',
  address1: '12 Main St',
  city: 'Louisville',
  state: 'KY',
  zipCode: '40202',
  warehouse,
  orderStatus,
});

beforeAll(async () => {
  db = await createTestDatabase();
  service = new VendorStatusService(new VendorStatusRepository(db.db), jobs);
  priorities = new WarehousePriorityService(new WarehousePriorityRepository(db.db));
  await db.db.insert(vendors).values([
    {
      company: 'furhaven',
      side: 'dropship',
      name: A,
      code: 'C09801',
      fulfillmentPriority: 1,
      sendsInventory: true,
    },
    { company: 'furhaven', side: 'dropship', name: B, code: 'C09802', fulfillmentPriority: 7 },
    { company: 'furhaven', side: 'bulk', name: 'Svc Bulk Only', code: 'B09801' },
  ]);
  const made = await db.db
    .insert(dropshipOrders)
    .values([
      order(A, 'kentucky'),
      order(A, 'kentucky'),
      order(A, 'pennsylvania'),
      order(A, null),
      order(A, 'kentucky', 199), // cancelled: never counted
      order(A, 'kentucky', 198), // waiting on the hold screen
      order(A, 'kentucky'), // on a pull sheet below
    ])
    .returning({ id: dropshipOrders.id });
  const [sheet] = await db.db
    .insert(pullsheets)
    .values({
      company: 'furhaven',
      warehouse: 'kentucky',
      carrier: 'fedex',
      type: 'assembly',
      statusCode: 100,
      maxStatusCode: 100,
    })
    .returning();
  await db.db
    .insert(dropshipPackages)
    .values({ company: 'furhaven', orderId: made.at(-1)!.id, pullsheetId: sheet!.pullsheetId });
});
afterAll(async () => db?.drop());

describe('VendorStatusService', () => {
  const rowOf = (rows: Awaited<ReturnType<VendorStatusService['unprocessed']>>, name: string) =>
    rows.find((r) => r.vendor_name === name);

  it('counts order_created orders on no pull sheet, in the warehouses the caller holds', async () => {
    const all = await service.unprocessed(everywhere, 'furhaven', {});
    // Two in Kentucky, one in Pennsylvania, one without a warehouse (seen by who sees every warehouse).
    expect(rowOf(all, A)).toEqual({
      vendor_name: A,
      orders: 4,
      last_download: null,
      fulfillment_priority: 1,
      sends_inventory: true,
    });
    expect(rowOf(all, B)).toMatchObject({ orders: 0 });
    expect(rowOf(all, 'Svc Bulk Only')).toBeUndefined();
    expect(rowOf(await service.unprocessed(kentucky, 'furhaven', {}), A)?.orders).toBe(2);
    expect(
      rowOf(await service.unprocessed(everywhere, 'furhaven', { warehouse: 'pennsylvania' }), A)?.orders,
    ).toBe(1);
    expect(
      await refusal(service.unprocessed(kentucky, 'furhaven', { warehouse: 'pennsylvania' })),
    ).toMatchObject({
      statusCode: 403,
      code: 'warehouse_forbidden',
    });
  });

  it('answers a stored priority outside 1-3 as null, the default', async () => {
    expect(rowOf(await service.unprocessed(everywhere, 'furhaven', {}), B)?.fulfillment_priority).toBeNull();
  });

  it('queues a vendor request and answers it as queued; the state is read back by id', async () => {
    const status = await service.request(everywhere, 'furhaven', {
      vendor_name: A,
      request_type: 'inventory',
    });
    expect(status).toMatchObject({
      vendor_name: A,
      request_type: 'inventory',
      state: 'queued',
      message: null,
    });
    expect(sent.at(-1)).toEqual({
      request_id: status.request_id,
      company: 'furhaven',
      vendor_name: A,
      request_type: 'inventory',
      user: 'svc',
    });
    expect(await service.requests('furhaven', [status.request_id])).toEqual([status]);
    expect(await service.requests('worldwise', [status.request_id])).toEqual([]);
  });

  it('refuses an unknown vendor, and inventory to a vendor without a feed, queuing nothing', async () => {
    const before = sent.length;
    expect(
      await refusal(
        service.request(everywhere, 'furhaven', { vendor_name: 'Svc Bulk Only', request_type: 'orders' }),
      ),
    ).toMatchObject({ statusCode: 400, code: 'unknown_vendor' });
    expect(
      await refusal(service.request(everywhere, 'furhaven', { vendor_name: B, request_type: 'inventory' })),
    ).toMatchObject({ statusCode: 400, code: 'no_inventory_feed' });
    expect(sent).toHaveLength(before);
  });
});

describe('WarehousePriorityService', () => {
  it('saves priorities all or nothing: an unknown or repeated vendor changes nothing', async () => {
    const before = await priorities.list('furhaven');
    expect(
      await refusal(
        priorities.save('furhaven', {
          vendors: [
            { vendor_name: A, fulfillment_priority: 3 },
            { vendor_name: 'Svc Nobody', fulfillment_priority: 2 },
          ],
        }),
      ),
    ).toMatchObject({ statusCode: 400, code: 'unknown_vendor' });
    expect(
      await refusal(
        priorities.save('furhaven', {
          vendors: [
            { vendor_name: A, fulfillment_priority: 3 },
            { vendor_name: A, fulfillment_priority: 2 },
          ],
        }),
      ),
    ).toMatchObject({ statusCode: 400, code: 'duplicate_vendor' });
    expect(await priorities.list('furhaven')).toEqual(before);

    await priorities.save('furhaven', {
      vendors: [
        { vendor_name: A, fulfillment_priority: 3 },
        { vendor_name: B, fulfillment_priority: 2 },
      ],
    });
    const after = await priorities.list('furhaven');
    expect(after.filter((v) => v.vendor_name.startsWith('Svc '))).toEqual([
      { vendor_name: A, fulfillment_priority: 3 },
      { vendor_name: B, fulfillment_priority: 2 },
    ]);
  });
});
