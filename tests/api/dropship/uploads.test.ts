import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DropshipUpload, OrderUploadResponse } from '../../../src/shared/api/dropship/file-uploads';
import { itemStock, items, vendors } from '../../../src/server/platform/db/schema/catalog';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  pullsheets,
  uploads,
} from '../../../src/server/platform/db/schema/dropship';
import { uploadRowsKey } from '../../../src/server/modules/dropship/file-uploads/upload-file';
import { orderUploadRow } from '../../fixtures/dropship-orders';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/**
 * File Uploads (D1 sections 2, 4, 6, 7) against the real app: access per route, the upload job
 * writing each order in its own transaction, a refused file writing nothing, delete rules,
 * admin-only actions, the tracking CSV and the Petsense master packslip PDF.
 */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'bulk', 'dock'] as const);
type User = keyof typeof tokens;
const token = (user: User) => tokens[user].access_token;
afterAll(async () => {
  await t.close();
});

await t.db.insert(vendors).values([
  { company: 'furhaven', side: 'dropship', name: 'Chewy', code: 'C00101' },
  { company: 'furhaven', side: 'dropship', name: 'Petsense', code: 'C00109' },
  { company: 'furhaven', side: 'dropship', name: 'Zulily', code: 'C00114', active: false },
  { company: 'furhaven', side: 'bulk', name: 'Target', code: 'B00104' },
  { company: 'worldwise', side: 'dropship', name: 'Chewy', code: 'W00101' },
]);
const itemRows = await t.db
  .insert(items)
  .values([
    {
      company: 'furhaven',
      sku: '31071-M-GRY',
      rootSku: '31071',
      description: 'Orthopedic Bed M Gray',
      price: '24.99',
      weightLbs: '4.50',
    },
    {
      company: 'furhaven',
      sku: '31071-L-GRY',
      rootSku: '31071',
      description: 'Orthopedic Bed L Gray',
      price: '34.99',
      weightLbs: '6.00',
    },
    {
      company: 'furhaven',
      sku: '99000-OLD',
      rootSku: '99000',
      description: 'Retired',
      price: '5.00',
      active: false,
    },
    { company: 'worldwise', sku: 'WW-100', rootSku: 'WW', description: 'Worldwise toy', price: '3.00' },
  ])
  .returning({ id: items.id, sku: items.sku });
const itemId = (sku: string) => itemRows.find((i) => i.sku === sku)!.id;
await t.db.insert(itemStock).values([
  { itemId: itemId('31071-M-GRY'), company: 'furhaven', warehouse: 'kentucky', available: 100 },
  { itemId: itemId('31071-L-GRY'), company: 'furhaven', warehouse: 'kentucky', available: 0 },
  { itemId: itemId('31071-M-GRY'), company: 'furhaven', warehouse: 'pennsylvania', available: 100 },
  { itemId: itemId('31071-L-GRY'), company: 'furhaven', warehouse: 'pennsylvania', available: 40 },
]);

let poSerial = 0;
const nextPo = (prefix = 'CH') => `${prefix}${String(++poSerial).padStart(8, '0')}`;
const row = orderUploadRow;

const UPLOADS_URL = '/api/dropship/orders/uploads';
function uploadBody(orders: object[], extra: Record<string, unknown> = {}) {
  return { orders, user: 'office', company_name: 'furhaven', filename: 'orders.csv', ...extra };
}
function post(user: User, payload: object, company = 'Furhaven', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: UPLOADS_URL,
    headers: { ...authed(token(user), company), ...headers },
    payload,
  });
}
function get(user: User, url: string, company = 'Furhaven') {
  return t.app.inject({ method: 'GET', url, headers: authed(token(user), company) });
}
function del(user: User, uploadId: number | string, company = 'Furhaven') {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/dropship/uploads?upload_id=${uploadId}`,
    headers: authed(token(user), company),
  });
}

/** Uploads rows, waits for the job and answers the finished upload. */
async function uploadAndWait(
  orders: object[],
  user: User = 'office',
  company = 'Furhaven',
): Promise<DropshipUpload> {
  const res = await post(user, uploadBody(orders, { company_name: company.toLowerCase() }), company);
  expect(res.statusCode, res.body).toBe(202);
  const created = body<OrderUploadResponse>(res);
  expect(created.upload_status).toBe('upload_processing');
  await t.jobs.idle?.();
  const done = await get(user, `${UPLOADS_URL}/${created.upload_id}`, company);
  expect(done.statusCode).toBe(200);
  return body<DropshipUpload>(done);
}

async function countRows() {
  const [u] = await t.db.select({ n: sql<number>`count(*)::int` }).from(uploads);
  const [o] = await t.db.select({ n: sql<number>`count(*)::int` }).from(dropshipOrders);
  const [l] = await t.db.select({ n: sql<number>`count(*)::int` }).from(dropshipOrderLines);
  return { uploads: u!.n, orders: o!.n, lines: l!.n };
}

async function ordersOf(uploadId: number) {
  return t.db
    .select()
    .from(dropshipOrders)
    .where(eq(dropshipOrders.uploadId, uploadId))
    .orderBy(dropshipOrders.id);
}

const ROUTES: [method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object][] = [
  ['POST', UPLOADS_URL, uploadBody([row({ internal_po_number: 'SCOPE1' })])],
  ['GET', UPLOADS_URL],
  ['GET', `${UPLOADS_URL}/1`],
  ['GET', '/api/dropship/uploads/tracking?upload_id=1'],
  ['DELETE', '/api/dropship/uploads?upload_id=1'],
  ['POST', '/api/dropship/uploads/recreate_labels', { upload_id: 1 }],
  ['GET', '/api/dropship/orders/master_packslips?upload_id=1'],
];

describe('access', () => {
  it.each(ROUTES)(
    '%s %s refuses bulk and dock users (scope) and a company the user lacks',
    async (method, url, payload) => {
      for (const user of ['bulk', 'dock'] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: authed(token(user)),
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${user} ${res.body}`).toBe(403);
        expect(body(res).error).toBe('scope_forbidden');
      }
      const foreign = await t.app.inject({
        method,
        url,
        headers: authed(token('floor'), 'Worldwise'),
        ...(payload ? { payload } : {}),
      });
      expect(foreign.statusCode).toBe(403);
      expect(body(foreign).error).toBe('company_forbidden');
      const bulkSide = await t.app.inject({
        method,
        url,
        headers: authed(token('office'), 'Furhaven_bulk'),
        ...(payload ? { payload } : {}),
      });
      expect(bulkSide.statusCode).toBe(400);
    },
  );

  it('lets an office user list uploads, and only those of the company of the header', async () => {
    await uploadAndWait(
      [row({ vendor_name: 'Chewy', internal_sku: 'WW-100', internal_po_number: nextPo('WW') })],
      'office',
      'Worldwise',
    );
    const furhaven = body<{ uploads: DropshipUpload[] }>(await get('office', UPLOADS_URL)).uploads;
    const worldwise = body<{ uploads: DropshipUpload[] }>(
      await get('office', UPLOADS_URL, 'Worldwise'),
    ).uploads;
    expect(worldwise.length).toBeGreaterThan(0);
    const furhavenIds = new Set(furhaven.map((u) => u.upload_id));
    expect(worldwise.some((u) => furhavenIds.has(u.upload_id))).toBe(false);
    // Another company's upload is not found through this company's header.
    const res = await get('office', `${UPLOADS_URL}/${worldwise[0]!.upload_id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('a good file', () => {
  it('is stored as processing, then the job writes every order and sets the counts', async () => {
    const [a, b, c] = [nextPo(), nextPo(), nextPo()];
    const upload = await uploadAndWait([
      row({ internal_po_number: a, quantity: '2' }),
      row({ internal_po_number: a, internal_sku: '31071-L-GRY', external_sku: '', internal_price: '30.00' }),
      row({ internal_po_number: b, internal_sku: '31071-L-GRY', note: 'Leave at back door' }),
      row({ internal_po_number: c, order_date: '3/1/2026', requested_on: '2026-03-05' }),
    ]);
    expect(upload).toMatchObject({
      vendor_name: 'Chewy',
      file_name: 'orders.csv',
      user: 'office',
      upload_status: 'upload_complete',
      order_count: 3,
      successful: 3,
      failed: 0,
      failures: [],
    });
    const orders = await ordersOf(upload.upload_id);
    expect(orders.map((o) => o.internalPoNumber)).toEqual([a, b, c]);
    // A: L-GRY has no Kentucky stock, so Pennsylvania (which covers both lines); B too; C: Kentucky first.
    expect(orders.map((o) => o.warehouse)).toEqual(['pennsylvania', 'pennsylvania', 'kentucky']);
    expect([upload.kentucky, upload.pennsylvania]).toEqual([1, 2]);
    expect(orders[0]).toMatchObject({
      orderStatus: 100,
      vendorCode: 'C00101',
      carrier: 'fedex',
      acumaticaStatus: 400,
    });
    expect(orders[1]!.vendorParams).toEqual({ requested_on: '20260306', note: 'Leave at back door' });
    expect(orders[2]!.orderDate.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(orders[2]!.vendorParams).toEqual({ requested_on: '20260305' });
    const lines = await t.db
      .select()
      .from(dropshipOrderLines)
      .where(eq(dropshipOrderLines.orderId, orders[0]!.id))
      .orderBy(dropshipOrderLines.id);
    expect(
      lines.map((l) => [
        l.internalSku,
        l.quantity,
        l.internalPrice,
        l.externalPrice,
        l.externalSku,
        l.rootSku,
      ]),
    ).toEqual([
      ['31071-M-GRY', 2, '24.99', '29.99', '123456', '31071'],
      ['31071-L-GRY', 1, '30.00', '29.99', null, '31071'],
    ]);
    // No labels at upload: a new order has no package until it is labelled (as in the world).
    const packages = await t.db
      .select()
      .from(dropshipPackages)
      .where(
        inArray(
          dropshipPackages.orderId,
          orders.map((o) => o.id),
        ),
      );
    expect(packages).toEqual([]);
  });

  it('replays the answer for a retried Idempotency-Key and creates one upload', async () => {
    const before = await countRows();
    const payload = uploadBody([row({ internal_po_number: nextPo() })]);
    const key = { 'idempotency-key': 'uploads-test-key-1' };
    const first = await post('office', payload, 'Furhaven', key);
    const second = await post('office', payload, 'Furhaven', key);
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(body(second)).toEqual(body(first));
    await t.jobs.idle?.();
    const after = await countRows();
    expect(after.uploads - before.uploads).toBe(1);
    expect(after.orders - before.orders).toBe(1);
  });
});

describe('bad orders', () => {
  it('fail alone with their reason, never half written', async () => {
    const earlier = nextPo();
    await uploadAndWait([row({ internal_po_number: earlier })]);
    const [good, unknownSku, missingCity, mixed, retired] = [
      nextPo(),
      nextPo(),
      nextPo(),
      nextPo(),
      nextPo(),
    ];
    const before = await countRows();
    const upload = await uploadAndWait([
      row({ internal_po_number: good }),
      row({ internal_po_number: unknownSku }),
      row({ internal_po_number: unknownSku, internal_sku: 'NOPE-1' }),
      row({ internal_po_number: missingCity, city: '' }),
      row({ internal_po_number: earlier }),
      row({ internal_po_number: mixed }),
      row({ internal_po_number: mixed, zip_code: '40203' }),
      row({ internal_po_number: retired, internal_sku: '99000-OLD' }),
    ]);
    expect(upload).toMatchObject({
      upload_status: 'upload_complete',
      order_count: 6,
      successful: 1,
      failed: 5,
    });
    expect(upload.failures).toEqual([
      { po: unknownSku, reason: 'Unknown SKU: NOPE-1' },
      { po: missingCity, reason: 'Row 5: Missing required field: city' },
      { po: earlier, reason: `Duplicate PO number: ${earlier} was already uploaded.` },
      { po: mixed, reason: `The rows of PO ${mixed} disagree on zip_code.` },
      { po: retired, reason: 'SKU 99000-OLD is no longer active.' },
    ]);
    const after = await countRows();
    expect(after.orders - before.orders).toBe(1);
    expect(after.lines - before.lines).toBe(1);
    const written = await ordersOf(upload.upload_id);
    expect(written.map((o) => o.internalPoNumber)).toEqual([good]);
  });

  it('an unknown or inactive vendor is not a valid customer; nothing succeeding fails the upload', async () => {
    const upload = await uploadAndWait([
      row({ vendor_name: 'Zulily', internal_po_number: nextPo('ZU') }),
      row({ vendor_name: 'Zulily', internal_po_number: nextPo('ZU') }),
    ]);
    expect(upload.upload_status).toBe('upload_failed');
    expect(upload.successful).toBe(0);
    expect(upload.failures.map((f) => f.reason)).toEqual(['Not a valid customer.', 'Not a valid customer.']);
  });

  it('marks a stored file without the template columns as Invalid Format', async () => {
    const [created] = await t.db
      .insert(uploads)
      .values({
        company: 'furhaven',
        side: 'dropship',
        fileName: 'x.csv',
        user: 'office',
        uploadStatus: 'upload_processing',
        vendorName: 'Chewy',
      })
      .returning();
    await t.files.put(
      uploadRowsKey('furhaven', created!.uploadId),
      JSON.stringify([{ po: '1' }]),
      'application/json',
    );
    await t.jobs.send('dropship.process-upload', { uploadId: created!.uploadId, company: 'furhaven' });
    await t.jobs.idle?.();
    const res = body<DropshipUpload>(await get('office', `${UPLOADS_URL}/${created!.uploadId}`));
    expect(res.upload_status).toBe('upload_format_not_found');
  });
});

describe('a refused file', () => {
  it.each([
    [
      'a missing column',
      uploadBody([row(), (({ zip_code: _z, ...rest }) => rest)(row({ internal_po_number: 'X2' }))]),
      'Row 3: Missing required field: zip_code',
    ],
    [
      'a missing column in the header row',
      uploadBody([(({ city: _c, ...rest }) => rest)(row())]),
      'Missing required field: city',
    ],
    [
      'two vendors',
      uploadBody([row(), row({ vendor_name: 'Petsense', internal_po_number: 'P1' })]),
      'One vendor per file: the file names Chewy, Petsense.',
    ],
    [
      'another company',
      uploadBody([row()], { company_name: 'worldwise' }),
      'company_name "worldwise" is not the company of this request.',
    ],
    ['no rows', uploadBody([]), 'The file has no order rows.'],
    ['no file name', uploadBody([row()], { filename: '' }), 'filename is required.'],
  ])('with %s is refused with 400 and writes no rows', async (_name, payload, message) => {
    const before = await countRows();
    const res = await post('office', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res).message).toBe(message);
    await t.jobs.idle?.();
    expect(await countRows()).toEqual(before);
  });
});

describe('delete', () => {
  async function sheet() {
    const [created] = await t.db
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
    return created!.pullsheetId;
  }

  it('is admin only', async () => {
    const upload = await uploadAndWait([row({ internal_po_number: nextPo() })]);
    const res = await del('office', upload.upload_id);
    expect(res.statusCode).toBe(403);
    expect(body(res)).toEqual({ error: 'admin_only', message: 'Only an admin can do this.' });
    expect(await ordersOf(upload.upload_id)).toHaveLength(1);
  });

  it('keeps orders on a pull sheet or shipped, deletes the rest and marks the upload partially deleted', async () => {
    const pos = [nextPo(), nextPo(), nextPo(), nextPo()];
    const upload = await uploadAndWait(pos.map((po) => row({ internal_po_number: po })));
    const [onSheet, shipped, held] = await ordersOf(upload.upload_id);
    const sheetId = await sheet();
    await t.db.insert(dropshipPackages).values({
      company: 'furhaven',
      orderId: onSheet!.id,
      pullsheetId: sheetId,
      trackingNumber: '123456789012',
      carrier: 'fedex',
    });
    await t.db.update(dropshipOrders).set({ orderStatus: 104 }).where(eq(dropshipOrders.id, shipped!.id));
    await t.db.update(dropshipOrders).set({ orderStatus: 198 }).where(eq(dropshipOrders.id, held!.id));

    const res = await del('admin', upload.upload_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({
      upload_id: upload.upload_id,
      upload_status: 'upload_partially_deleted',
      deleted: 2,
      kept: 2,
    });
    expect((await ordersOf(upload.upload_id)).map((o) => o.id)).toEqual([onSheet!.id, shipped!.id]);
    const lines = await t.db
      .select()
      .from(dropshipOrderLines)
      .where(eq(dropshipOrderLines.orderId, held!.id));
    expect(lines).toEqual([]);

    const again = await del('admin', upload.upload_id);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(
      'Nothing to delete: every order of this upload is on a pull sheet or shipped.',
    );
  });

  it('deletes every order when none is on a sheet, then refuses a second delete', async () => {
    const upload = await uploadAndWait([
      row({ internal_po_number: nextPo() }),
      row({ internal_po_number: nextPo() }),
    ]);
    const res = await del('admin', upload.upload_id);
    expect(body(res)).toMatchObject({ upload_status: 'upload_deleted', deleted: 2, kept: 0 });
    expect(await ordersOf(upload.upload_id)).toEqual([]);
    const list = body<{ uploads: DropshipUpload[] }>(await get('office', UPLOADS_URL)).uploads;
    expect(list.find((u) => u.upload_id === upload.upload_id)?.upload_status).toBe('upload_deleted');
    const again = await del('admin', upload.upload_id);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('The upload is already deleted.');
  });

  it('refuses a processing upload, an unknown one and another company’s', async () => {
    const [processing] = await t.db
      .insert(uploads)
      .values({
        company: 'furhaven',
        side: 'dropship',
        fileName: 'p.csv',
        user: 'office',
        uploadStatus: 'upload_processing',
      })
      .returning();
    expect((await del('admin', processing!.uploadId)).statusCode).toBe(409);
    expect((await del('admin', 99_999_999)).statusCode).toBe(404);
    expect((await del('admin', processing!.uploadId, 'Worldwise')).statusCode).toBe(404);
    expect((await del('admin', 'abc')).statusCode).toBe(400);
  });
});

describe('tracking, labels and packslips', () => {
  it('exports the upload’s orders with their tracking numbers as CSV', async () => {
    const [a, b] = [nextPo(), nextPo()];
    const upload = await uploadAndWait([row({ internal_po_number: a }), row({ internal_po_number: b })]);
    const [first] = await ordersOf(upload.upload_id);
    await t.db.insert(dropshipPackages).values({
      company: 'furhaven',
      orderId: first!.id,
      trackingNumber: '123456789012',
      carrier: 'fedex',
      trackingStatus: 200,
    });
    const res = await get('office', `/api/dropship/uploads/tracking?upload_id=${upload.upload_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="upload_${upload.upload_id}_tracking.csv"`,
    );
    const lines = res.body.trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'vendor_name,internal_po_number,external_po_number,order_date,name,order_status,warehouse,carrier,method,tracking_number,tracking_status,ship_date',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `${a},512345678,2026-03-02 12:00:00,Ada Lovelace,order_created,kentucky,fedex,FEDEX_GROUND,123456789012,200`,
    );
    expect(lines[2]).toContain(`${b},`);
  });

  it('re-creates labels (admin only) for packages without one', async () => {
    const upload = await uploadAndWait([
      row({ internal_po_number: nextPo() }),
      row({ internal_po_number: nextPo(), address1: 'No number street' }),
    ]);
    const [good, bad] = await ordersOf(upload.upload_id);
    const [p1, p2] = await t.db
      .insert(dropshipPackages)
      .values([
        {
          company: 'furhaven',
          orderId: good!.id,
          carrier: 'ups',
          method: 'GROUND',
          warehouse: 'kentucky',
          weightLbs: '4.50',
          totalQuantity: 1,
          trackingError: 'Carrier API timeout after 30000 ms',
        },
        { company: 'furhaven', orderId: bad!.id, carrier: 'fedex', warehouse: 'kentucky', totalQuantity: 1 },
      ])
      .returning();
    const url = '/api/dropship/uploads/recreate_labels';
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: authed(token('office')),
      payload: { upload_id: upload.upload_id },
    });
    expect(refused.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: authed(token('admin')),
      payload: { upload_id: upload.upload_id },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(body(res)).toEqual({ upload_id: upload.upload_id, packages: 2 });
    await t.jobs.idle?.();
    const [after1] = await t.db.select().from(dropshipPackages).where(eq(dropshipPackages.id, p1!.id));
    expect(after1).toMatchObject({ trackingStatus: 200, trackingError: null });
    expect(after1!.trackingNumber).toMatch(/^1Z[0-9A-Z]{16}$/);
    expect(after1!.labelKey).toBeTruthy();
    const [after2] = await t.db
      .select()
      .from(dropshipPackages)
      .where(and(eq(dropshipPackages.id, p2!.id)));
    expect(after2!.trackingNumber).toBeNull();
    expect(after2!.trackingError).toBe(
      'Address verification failed: The street address has no house number.',
    );
    // Only the refused one is left to try.
    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: authed(token('admin')),
      payload: { upload_id: upload.upload_id },
    });
    expect(body(second)).toEqual({ upload_id: upload.upload_id, packages: 1 });
    await t.jobs.idle?.();
  });

  it('makes master packslips only for a Petsense upload, as a real PDF', async () => {
    const chewy = await uploadAndWait([row({ internal_po_number: nextPo() })]);
    const refused = await get('office', `/api/dropship/orders/master_packslips?upload_id=${chewy.upload_id}`);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('Master packslips are only made for Petsense uploads.');

    const [p1, p2] = [nextPo('PS'), nextPo('PS')];
    const petsense = await uploadAndWait([
      row({ vendor_name: 'Petsense', internal_po_number: p1, quantity: '6' }),
      row({ vendor_name: 'Petsense', internal_po_number: p1, internal_sku: '31071-L-GRY', quantity: '4' }),
      row({ vendor_name: 'Petsense', internal_po_number: p2, quantity: '3', name: 'Petsense Store #(12)' }),
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dropship/orders/master_packslips?upload_id=${petsense.upload_id}`,
      headers: authed(token('office')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every cross-reference entry points at its object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    const table = pdf.slice(xrefAt).split('\n');
    const count = Number(table[1]!.split(' ')[1]);
    for (let id = 1; id < count; id++) {
      const offset = Number(table[2 + id]!.slice(0, 10));
      expect(pdf.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
    }
    expect(pdf).toContain('/Count 3'); // the summary page and one slip per order
    expect(pdf).toContain('(Master Packslip)');
    expect(pdf).toContain(`(PO Number: ${p1})`);
    expect(pdf).toContain('(Petsense Store #\\(12\\))');
    // The summary page totals the SKU over both orders: 6 + 3.
    const summary = pdf.slice(pdf.indexOf('(Master Packslip)'), pdf.indexOf('(Packing Slip)'));
    expect(summary).toMatch(/\(31071-M-GRY\) Tj[\s\S]*?\(9\) Tj/);
  });
});

describe("the spec's forms of the calls (D1 section 7)", () => {
  it('DELETE /dropship/uploads takes upload_id in a JSON body as well as in the query', async () => {
    const upload = await uploadAndWait([row({ internal_po_number: nextPo() })]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/dropship/uploads',
      headers: authed(token('admin')),
      payload: { upload_id: upload.upload_id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ upload_id: upload.upload_id, upload_status: 'upload_deleted' });
    expect(await ordersOf(upload.upload_id)).toEqual([]);

    const neither = await t.app.inject({
      method: 'DELETE',
      url: '/api/dropship/uploads',
      headers: authed(token('admin')),
    });
    expect(neither.statusCode).toBe(400);
    expect(body(neither).message).toBe('upload_id is required.');
  });

  it('GET /dropship/orders/master_packslips takes a pullsheet_id: the slips of the orders on that sheet', async () => {
    const [onSheet1, onSheet2, elsewhere] = [nextPo(), nextPo(), nextPo()];
    const upload = await uploadAndWait(
      [onSheet1, onSheet2, elsewhere].map((po) => row({ internal_po_number: po })),
    );
    const orders = await ordersOf(upload.upload_id);
    const [created] = await t.db
      .insert(pullsheets)
      .values({
        company: 'furhaven',
        warehouse: 'kentucky',
        carrier: 'fedex',
        type: 'petsense',
        statusCode: 100,
        maxStatusCode: 100,
      })
      .returning();
    const sheetId = created!.pullsheetId;
    await t.db.insert(dropshipPackages).values(
      orders
        .filter((o) => o.internalPoNumber !== elsewhere)
        .map((o) => ({
          company: 'furhaven' as const,
          orderId: o.id,
          pullsheetId: sheetId,
          carrier: 'fedex',
        })),
    );
    const res = await get('office', `/api/dropship/orders/master_packslips?pullsheet_id=${sheetId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="master_packslips_pullsheet_${sheetId}.pdf"`,
    );
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf).toContain('/Count 3'); // the summary page and the two orders on the sheet
    expect(pdf).toContain(`(PO Number: ${onSheet1})`);
    expect(pdf).toContain(`(PO Number: ${onSheet2})`);
    expect(pdf).not.toContain(`(PO Number: ${elsewhere})`);

    const foreign = await get(
      'office',
      `/api/dropship/orders/master_packslips?pullsheet_id=${sheetId}`,
      'Worldwise',
    );
    expect(foreign.statusCode).toBe(404);

    // The warehouse scope of D1 section 6: floor holds Kentucky only.
    expect(
      (await get('floor', `/api/dropship/orders/master_packslips?pullsheet_id=${sheetId}`)).statusCode,
    ).toBe(200);
    const [paSheet] = await t.db
      .insert(pullsheets)
      .values({
        company: 'furhaven',
        warehouse: 'PA',
        carrier: 'fedex',
        type: 'petsense',
        statusCode: 100,
        maxStatusCode: 100,
      })
      .returning();
    const refused = await get(
      'floor',
      `/api/dropship/orders/master_packslips?pullsheet_id=${paSheet!.pullsheetId}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error).toBe('warehouse_forbidden');
    expect(
      (await get('office', '/api/dropship/orders/master_packslips?pullsheet_id=99999999')).statusCode,
    ).toBe(404);
    const both = await get(
      'office',
      `/api/dropship/orders/master_packslips?pullsheet_id=${sheetId}&upload_id=${upload.upload_id}`,
    );
    expect(both.statusCode).toBe(400);
    expect((await get('office', '/api/dropship/orders/master_packslips')).statusCode).toBe(400);
  });
});
