import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateWarrantyAnswer, WarrantyRow } from '../../../src/shared/api/warranty/warranty-orders';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Warranty orders (D3 2.4 to 2.8, 4 to 8) against the small sandbox world. */
const NOW = new Date('2026-03-02T15:30:00Z');

const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.office.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const rows = async (query = '') => {
  const res = await call('GET', `/dropship/warranty/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<WarrantyRow[]>(res);
};

/** What the database holds of a PO: its order and its items (to prove a refusal changed nothing). */
const snapshot = async (po: string) => {
  const order = await t.pool.query('select * from warranty_orders where internal_po_number = $1', [po]);
  const items = await t.pool.query(
    `select i.* from warranty_items i join warranty_orders o on o.id = i.order_id
      where o.internal_po_number = $1 order by i.warranty_id`,
    [po],
  );
  return { order: order.rows, items: items.rows };
};

const order = (po: string, item: Record<string, unknown> = {}) => ({
  order_date: '2026-3-2',
  internal_po_number: po,
  external_po_number: '',
  order_status: 1,
  order_type: 'Dropship',
  vendor: 'Chewy',
  warehouse: 'kentucky',
  warranty_issued: 'Yes',
  reason: 'Broken Parts',
  fast_shipping: 'No',
  customer_name: 'Dana Reyes',
  email: '',
  street: '12 Elm St',
  street_2: '',
  city: 'Louisville',
  state: 'KY',
  zip_code: '40202',
  original_sku: 'OLD-1',
  internal_sku: 'NEW-1',
  quantity: 1,
  lot_number: '',
  warehouse_notes: '',
  notes: 'Customer sent photos',
  ...item,
});

const ROUTES = [
  ['GET', '/dropship/warranty/orders', undefined],
  ['POST', '/dropship/warranty', order('WR-REFUSED')],
  [
    'PUT',
    '/dropship/warranty/update_item',
    { warranty_id: 1, original_sku: 'A', internal_sku: 'B', quantity: 1, notes: 'n' },
  ],
  ['PUT', '/dropship/warranty/update_order_info', order('WR1000000')],
  ['PUT', '/dropship/warranty/cancel', { internal_po_number: 'WR1000000' }],
] as const;

describe('access', () => {
  it.each(ROUTES)(
    '%s %s refuses a user without the warranties scope, a company not held and the bulk header',
    async (method, url, payload) => {
      const before = await snapshot('WR1000000');
      // floor holds dropship but not warranties; bulk holds bulk only.
      expect((await call(method, url, payload, tokens.floor.access_token)).statusCode).toBe(403);
      expect((await call(method, url, payload, tokens.bulk.access_token)).statusCode).toBe(403);
      // floor holds Furhaven only; an unknown company; the bulk form of the header.
      expect((await call(method, url, payload, tokens.floor.access_token, 'Worldwise')).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Acme')).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
      expect(await snapshot('WR1000000')).toEqual(before);
      expect((await snapshot('WR-REFUSED')).order).toHaveLength(0);
    },
  );

  it('admin may read warranty orders', async () => {
    const res = await call('GET', '/dropship/warranty/orders?limit=5', undefined, tokens.admin.access_token);
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /dropship/warranty/orders', () => {
  it("answers flat item rows of the company's orders only, by warranty_id", async () => {
    const all = await rows('?limit=50000');
    expect(all.length).toBeGreaterThan(12);
    expect(all.every((r) => r.internal_po_number.startsWith('WR1'))).toBe(true);
    const ids = all.map((r) => r.warranty_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'order_date',
        'order_status',
        'internal_po_number',
        'external_po_number',
        'order_type',
        'vendor',
        'warehouse',
        'warranty_issued',
        'reason',
        'fast_shipping',
        'customer_name',
        'email',
        'street',
        'street_2',
        'city',
        'state',
        'zip_code',
        'warranty_id',
        'original_sku',
        'internal_sku',
        'quantity',
        'lot_number',
        'warehouse_notes',
        'notes',
      ].sort(),
    );
    const worldwise = body<WarrantyRow[]>(
      await call('GET', '/dropship/warranty/orders', undefined, undefined, 'Worldwise'),
    );
    expect(worldwise.every((r) => r.internal_po_number.startsWith('WR2'))).toBe(true);
  });

  it('filters by status, dates, PO, SKU, name, reason and vendor, and limits', async () => {
    const all = await rows('?limit=50000');
    const open = await rows('?order_status=1&limit=50000');
    expect(open.length).toBe(all.filter((r) => r.order_status === 1).length);
    const today = await rows('?order_status=1&start_date=2026-3-2');
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((r) => r.order_date >= '2026-03-02' && r.order_status === 1)).toBe(true);
    const range = await rows('?start_date=2026-02-01&end_date=2026-2-10&limit=50000');
    expect(range.every((r) => r.order_date >= '2026-02-01' && r.order_date <= '2026-02-10')).toBe(true);
    expect(range.length).toBe(
      all.filter((r) => r.order_date >= '2026-02-01' && r.order_date <= '2026-02-10').length,
    );
    const first = all[0]!;
    const byPo = await rows(`?internal_po_number=${first.internal_po_number.toLowerCase()}`);
    expect(byPo.length).toBeGreaterThan(0);
    expect(byPo.every((r) => r.internal_po_number === first.internal_po_number)).toBe(true);
    const bySku = await rows(`?internal_sku=${encodeURIComponent(first.internal_sku)}&limit=50000`);
    expect(
      bySku.every(
        (r) => r.internal_sku.includes(first.internal_sku) || r.original_sku.includes(first.internal_sku),
      ),
    ).toBe(true);
    const byName = await rows(
      `?customer_name=${encodeURIComponent(first.customer_name.slice(0, 4).toUpperCase())}`,
    );
    expect(byName.map((r) => r.warranty_id)).toContain(first.warranty_id);
    const byReason = await rows(`?reason=${encodeURIComponent(first.reason)}&limit=50000`);
    expect(byReason.length).toBe(all.filter((r) => r.reason === first.reason).length);
    const byVendor = await rows(`?vendor=${encodeURIComponent(first.vendor ?? '')}&limit=50000`);
    expect(byVendor.length).toBe(all.filter((r) => r.vendor === first.vendor).length);
    expect(await rows('?limit=3')).toHaveLength(3);
    const byDate = await rows('?order_by=order_date&limit=50000');
    const dates = byDate.map((r) => r.order_date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Blank filters are no filters.
    expect((await rows('?order_status=&internal_po_number=&limit=50000')).length).toBe(all.length);
  });

  it('refuses bad filters with a 400', async () => {
    for (const q of [
      '?order_status=5',
      '?start_date=2026-13-01',
      '?limit=0',
      '?order_by=name',
      '?start_date=2026-3-5&end_date=2026-3-1',
    ]) {
      const res = await call('GET', `/dropship/warranty/orders${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('POST /dropship/warranty', () => {
  it('saves an order with two items (Add Item keeps the header) and stores empty strings as null', async () => {
    const first = await call('POST', '/dropship/warranty', order('WR-TWO'));
    expect(first.statusCode, first.body).toBe(201);
    expect(body<CreateWarrantyAnswer>(first)).toMatchObject({
      success: true,
      message: 'Saved Warranty Order!',
      added_to_order: false,
    });
    const second = await call(
      'POST',
      '/dropship/warranty',
      order('WR-TWO', { original_sku: 'OLD-2', internal_sku: 'NEW-2', quantity: '2', notes: 'Second' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(body<CreateWarrantyAnswer>(second).added_to_order).toBe(true);
    const saved = await rows('?internal_po_number=WR-TWO');
    expect(saved.map((r) => [r.internal_sku, r.quantity])).toEqual([
      ['NEW-1', 1],
      ['NEW-2', 2],
    ]);
    expect(saved[0]).toMatchObject({
      order_date: '2026-03-02',
      order_status: 1,
      external_po_number: null,
      email: null,
      street_2: null,
      lot_number: null,
      warehouse_notes: null,
    });
  });

  it('answers a duplicate PO with 400 and errorMessage, and writes nothing', async () => {
    const before = await snapshot('WR1000000');
    expect(before.order).toHaveLength(1);
    const res = await call('POST', '/dropship/warranty', order('WR1000000'));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ errorMessage: 'Duplicate PO Number!' });
    // Another header under a PO just saved is a duplicate too.
    await call('POST', '/dropship/warranty', order('WR-DUP'));
    const other = await call(
      'POST',
      '/dropship/warranty',
      order('wr-dup', { customer_name: 'Someone Else' }),
    );
    expect(other.statusCode).toBe(400);
    expect(body(other)).toMatchObject({ errorMessage: 'Duplicate PO Number!' });
    expect(await snapshot('WR1000000')).toEqual(before);
    expect((await snapshot('WR-DUP')).items).toHaveLength(1);
  });

  it('names every missing required field, one per line, in the order of D3 section 5', async () => {
    const res = await call('POST', '/dropship/warranty', {
      order_date: '',
      internal_po_number: ' ',
      warranty_issued: null,
      reason: '',
      customer_name: '',
      street: '',
      city: '',
      state: '',
      zip_code: '',
      original_sku: '',
      internal_sku: '',
      quantity: '',
      notes: '',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(
      [
        'Date is required.',
        'PO Number is required.',
        'Action is required.',
        'Reason is required.',
        'Name is required.',
        'Street is required.',
        'City is required.',
        'State is required.',
        'Zip Code is required.',
        'Original SKU is required.',
        'SKU is required.',
        'Quantity is required.',
        'Notes is required.',
      ].join('\n'),
    );
    const bad = await call('POST', '/dropship/warranty', order('WR-BAD', { order_date: '2026-2-30' }));
    expect(bad.statusCode).toBe(400);
    expect((await snapshot('WR-BAD')).order).toHaveLength(0);
  });
});

describe('edits and cancel', () => {
  it('changes an item and the header of an open order', async () => {
    await call('POST', '/dropship/warranty', order('WR-EDIT'));
    const [row] = await rows('?internal_po_number=WR-EDIT');
    const item = await call('PUT', '/dropship/warranty/update_item', {
      warranty_id: row!.warranty_id,
      original_sku: 'OLD-9',
      internal_sku: 'NEW-9',
      quantity: 3,
      lot_number: 'L1',
      warehouse_notes: '',
      notes: 'Changed',
    });
    expect(item.statusCode, item.body).toBe(200);
    expect(body<unknown>(item)).toBe(true);
    const head = await call(
      'PUT',
      '/dropship/warranty/update_order_info',
      order('WR-EDIT', { city: 'Lexington', order_date: '2026-3-1', order_status: 199 }),
    );
    expect(head.statusCode, head.body).toBe(200);
    const [after] = await rows('?internal_po_number=WR-EDIT');
    expect(after).toMatchObject({
      internal_sku: 'NEW-9',
      quantity: 3,
      lot_number: 'L1',
      warehouse_notes: null,
      city: 'Lexington',
      order_date: '2026-03-01',
      order_status: 1,
    });
    const missing = await call(
      'PUT',
      '/dropship/warranty/update_order_info',
      order('WR-EDIT', { city: '', state: '' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('City is required.\nState is required.');
    const missingItem = await call('PUT', '/dropship/warranty/update_item', {
      warranty_id: row!.warranty_id,
      notes: '',
    });
    expect(body(missingItem).message).toBe(
      'Original SKU is required.\nSKU is required.\nQuantity is required.\nNotes is required.',
    );
  });

  it('cancels an open order once; a cancelled order refuses edits and cancel (409) and nothing changes', async () => {
    await call('POST', '/dropship/warranty', order('WR-CAN'));
    const [row] = await rows('?internal_po_number=WR-CAN');
    const cancel = await call('PUT', '/dropship/warranty/cancel', { internal_po_number: 'WR-CAN' });
    expect(cancel.statusCode).toBe(200);
    expect(body<unknown>(cancel)).toBe(true);
    const before = await snapshot('WR-CAN');
    expect(before.order[0]).toMatchObject({ order_status: 199 });
    const again = await call('PUT', '/dropship/warranty/cancel', { internal_po_number: 'WR-CAN' });
    expect(again.statusCode).toBe(409);
    const item = await call('PUT', '/dropship/warranty/update_item', {
      warranty_id: row!.warranty_id,
      original_sku: 'X',
      internal_sku: 'Y',
      quantity: 5,
      notes: 'late',
    });
    expect(item.statusCode).toBe(409);
    const head = await call(
      'PUT',
      '/dropship/warranty/update_order_info',
      order('WR-CAN', { city: 'Elsewhere' }),
    );
    expect(head.statusCode).toBe(409);
    // Add Item under a cancelled PO is a duplicate.
    expect((await call('POST', '/dropship/warranty', order('WR-CAN'))).statusCode).toBe(400);
    expect(await snapshot('WR-CAN')).toEqual(before);
  });

  it("answers 404 for another company's or an unknown order and item", async () => {
    const [ww] = body<WarrantyRow[]>(
      await call('GET', '/dropship/warranty/orders?limit=1', undefined, undefined, 'Worldwise'),
    );
    const before = await snapshot(ww!.internal_po_number);
    expect(
      (await call('PUT', '/dropship/warranty/cancel', { internal_po_number: ww!.internal_po_number }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', '/dropship/warranty/update_item', {
          warranty_id: ww!.warranty_id,
          original_sku: 'A',
          internal_sku: 'B',
          quantity: 1,
          notes: 'n',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/dropship/warranty/update_order_info', order(ww!.internal_po_number))).statusCode,
    ).toBe(404);
    expect(await snapshot(ww!.internal_po_number)).toEqual(before);
  });
});
