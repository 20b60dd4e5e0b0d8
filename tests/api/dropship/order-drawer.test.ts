import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/shared/api/dropship/order-drawer';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import { field } from '../../../src/server/integrations/acumatica/fields';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'office', 'floor', 'bulk'] as const);
const office = tokens.office.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Err = { error: string; message: string };
type Row = Record<string, unknown>;

async function one<T extends Row>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await t.pool.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no world row for: ${sql}`);
  return rows[0];
}
const rows = async <T extends Row>(sql: string, params: unknown[] = []) =>
  (await t.pool.query<T>(sql, params)).rows;

function call(method: 'GET' | 'PUT', url: string, payload?: object, token = office, company = 'Furhaven') {
  const options: InjectOptions = { method, url, headers: authed(token, company) };
  if (payload) options.payload = payload;
  return t.app.inject(options);
}
const put = (url: string, payload: object, token = office) => call('PUT', url, payload, token);

async function detail(po: string, vendor?: string) {
  const q = new URLSearchParams({ internal_po_number: po, ...(vendor ? { vendor_name: vendor } : {}) });
  const res = await call('GET', `/api/dropship/orders?${q}`);
  expect(res.statusCode).toBe(200);
  return decodeEnvelope<OrderDetail>(res.body).orders;
}

type OrderRef = { id: number; po: string; vendor: string };
const ORDER = `select o.id, o.internal_po_number as po, o.vendor_name as vendor from dropship_orders o`;
const notOnSheet = `not exists (select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null)`;
const onSheet = `exists (select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null
  and p.tracking_status = 200)`;
const notAmazon = `o.vendor_name not ilike '%amazon%'`;
const taken = new Set<number>();
/** A furhaven order matching `where`, not used by another test. */
async function order(where: string): Promise<OrderRef> {
  const found = await rows<OrderRef>(
    `${ORDER} where o.company = 'furhaven' and ${where} and o.id <> all($1) order by o.id limit 1`,
    [[...taken]],
  );
  const [first] = found;
  if (!first) throw new Error(`no order where ${where}`);
  taken.add(first.id);
  return first;
}
const statusOf = async (id: number) =>
  (await one<{ order_status: number }>(`select order_status from dropship_orders where id = $1`, [id]))
    .order_status;

const PROBE_BODIES: [string, string, object][] = [
  ['GET', '/api/dropship/orders?internal_po_number=X', {}],
  ['PUT', '/api/dropship/orders/cancel', { internal_po_number: 'X', vendor: 'Chewy' }],
  ['PUT', '/api/orders/1/cancel', {}],
  ['PUT', '/api/dropship/orders/hold', { internal_po_number: 'X', vendor: 'Chewy' }],
  ['PUT', '/api/dropship/orders/acumatica/resend', { internal_po_number: 'X', vendor_name: 'Chewy' }],
  ['PUT', '/api/dropship/orders/update_acu_order_num', { internal_po_number: 'X', acu_order_num: '1' }],
  ['PUT', '/api/dropship/orders/transfer', { internal_po_number: 'X', order_ids: [1] }],
  ['PUT', '/api/dropship/orders/reship', { tracking_number: 'X' }],
  [
    'PUT',
    '/api/dropship/pullsheets/removePackage',
    { tracking_number: 'X', pullsheet_id: 1, internal_po_number: 'X' },
  ],
  ['GET', '/api/dropship/orders/label?internal_po_number=X&tracking_number=Y', {}],
  ['GET', '/api/dropship/orders/label/1/packing_slip', {}],
  ['GET', '/api/dropship/orders/label/1/shipping_label', {}],
];

describe('scope and company on every drawer route', () => {
  it.each(PROBE_BODIES)('%s %s', async (method, url, payload) => {
    const m = method as 'GET' | 'PUT';
    const noToken = await t.app.inject({ method: m, url, payload: m === 'PUT' ? payload : undefined });
    expect(noToken.statusCode).toBe(401);
    // bulk holds no dropship scope; floor holds furhaven only.
    expect((await call(m, url, m === 'PUT' ? payload : undefined, tokens.bulk.access_token)).statusCode).toBe(
      403,
    );
    const other = await call(
      m,
      url,
      m === 'PUT' ? payload : undefined,
      tokens.floor.access_token,
      'Worldwise',
    );
    expect(other.statusCode).toBe(403);
    expect(body<Err>(other).error).toBe('company_forbidden');
  });

  it("never reads or changes another company's order", async () => {
    const ww = await one<{ id: number; po: string; vendor: string }>(
      `${ORDER} where o.company = 'worldwise' and o.order_status = 100 and ${notAmazon} limit 1`,
    );
    const res = await call('GET', `/api/dropship/orders?internal_po_number=${ww.po}`);
    expect(res.statusCode).toBe(404);
    expect(
      (await put('/api/dropship/orders/hold', { internal_po_number: ww.po, vendor: ww.vendor })).statusCode,
    ).toBe(404);
    expect((await put(`/api/orders/${ww.id}/cancel`, {})).statusCode).toBe(404);
    expect(await statusOf(ww.id)).toBe(100);
  });
});

describe('GET /api/dropship/orders (compressed envelope)', () => {
  it('answers the order with its packages and lines', async () => {
    const ref = await order(`${onSheet}`);
    taken.delete(ref.id);
    const [o] = await detail(ref.po, ref.vendor);
    expect(o).toMatchObject({ id: ref.id, internal_po_number: ref.po, vendor_name: ref.vendor });
    expect(o!.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(o!.shipments.length).toBeGreaterThan(0);
    expect(o!.shipments[0]!.pullsheet_id).not.toBeNull();
    expect(o!.items.length).toBeGreaterThan(0);
    const lines = await rows(`select id from dropship_order_lines where order_id = $1`, [ref.id]);
    expect(o!.items.map((i) => i.order_id).sort()).toEqual(lines.map((l) => l.id).sort());
  });

  it('says when the PO is unknown, and refuses an empty one', async () => {
    const res = await call('GET', '/api/dropship/orders?internal_po_number=NOPE123');
    expect(res.statusCode).toBe(404);
    expect(body<Err>(res).message).toBe('Order NOPE123 was not found.');
    expect((await call('GET', '/api/dropship/orders?internal_po_number=')).statusCode).toBe(400);
  });
});

describe('Hold Order', () => {
  it('puts an order on hold (197) once', async () => {
    const ref = await order(`o.order_status = 100 and ${notOnSheet}`);
    const res = await put('/api/dropship/orders/hold', { internal_po_number: ref.po, vendor: ref.vendor });
    expect(res.statusCode).toBe(204);
    expect(await statusOf(ref.id)).toBe(197);
    const held = await one<{ held_at: Date }>(`select held_at from dropship_orders where id = $1`, [ref.id]);
    expect(held.held_at).toBeInstanceOf(Date);
    const lines = await rows<{ order_status: number }>(
      `select distinct order_status from dropship_order_lines where order_id = $1`,
      [ref.id],
    );
    expect(lines.map((l) => l.order_status)).toEqual([197]);
    // Again: nothing changes.
    expect(
      (await put('/api/dropship/orders/hold', { internal_po_number: ref.po, vendor: ref.vendor })).statusCode,
    ).toBe(204);
    const again = await one<{ held_at: Date }>(`select held_at from dropship_orders where id = $1`, [ref.id]);
    expect(again.held_at.getTime()).toBe(held.held_at.getTime());
  });

  it('refuses to hold a cancelled order and changes nothing', async () => {
    const ref = await order(`o.order_status = 199`);
    const res = await put('/api/dropship/orders/hold', { internal_po_number: ref.po, vendor: ref.vendor });
    expect(res.statusCode).toBe(409);
    expect(body<Err>(res).message).toBe('A cancelled order cannot be put on hold.');
    expect(await statusOf(ref.id)).toBe(199);
  });
});

describe('Cancel Order', () => {
  it("refuses an order on a pull sheet with the spec's message", async () => {
    const ref = await order(`${onSheet} and o.order_status between 101 and 103 and ${notAmazon}`);
    const before = await statusOf(ref.id);
    const res = await put('/api/dropship/orders/cancel', { internal_po_number: ref.po, vendor: ref.vendor });
    expect(res.statusCode).toBe(409);
    expect(body<Err>(res).message).toBe("Can't Cancel Order. Check if order is on a pullsheet.");
    expect(await statusOf(ref.id)).toBe(before);
  });

  it('cancels an order that is not on a pull sheet, once', async () => {
    const ref = await order(`o.order_status = 100 and ${notOnSheet} and ${notAmazon}`);
    const payload = { internal_po_number: ref.po, vendor: ref.vendor };
    expect((await put('/api/dropship/orders/cancel', payload)).statusCode).toBe(204);
    expect(await statusOf(ref.id)).toBe(199);
    expect((await put('/api/dropship/orders/cancel', payload)).statusCode).toBe(204);
    const [o] = await detail(ref.po, ref.vendor);
    expect(o!.cancelled_at).not.toBeNull();
  });

  it('refuses a shipped order', async () => {
    const ref = await order(`o.order_status = 104 and ${notAmazon}`);
    const res = await put('/api/dropship/orders/cancel', { internal_po_number: ref.po, vendor: ref.vendor });
    expect(res.statusCode).toBe(409);
    expect(await statusOf(ref.id)).toBe(104);
  });

  it('sends Amazon orders to PUT /api/orders/{id}/cancel, which tells Amazon first', async () => {
    const ref = await order(
      `o.vendor_name = 'Amazon Direct' and o.order_status in (100, 197, 198) and ${notOnSheet}`,
    );
    const wrong = await put('/api/dropship/orders/cancel', {
      internal_po_number: ref.po,
      vendor: ref.vendor,
    });
    expect(wrong.statusCode).toBe(400);
    expect(body<Err>(wrong).message).toContain(`/api/orders/${ref.id}/cancel`);
    expect(await statusOf(ref.id)).not.toBe(199);

    const before = await rows(
      `select id from edi_transactions where internal_po_number = $1 and type = '855'`,
      [ref.po],
    );
    expect((await put(`/api/orders/${ref.id}/cancel`, {})).statusCode).toBe(204);
    expect(await statusOf(ref.id)).toBe(199);
    const after = await rows(
      `select id from edi_transactions where internal_po_number = $1 and type = '855'`,
      [ref.po],
    );
    expect(after.length).toBe(before.length + 1);
    // A retry changes nothing and tells Amazon nothing more.
    expect((await put(`/api/orders/${ref.id}/cancel`, {})).statusCode).toBe(204);
    expect(
      (await rows(`select id from edi_transactions where internal_po_number = $1 and type = '855'`, [ref.po]))
        .length,
    ).toBe(after.length);
  });

  it('refuses the retailer route for other vendors', async () => {
    const ref = await order(`o.order_status = 100 and ${notAmazon}`);
    const res = await put(`/api/orders/${ref.id}/cancel`, {});
    expect(res.statusCode).toBe(400);
    expect(await statusOf(ref.id)).toBe(100);
  });
});

describe('Resend to Acumatica and the ERP number', () => {
  it('creates the sales order once and keeps its 7-digit number', async () => {
    const ref = await order(
      `o.acu_order_num is null and o.order_status in (100, 197, 198) and ${notOnSheet}`,
    );
    const payload = { internal_po_number: ref.po, vendor_name: ref.vendor };
    const res = await put('/api/dropship/orders/acumatica/resend', payload);
    expect(res.statusCode).toBe(200);
    const { acu_order_num } = body<{ acu_order_num: string }>(res);
    expect(acu_order_num).toMatch(/^\d{7}$/);
    const erp = await t.integrations.acumatica('furhaven').getSalesOrder(acu_order_num);
    expect(erp?.ExternalRef.value).toBe(ref.po);
    const stored = await one<{ acu_order_num: string; acumatica_status: number }>(
      `select acu_order_num, acumatica_status from dropship_orders where id = $1`,
      [ref.id],
    );
    expect(stored).toEqual({ acu_order_num, acumatica_status: 401 });
    // Again, and again after the number was lost: the same ERP order.
    expect(body(await put('/api/dropship/orders/acumatica/resend', payload))).toEqual({ acu_order_num });
    await t.pool.query(`update dropship_orders set acu_order_num = null where id = $1`, [ref.id]);
    expect(body(await put('/api/dropship/orders/acumatica/resend', payload))).toEqual({ acu_order_num });
  });

  it('refuses to resend a cancelled order', async () => {
    const ref = await order(`o.order_status = 199`);
    const res = await put('/api/dropship/orders/acumatica/resend', {
      internal_po_number: ref.po,
      vendor_name: ref.vendor,
    });
    expect(res.statusCode).toBe(409);
  });

  it('sets a missing ERP number, padded to 7, only when the ERP knows it', async () => {
    const ref = await order(`o.acu_order_num is null and o.order_status = 100`);
    const bad = await put('/api/dropship/orders/update_acu_order_num', {
      internal_po_number: ref.po,
      acu_order_num: '12ab',
    });
    expect(bad.statusCode).toBe(400);
    expect(body<Err>(bad).message).toBe('Enter an Acumatica order number of up to 7 digits.');
    const unknown = await put('/api/dropship/orders/update_acu_order_num', {
      internal_po_number: ref.po,
      vendor_name: ref.vendor,
      acu_order_num: '9999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(body<Err>(unknown).message).toBe('Acumatica has no sales order 9999999.');

    const so = await t.integrations.acumatica('furhaven').createSalesOrder({
      OrderType: field('SO'),
      CustomerID: field('C00100'),
      Details: [
        { InventoryID: field('X1'), OrderQty: field(1), UnitPrice: field('1.00'), WarehouseID: field('KY') },
      ],
    });
    const short = so.OrderNbr.value.replace(/^0+/, '');
    const ok = await put('/api/dropship/orders/update_acu_order_num', {
      internal_po_number: ref.po,
      vendor_name: ref.vendor,
      acu_order_num: short,
    });
    expect(ok.statusCode).toBe(204);
    const stored = await one<{ acu_order_num: string }>(
      `select acu_order_num from dropship_orders where id = $1`,
      [ref.id],
    );
    expect(stored.acu_order_num).toBe(so.OrderNbr.value);
    expect(stored.acu_order_num).toHaveLength(7);
    const twice = await put('/api/dropship/orders/update_acu_order_num', {
      internal_po_number: ref.po,
      vendor_name: ref.vendor,
      acu_order_num: '1234567',
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('Transfer', () => {
  it('splits chosen items off to the other warehouse as PO-T1, once', async () => {
    const ref = await order(
      `o.order_status = 100 and o.warehouse = 'kentucky' and ${notOnSheet}
       and (select count(*) from dropship_order_lines l where l.order_id = o.id and l.order_status <> 199) >= 2
       and not exists (select 1 from dropship_packages p where p.order_id = o.id)`,
    );
    const [o] = await detail(ref.po, ref.vendor);
    const moved = o!.items[0]!.order_id;
    const payload = {
      internal_po_number: ref.po,
      vendor_name: ref.vendor,
      order_ids: [moved],
      warehouse: 'pennsylvania',
    };
    const res = await put('/api/dropship/orders/transfer', payload);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      internal_po_number: `${ref.po}-T1`,
      vendor_name: ref.vendor,
      warehouse: 'pennsylvania',
      moved: 1,
      whole_order: false,
    });
    const [split] = await detail(`${ref.po}-T1`, ref.vendor);
    expect(split!.warehouse).toBe('pennsylvania');
    expect(split!.items.map((i) => i.order_id)).toEqual([moved]);
    const [rest] = await detail(ref.po, ref.vendor);
    expect(rest!.items.map((i) => i.order_id)).not.toContain(moved);
    expect(rest!.warehouse).toBe('kentucky');
    // A retry answers the same split and makes no T2.
    expect(body(await put('/api/dropship/orders/transfer', payload))).toMatchObject({
      internal_po_number: `${ref.po}-T1`,
    });
    expect((await call('GET', `/api/dropship/orders?internal_po_number=${ref.po}-T2`)).statusCode).toBe(404);
  });

  it('moves the whole order when every open item is chosen', async () => {
    const ref = await order(`o.order_status = 100 and o.warehouse = 'pennsylvania' and ${notOnSheet}`);
    const [o] = await detail(ref.po, ref.vendor);
    const ids = o!.items.filter((i) => i.order_status !== 199).map((i) => i.order_id);
    const res = await put('/api/dropship/orders/transfer', {
      internal_po_number: ref.po,
      vendor_name: ref.vendor,
      order_ids: ids,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ internal_po_number: ref.po, warehouse: 'kentucky', whole_order: true });
    const [after] = await detail(ref.po, ref.vendor);
    expect(after!.warehouse).toBe('kentucky');
  });

  it('refuses items on a pull sheet, unknown items and cancelled orders', async () => {
    const sheet = await order(`${onSheet} and o.order_status between 101 and 103`);
    const [o] = await detail(sheet.po, sheet.vendor);
    const onSheetRes = await put('/api/dropship/orders/transfer', {
      internal_po_number: sheet.po,
      vendor_name: sheet.vendor,
      order_ids: [o!.items[0]!.order_id],
    });
    expect(onSheetRes.statusCode).toBe(409);
    expect(body<Err>(onSheetRes).message).toMatch(/pull sheet/);
    const unknown = await put('/api/dropship/orders/transfer', {
      internal_po_number: sheet.po,
      vendor_name: sheet.vendor,
      order_ids: [999999999],
    });
    expect(unknown.statusCode).toBe(400);
    const cancelled = await order(`o.order_status = 199`);
    const [c] = await detail(cancelled.po, cancelled.vendor);
    const res = await put('/api/dropship/orders/transfer', {
      internal_po_number: cancelled.po,
      vendor_name: cancelled.vendor,
      order_ids: [c!.items[0]!.order_id],
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('Reship', () => {
  it('buys a new label for a late package; the old one reads Reshipped with the date', async () => {
    const ref = await order(`${onSheet} and o.order_status between 101 and 103`);
    const pkg = await one<{ id: number; tracking_number: string }>(
      `select id, tracking_number from dropship_packages where order_id = $1 and tracking_status = 200 order by id limit 1`,
      [ref.id],
    );
    // Not late yet: refused.
    await t.pool.query(`update dropship_packages set ship_date = now() - interval '2 hours' where id = $1`, [
      pkg.id,
    ]);
    const early = await put('/api/dropship/orders/reship', { tracking_number: pkg.tracking_number });
    expect(early.statusCode).toBe(409);
    expect(body<Err>(early).message).toMatch(/not late/);

    await t.pool.query(`update dropship_packages set ship_date = now() - interval '30 hours' where id = $1`, [
      pkg.id,
    ]);
    const res = await put('/api/dropship/orders/reship', { tracking_number: pkg.tracking_number });
    expect(res.statusCode).toBe(200);
    const answer = body<{ tracking_number: string; reshipped: string; reshipped_date: string }>(res);
    expect(answer.reshipped).toBe(pkg.tracking_number);
    expect(answer.tracking_number).not.toBe(pkg.tracking_number);
    const [o] = await detail(ref.po, ref.vendor);
    const old = o!.shipments.find((s) => s.package_id === pkg.id)!;
    expect(old).toMatchObject({ tracking_status: 299, reshipped_date: answer.reshipped_date });
    const fresh = o!.shipments.find((s) => s.tracking_number === answer.tracking_number)!;
    expect(fresh.tracking_status).toBe(200);
    expect(o!.items.some((i) => i.package_id === fresh.package_id)).toBe(true);
    expect(o!.items.some((i) => i.package_id === pkg.id)).toBe(false);
    // A retry answers the same replacement.
    expect(body(await put('/api/dropship/orders/reship', { tracking_number: pkg.tracking_number }))).toEqual(
      answer,
    );
    expect(o!.shipments.filter((s) => s.tracking_number === answer.tracking_number)).toHaveLength(1);
  });

  it('refuses a shipped package and an unknown tracking number', async () => {
    const pkg = await one<{ tracking_number: string }>(
      `select tracking_number from dropship_packages where company = 'furhaven' and tracking_status = 201 limit 1`,
    );
    expect(
      (await put('/api/dropship/orders/reship', { tracking_number: pkg.tracking_number })).statusCode,
    ).toBe(409);
    expect((await put('/api/dropship/orders/reship', { tracking_number: 'NOPE' })).statusCode).toBe(404);
  });
});

describe('Remove From Pullsheet (Package Reset)', () => {
  it('takes the package off the sheet, resets the order, and then it can be cancelled', async () => {
    const ref = await order(
      `${onSheet} and o.order_status between 101 and 103 and ${notAmazon}
       and (select count(*) from dropship_packages p where p.order_id = o.id) = 1`,
    );
    const pkg = await one<{
      id: number;
      tracking_number: string;
      pullsheet_id: number;
      total_quantity: number;
    }>(
      `select id, tracking_number, pullsheet_id, total_quantity from dropship_packages where order_id = $1`,
      [ref.id],
    );
    const sheet = async () =>
      one<{ piece_count: number; order_count: number }>(
        `select piece_count, order_count from pullsheets where pullsheet_id = $1`,
        [pkg.pullsheet_id],
      );
    const before = await sheet();
    const wrong = await put('/api/dropship/pullsheets/removePackage', {
      tracking_number: pkg.tracking_number,
      pullsheet_id: pkg.pullsheet_id + 100000,
      internal_po_number: ref.po,
    });
    expect(wrong.statusCode).toBe(409);
    const payload = {
      tracking_number: pkg.tracking_number,
      pullsheet_id: pkg.pullsheet_id,
      internal_po_number: ref.po,
    };
    expect((await put('/api/dropship/pullsheets/removePackage', payload)).statusCode).toBe(204);
    expect(await sheet()).toEqual({
      piece_count: Math.max(before.piece_count - pkg.total_quantity, 0),
      order_count: Math.max(before.order_count - 1, 0),
    });
    expect(await statusOf(ref.id)).toBe(100);
    const [o] = await detail(ref.po, ref.vendor);
    expect(o!.shipments[0]).toMatchObject({ pullsheet_id: null, tote_id: null, truck_number: null });
    // Again: nothing more changes.
    expect((await put('/api/dropship/pullsheets/removePackage', payload)).statusCode).toBe(204);
    expect(await sheet()).toEqual({
      piece_count: Math.max(before.piece_count - pkg.total_quantity, 0),
      order_count: Math.max(before.order_count - 1, 0),
    });
    expect(
      (await put('/api/dropship/orders/cancel', { internal_po_number: ref.po, vendor: ref.vendor }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses a shipped package', async () => {
    const pkg = await one<{ tracking_number: string; pullsheet_id: number; po: string }>(
      `select p.tracking_number, p.pullsheet_id, o.internal_po_number as po from dropship_packages p
       join dropship_orders o on o.id = p.order_id
       where p.company = 'furhaven' and p.tracking_status = 201 and p.pullsheet_id is not null limit 1`,
    );
    const res = await put('/api/dropship/pullsheets/removePackage', {
      tracking_number: pkg.tracking_number,
      pullsheet_id: pkg.pullsheet_id,
      internal_po_number: pkg.po,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('Download Label', () => {
  it('answers {ps, sl} links whose files are named {po}_{tracking}_...', async () => {
    const pkg = await one<{ tracking_number: string; po: string }>(
      `select p.tracking_number, o.internal_po_number as po from dropship_packages p
       join dropship_orders o on o.id = p.order_id
       where p.company = 'furhaven' and p.tracking_number is not null order by p.id limit 1`,
    );
    const res = await call(
      'GET',
      `/api/dropship/orders/label?internal_po_number=${pkg.po}&tracking_number=${pkg.tracking_number}`,
    );
    expect(res.statusCode).toBe(200);
    const links = body<{ ps: string; sl: string }>(res);
    const ps = await call('GET', links.ps);
    expect(ps.statusCode).toBe(200);
    expect(ps.headers['content-disposition']).toBe(
      `attachment; filename="${pkg.po}_${pkg.tracking_number}_packing_slip.zpl"`,
    );
    expect(ps.body).toMatch(/^\^XA[\s\S]*PACKING SLIP[\s\S]*\^XZ$/);
    const sl = await call('GET', links.sl);
    expect(sl.statusCode).toBe(200);
    expect(sl.headers['content-disposition']).toBe(
      `attachment; filename="${pkg.po}_${pkg.tracking_number}_shipping_label.zpl"`,
    );
    expect(sl.body).toContain(`TRACKING #: ${pkg.tracking_number}`);
    // Recorded once as generated label files.
    await call(
      'GET',
      `/api/dropship/orders/label?internal_po_number=${pkg.po}&tracking_number=${pkg.tracking_number}`,
    );
    const files = await rows(`select kind from label_files where name like $1 order by kind`, [
      `${pkg.po}_%`,
    ]);
    expect(files.map((f) => f.kind)).toEqual(['packslip', 'shipping']);
    // Another company's package is not there.
    const other = await call('GET', links.ps, undefined, tokens.admin.access_token, 'Worldwise');
    expect(other.statusCode).toBe(404);
  });

  it('refuses a package without a label, and a tracking number of another PO', async () => {
    const pkg = await one<{ id: number; po: string }>(
      `select p.id, o.internal_po_number as po from dropship_packages p join dropship_orders o on o.id = p.order_id
       where p.company = 'furhaven' and p.tracking_number is null limit 1`,
    );
    expect((await call('GET', `/api/dropship/orders/label/${pkg.id}/packing_slip`)).statusCode).toBe(409);
    const tracked = await one<{ tracking_number: string }>(
      `select tracking_number from dropship_packages where company = 'furhaven' and tracking_number is not null limit 1`,
    );
    const res = await call(
      'GET',
      `/api/dropship/orders/label?internal_po_number=${pkg.po}&tracking_number=${tracked.tracking_number}`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe("the spec's form of the drawer calls (D1 section 7)", () => {
  const uniquePo = `not exists (select 1 from dropship_orders o2 where o2.company = o.company
    and o2.internal_po_number = o.internal_po_number and o2.id <> o.id)`;

  it('resend takes the order by its PO alone, or with the vendor as cancel and hold name it', async () => {
    const ref = await order(
      `o.acu_order_num is null and o.order_status in (100, 197, 198) and ${notOnSheet} and ${uniquePo}`,
    );
    const alone = await put('/api/dropship/orders/acumatica/resend', { internal_po_number: ref.po });
    expect(alone.statusCode, alone.body).toBe(200);
    const { acu_order_num } = body<{ acu_order_num: string }>(alone);
    expect(acu_order_num).toMatch(/^\d{7}$/);
    const named = await put('/api/dropship/orders/acumatica/resend', {
      internal_po_number: ref.po,
      vendor: ref.vendor,
    });
    expect(body(named)).toEqual({ acu_order_num });
    const other = await put('/api/dropship/orders/acumatica/resend', {
      internal_po_number: ref.po,
      vendor: 'No Such Vendor',
    });
    expect(other.statusCode).toBe(404);
  });

  it('transfer takes (order_ids, internal_po_number): the other warehouse', async () => {
    const ref = await order(
      `o.order_status = 100 and o.warehouse = 'kentucky' and ${notOnSheet} and ${uniquePo}`,
    );
    const [o] = await detail(ref.po, ref.vendor);
    const ids = o!.items.filter((i) => i.order_status !== 199).map((i) => i.order_id);
    const res = await put('/api/dropship/orders/transfer', { order_ids: ids, internal_po_number: ref.po });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      internal_po_number: ref.po,
      warehouse: 'pennsylvania',
      whole_order: true,
    });
  });

  it('update_acu_order_num takes (internal_po_number, acu_order_num)', async () => {
    const ref = await order(`o.acu_order_num is null and o.order_status = 100 and ${uniquePo}`);
    const so = await t.integrations.acumatica('furhaven').createSalesOrder({
      OrderType: field('SO'),
      CustomerID: field('C00100'),
      Details: [
        { InventoryID: field('X2'), OrderQty: field(1), UnitPrice: field('1.00'), WarehouseID: field('KY') },
      ],
    });
    const res = await put('/api/dropship/orders/update_acu_order_num', {
      internal_po_number: ref.po,
      acu_order_num: so.OrderNbr.value,
    });
    expect(res.statusCode, res.body).toBe(204);
    const stored = await one<{ acu_order_num: string }>(
      `select acu_order_num from dropship_orders where id = $1`,
      [ref.id],
    );
    expect(stored.acu_order_num).toBe(so.OrderNbr.value);
  });

  it('the label links name the package; its files are kept out of shared caches', async () => {
    const pkg = await one<{ id: number; tracking_number: string; po: string }>(
      `select p.id, p.tracking_number, o.internal_po_number as po from dropship_packages p
       join dropship_orders o on o.id = p.order_id
       where p.company = 'furhaven' and p.tracking_number is not null order by p.id desc limit 1`,
    );
    const q = new URLSearchParams({ internal_po_number: pkg.po, tracking_number: pkg.tracking_number });
    const res = await call('GET', `/api/dropship/orders/label?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({
      ps: `/api/dropship/orders/label/${pkg.id}/packing_slip`,
      sl: `/api/dropship/orders/label/${pkg.id}/shipping_label`,
      package_id: pkg.id,
    });
    const sl = await call('GET', `/api/dropship/orders/label/${pkg.id}/shipping_label`);
    expect(sl.statusCode).toBe(200);
    expect(sl.headers['cache-control']).toBe('private, no-store');
  });
});
