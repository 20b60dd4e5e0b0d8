import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSearchResultSchema, type SearchOrder } from '../../../src/shared/api/dropship/order-search';
import { DATE_ORDER_MESSAGE } from '../../../src/shared/domain/dropship/order-search';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  pullsheets,
} from '../../../src/server/platform/db/schema/dropship';
import { authed, body, createTestApp, loginAll, type TestApp } from '../support/test-app';

/**
 * GET /api/dropship/order-search on fixture rows of both companies: scope and company on the route,
 * each filter, the ERP number padding, grouping of packages per order, the limit and the order.
 */
let t: TestApp;
const USERS = ['admin', 'office', 'hq', 'floor', 'bulk', 'dock', 'labour', 'newhire'] as const;
let tokens: Record<(typeof USERS)[number], string>;
let sheetId: number;

type OrderRow = typeof dropshipOrders.$inferInsert;
const order = (id: number, extra: Partial<OrderRow> = {}): OrderRow => ({
  id,
  company: 'furhaven',
  vendorName: 'Chewy',
  internalPoNumber: `CH1${String(id).padStart(8, '0')}`,
  externalPoNumber: `EXT${id}`,
  // Upload dates go back one hour per id from 11:00 UTC on 10 March: a higher id is an older upload.
  orderDate: new Date(Date.UTC(2026, 2, 10, 12) - id * 3_600_000 - 1_800_000),
  uploadDate: new Date(Date.UTC(2026, 2, 10, 12) - id * 3_600_000),
  name: `Customer ${id}`,
  address1: '1 Main St',
  city: 'Louisville',
  state: 'KY',
  zipCode: '40202',
  warehouse: 'kentucky',
  orderStatus: 100,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const [sheet] = await t.db
    .insert(pullsheets)
    .values({
      company: 'furhaven',
      warehouse: 'KY',
      carrier: 'fedex',
      type: 'multiples',
      statusCode: 101,
      maxStatusCode: 101,
    })
    .returning({ id: pullsheets.pullsheetId });
  sheetId = sheet!.id;
  await t.db.insert(dropshipOrders).values([
    order(1, { orderStatus: 104, acuOrderNum: '0001234', acumaticaStatus: 402, uploadId: 77 }),
    order(2, {
      vendorName: '1-800-PetMeds',
      internalPoNumber: 'PM100000002',
      warehouse: 'pennsylvania',
      name: 'Ada Lovelace',
    }),
    order(3, { orderStatus: 199, externalPoNumber: 'EXT-CANCEL' }),
    order(4, { orderStatus: 102, acumaticaStatus: -401 }),
    order(5, { orderStatus: 103 }),
    // 10 March 2026, 02:00 UTC is 22:00 on 9 March in New York: dates are the warehouses' days.
    order(6, {
      uploadDate: new Date(Date.UTC(2026, 2, 10, 2)),
      orderDate: new Date(Date.UTC(2026, 2, 10, 1)),
    }),
    order(100, {
      company: 'worldwise',
      vendorName: 'Chewy',
      internalPoNumber: 'CH200000100',
      acuOrderNum: '0001234',
    }),
  ]);
  await t.db.insert(dropshipPackages).values([
    {
      company: 'furhaven',
      orderId: 1,
      trackingNumber: '123456789012',
      trackingStatus: 201,
      truckNumber: 'T9',
      pullsheetId: sheetId,
      totalQuantity: 1,
    },
    {
      company: 'furhaven',
      orderId: 1,
      trackingNumber: '1Z999AA10123456784',
      trackingStatus: 201,
      truckNumber: 'T9',
      pullsheetId: sheetId,
      totalQuantity: 2,
    },
    {
      company: 'furhaven',
      orderId: 4,
      trackingNumber: '9400111899223100012345',
      trackingStatus: 200,
      pullsheetId: sheetId,
      totalQuantity: 1,
    },
    {
      company: 'furhaven',
      orderId: 5,
      trackingNumber: null,
      trackingError: 'Carrier API timeout',
      totalQuantity: 1,
    },
    {
      company: 'worldwise',
      orderId: 100,
      trackingNumber: '999999999999',
      trackingStatus: 201,
      totalQuantity: 1,
    },
  ]);
  await t.db.insert(dropshipOrderLines).values([
    { company: 'furhaven', orderId: 1, internalSku: '31071-M-GRY', quantity: 1, orderStatus: 104 },
    { company: 'furhaven', orderId: 2, internalSku: '31071-L-GRY', quantity: 1, orderStatus: 100 },
    { company: 'furhaven', orderId: 2, internalSku: '31071-M-GRY', quantity: 2, orderStatus: 100 },
    { company: 'worldwise', orderId: 100, internalSku: '31071-M-GRY', quantity: 1, orderStatus: 100 },
  ]);
  const signedIn = await loginAll(t.app, USERS);
  tokens = Object.fromEntries(Object.entries(signedIn).map(([u, r]) => [u, r.access_token])) as typeof tokens;
});
afterAll(async () => {
  await t?.close();
});

function get(query: string, user: keyof typeof tokens = 'office', company = 'Furhaven') {
  return t.app.inject({
    method: 'GET',
    url: `/api/dropship/order-search${query ? `?${query}` : ''}`,
    headers: authed(tokens[user], company),
  });
}

async function search(
  query: string,
  user: keyof typeof tokens = 'office',
  company = 'Furhaven',
): Promise<SearchOrder[]> {
  const res = await get(query, user, company);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return orderSearchResultSchema.parse(decodeEnvelope(res.body)).data;
}
const ids = (orders: SearchOrder[]) => orders.map((o) => o.order_id);

describe('access', () => {
  it('answers office, hq, floor and admin (dropship or admin scope)', async () => {
    for (const user of ['office', 'hq', 'floor', 'admin'] as const) {
      expect((await get('', user)).statusCode, user).toBe(200);
    }
  });
  it('refuses users without dropship, warranties or admin (403), and calls without a token (401)', async () => {
    for (const user of ['bulk', 'dock', 'labour', 'newhire'] as const) {
      expect((await get('', user)).statusCode, user).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/order-search',
      headers: { company_id: 'Furhaven' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
  it('refuses a company the user does not hold and the bulk form of the header', async () => {
    expect((await get('', 'floor', 'Worldwise')).statusCode).toBe(403);
    const bulk = await get('', 'office', 'Furhaven_bulk');
    expect(bulk.statusCode).toBe(400);
    expect(body(bulk).error).toBe('company_side');
  });
});

describe('company isolation', () => {
  it("lists only the header company's orders", async () => {
    expect(ids(await search(''))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(await search('', 'office', 'Worldwise'))).toEqual([100]);
  });
  it('never finds another company’s order by its numbers', async () => {
    expect(await search('internal_po_number=CH200000100')).toEqual([]);
    expect(await search('tracking_number=999999999999')).toEqual([]);
    expect(ids(await search('acu_order_num=1234'))).toEqual([1]);
    expect(ids(await search('acu_order_num=1234', 'admin', 'Worldwise'))).toEqual([100]);
  });
});

describe('results', () => {
  it('groups packages under their order, with every shipment field', async () => {
    const [first] = await search('internal_po_number=CH100000001');
    expect(first).toMatchObject({
      order_id: 1,
      vendor_name: 'Chewy',
      internal_po_number: 'CH100000001',
      external_po_number: 'EXT1',
      upload_id: 77,
      upload_date: '2026-03-10 07:00:00',
      order_date: '2026-03-10 06:30:00',
      order_status: 104,
      acumatica_status: 402,
      acu_order_num: '0001234',
      warehouse: 'kentucky',
    });
    expect(
      first!.shipments.map((s) => [s.tracking_number, s.tracking_status, s.truck_number, s.pullsheet_id]),
    ).toEqual([
      ['123456789012', 201, 'T9', sheetId],
      ['1Z999AA10123456784', 201, 'T9', sheetId],
    ]);
    const [noPackages] = await search('internal_po_number=PM100000002');
    expect(noPackages!.shipments).toEqual([]);
  });
  it('orders by upload_date, newest first, and honours limit, order_by and desc', async () => {
    expect(ids(await search('limit=2'))).toEqual([1, 2]);
    expect(ids(await search('desc=false'))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(ids(await search('order_by=vendor_name&desc=false&limit=2'))).toEqual([2, 1]);
  });
  it('refuses a limit above 8000 and an unknown order', async () => {
    const tooMany = await get('limit=8001');
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).message).toMatch(/at most 8000/);
    expect((await get('order_by=password')).statusCode).toBe(400);
  });
});

describe('filters', () => {
  const cases: [string, number[]][] = [
    ['vendor_name=1-800-PetMeds', [2]],
    ['acu_order_num=0001234', [1]],
    ['acu_order_num=%201234%20', [1]],
    ['upload_id=77', [1]],
    [`pullsheet_id=${0}`, []],
    ['internal_po_number=CH100000003', [3]],
    ['external_po_number=EXT-CANCEL', [3]],
    ['tracking_number=1Z999AA10123456784', [1]],
    ['name=ada%20LOVELACE', [2]],
    ['sku=31071-L-GRY', [2]],
    ['sku=31071-M-GRY', [1, 2]],
    ['order_status=199', [3]],
    ['tracking_status=200', [4]],
    ['acumatica_status=-401', [4]],
    ['warehouse=pennsylvania', [2]],
    ['on_pullsheet=true', [1, 4]],
    ['on_pullsheet=false', [2, 3, 5, 6]],
    ['order_valid=false', [3]],
    ['order_valid=true', [1, 2, 4, 5, 6]],
    ['order_status=100&warehouse=kentucky', [6]],
  ];
  for (const [query, expected] of cases) {
    it(query, async () => {
      expect(ids(await search(query))).toEqual(expected);
    });
  }
  it('pullsheet_id', async () => {
    expect(ids(await search(`pullsheet_id=${sheetId}`))).toEqual([1, 4]);
  });
  it('reads dates as days in New York, both ends included', async () => {
    // Order 6 was uploaded at 22:00 on 9 March in New York; orders 1-5 between 03:00 and 07:00 on 10 March.
    expect(ids(await search('start_date=2026-03-09&end_date=2026-03-09'))).toEqual([6]);
    expect(ids(await search('start_date=2026-03-10'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(await search('start_date=2026-03-10&end_date=2026-03-10&order_status=104'))).toEqual([1]);
    expect(ids(await search('end_date=2026-03-08'))).toEqual([]);
  });
  it('treats empty and null filters as no filter', async () => {
    expect(ids(await search('vendor_name=&sku=null&order_status=&start_date=&on_pullsheet=null'))).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });
  it('refuses a start after the end with the screen’s message, and malformed values', async () => {
    const range = await get('start_date=2026-03-10&end_date=2026-03-09');
    expect(range.statusCode).toBe(400);
    expect(body(range).message).toBe(DATE_ORDER_MESSAGE);
    for (const query of ['start_date=03/09/2026', 'upload_id=abc', 'warehouse=texas', 'on_pullsheet=maybe']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).error).toBe('validation_failed');
    }
  });
});

describe("the spec's form of the call (D1 sections 2 and 7)", () => {
  it('takes the warehouse as the screen names it (Kentucky, Pennsylvania)', async () => {
    expect(ids(await search('warehouse=Pennsylvania'))).toEqual([2]);
    expect(ids(await search('warehouse=KENTUCKY&order_status=100'))).toEqual([6]);
  });
  it('sends every filter, empty ones as null, with limit, order_by and desc', async () => {
    const keys = ['start_date', 'end_date', 'vendor_name', 'acu_order_num', 'upload_id', 'pullsheet_id'];
    const more = ['internal_po_number', 'external_po_number', 'tracking_number', 'name', 'sku'];
    const statuses = ['order_status', 'tracking_status', 'acumatica_status', 'warehouse'];
    const query = [...keys, ...more, ...statuses, 'on_pullsheet', 'order_valid']
      .map((k) => `${k}=null`)
      .join('&');
    expect(ids(await search(`${query}&limit=8000&order_by=upload_date&desc=true`))).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });
  it('refuses a status filter that is not a status code of D1 section 4', async () => {
    for (const query of ['order_status=105', 'tracking_status=202', 'acumatica_status=403']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).error).toBe('validation_failed');
    }
  });
});

describe('the 8000 limit', () => {
  it('answers at most 8000 orders by default, the newest', async () => {
    await t.pool.query(`
      insert into dropship_orders (id, company, vendor_name, internal_po_number, order_date, upload_date, name,
        address1, city, state, zip_code, order_status)
      select 1000 + g, 'worldwise', 'Bulk Test', 'BT' || g, now() - g * interval '1 minute', now() - g * interval '1 minute',
        'N', 'A', 'C', 'KY', '40202', 100
      from generate_series(1, 8050) g`);
    const orders = await search('vendor_name=Bulk%20Test', 'admin', 'Worldwise');
    expect(orders).toHaveLength(8000);
    expect(orders[0]!.internal_po_number).toBe('BT1');
    expect(orders.at(-1)!.internal_po_number).toBe('BT8000');
  });
});
