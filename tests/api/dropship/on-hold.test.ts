import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancelItemsResponse,
  HoldActionResponse,
  HoldOrder,
} from '../../../src/shared/api/dropship/on-hold';
import { ediTransactions } from '../../../src/server/platform/db/schema/bulk';
import { dropshipOrderLines, dropshipOrders } from '../../../src/server/platform/db/schema/dropship';
import { simErpSalesOrders } from '../../../src/server/platform/db/schema/sandbox';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

const NOW = new Date('2026-03-02T15:30:00Z');
const WW = 'Worldwise';
const t = await createTestApp();
const tokens = await loginAll(t.app, ['hq', 'office', 'admin', 'floor', 'bulk'] as const);
const token = (user: keyof typeof tokens) => tokens[user].access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Err = { error: string; message: string };

async function list(user: keyof typeof tokens, company = 'Furhaven'): Promise<HoldOrder[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/dropship/on_hold',
    headers: authed(token(user), company),
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ orders: HoldOrder[] }>(res).orders;
}

function put(user: keyof typeof tokens, url: string, payload: object, company = 'Furhaven') {
  return t.app.inject({ method: 'PUT', url, headers: authed(token(user), company), payload });
}

async function orderRow(po: string) {
  const [row] = await t.db.select().from(dropshipOrders).where(eq(dropshipOrders.internalPoNumber, po));
  if (!row) throw new Error(`no order ${po}`);
  const lines = await t.db.select().from(dropshipOrderLines).where(eq(dropshipOrderLines.orderId, row.id));
  return { ...row, lines };
}

const ref = (o: HoldOrder) => ({ internal_po_number: o.internal_po_number, vendor_name: o.vendor_name });

describe('GET /api/dropship/on_hold: who sees what (D1 sections 4 and 6)', () => {
  it('washington users (hq) see every hold order, 198 and 197', async () => {
    const orders = await list('hq');
    const statuses = new Set(orders.map((o) => o.order_status));
    expect(statuses).toEqual(new Set([197, 198]));
    const [row] = await t.pool
      .query<{ n: string }>(
        "select count(*) n from dropship_orders where company = 'furhaven' and order_status in (197, 198)",
      )
      .then((r) => r.rows);
    expect(orders).toHaveLength(Number(row?.n));
    const first = orders[0]!;
    expect(first.lines.length).toBeGreaterThan(0);
    expect(first.order_date).not.toContain('T');
  });

  it('everybody else sees only Ready (197) orders: office, admin without washington is not among them', async () => {
    const office = await list('office');
    expect(office.length).toBeGreaterThan(0);
    expect(office.every((o) => o.order_status === 197)).toBe(true);
    const hq = await list('hq');
    expect(office.map((o) => o.internal_po_number).sort()).toEqual(
      hq
        .filter((o) => o.order_status === 197)
        .map((o) => o.internal_po_number)
        .sort(),
    );
  });

  it("keeps each company's orders apart", async () => {
    const furhaven = await list('hq');
    const worldwise = await list('hq', 'Worldwise');
    expect(worldwise.length).toBeGreaterThan(0);
    const shared = worldwise.filter((w) =>
      furhaven.some((f) => f.internal_po_number === w.internal_po_number),
    );
    expect(shared).toEqual([]);
  });
});

describe('scope and company on every route', () => {
  const routes = [
    ['GET', '/api/dropship/on_hold'],
    ['PUT', '/api/dropship/orders/ack'],
    ['PUT', '/api/dropship/orders/format-acumatica-order'],
    ['PUT', '/api/dropship/orders/sendToProduction'],
    ['PUT', '/api/dropship/orders/remove_from_orders'],
  ] as const;

  it.each(routes)('%s %s refuses a user without the dropship scope', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: authed(token('bulk')),
      payload: method === 'PUT' ? {} : undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(body<Err>(res).error).toBe('scope_forbidden');
  });

  it.each(routes)('%s %s refuses a company the user does not belong to', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: authed(token('floor'), 'Worldwise'),
      payload: method === 'PUT' ? {} : undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(body<Err>(res).error).toBe('company_forbidden');
  });

  it.each(routes)('%s %s refuses the bulk company header', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: authed(token('office'), 'Furhaven_bulk'),
      payload: method === 'PUT' ? {} : undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(body<Err>(res).error).toBe('company_side');
  });
});

describe('approve: acknowledge with cancel false, then send to Acumatica', () => {
  it('makes the order Ready, tells the vendor (855) and gives it an Acumatica number', async () => {
    const order = (await list('hq')).find((o) => o.order_status === 198)!;
    const ack = await put('hq', '/api/dropship/orders/ack', { ...ref(order), cancel: false });
    expect(ack.statusCode, ack.body).toBe(200);
    const acked = body<HoldActionResponse>(ack);
    expect(acked.order_status).toBe(197);
    expect(acked.edi_transaction_id).not.toBeNull();
    const [edi] = await t.db
      .select()
      .from(ediTransactions)
      .where(eq(ediTransactions.id, acked.edi_transaction_id!));
    expect(edi?.type).toBe('855');
    expect(edi?.internalPoNumber).toBe(order.internal_po_number);

    const row = await orderRow(order.internal_po_number);
    expect(row.orderStatus).toBe(197);
    expect(row.lines.every((l) => l.orderStatus === 197 || l.orderStatus === 199)).toBe(true);

    const sent = await put('hq', '/api/dropship/orders/format-acumatica-order', ref(order));
    expect(sent.statusCode, sent.body).toBe(200);
    const erp = body<HoldActionResponse>(sent);
    expect(erp.acu_order_num).toMatch(/^\d{7}$/);
    expect(erp.acumatica_status).toBe(401);
    const [so] = await t.db
      .select()
      .from(simErpSalesOrders)
      .where(
        and(eq(simErpSalesOrders.company, 'furhaven'), eq(simErpSalesOrders.orderNbr, erp.acu_order_num!)),
      );
    expect(so?.externalRef).toBe(order.internal_po_number);

    // Sending twice would make a second ERP order: refused.
    const again = await put('hq', '/api/dropship/orders/format-acumatica-order', ref(order));
    expect(again.statusCode).toBe(409);
    expect(body<Err>(again).error).toBe('already_in_erp');
    // Now visible to the office as a Ready order.
    expect((await list('office')).some((o) => o.internal_po_number === order.internal_po_number)).toBe(true);
  });

  it('only headquarters acknowledges; the order is unchanged', async () => {
    const order = (await list('hq')).find((o) => o.order_status === 198)!;
    const res = await put('office', '/api/dropship/orders/ack', { ...ref(order), cancel: false });
    expect(res.statusCode).toBe(403);
    expect(body<Err>(res).error).toBe('washington_required');
    expect((await orderRow(order.internal_po_number)).orderStatus).toBe(198);
  });

  it('refuses to acknowledge a Ready order, and an unknown one', async () => {
    const ready = (await list('hq')).find((o) => o.order_status === 197)!;
    const res = await put('hq', '/api/dropship/orders/ack', { ...ref(ready), cancel: false });
    expect(res.statusCode).toBe(409);
    const unknown = await put('hq', '/api/dropship/orders/ack', {
      internal_po_number: 'NOPE',
      vendor_name: ready.vendor_name,
      cancel: false,
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await put('hq', '/api/dropship/orders/ack', ref(ready));
    expect(missing.statusCode).toBe(400);
  });

  it('an 855 the vendor does not take leaves the order Unacknowledged', async () => {
    const order = (await list('hq')).find((o) => o.order_status === 198)!;
    await t.integrations.control!.set('vendors', { failureMode: 'next', failuresLeft: 1 });
    const res = await put('hq', '/api/dropship/orders/ack', { ...ref(order), cancel: false });
    expect(res.statusCode).toBe(502);
    expect(body<Err>(res).message).toMatch(/^Failed to send the acknowledgement to /);
    expect((await orderRow(order.internal_po_number)).orderStatus).toBe(198);
  });
});

describe('reject: acknowledge with cancel true', () => {
  it('cancels the order and all its lines and tells the vendor', async () => {
    const order = (await list('hq')).find((o) => o.order_status === 198)!;
    const res = await put('hq', '/api/dropship/orders/ack', { ...ref(order), cancel: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<HoldActionResponse>(res).order_status).toBe(199);
    const row = await orderRow(order.internal_po_number);
    expect(row.orderStatus).toBe(199);
    expect(row.cancelledAt).not.toBeNull();
    expect(row.lines.every((l) => l.orderStatus === 199)).toBe(true);
    expect((await list('hq')).some((o) => o.internal_po_number === order.internal_po_number)).toBe(false);
  });
});

describe('resend to Acumatica and send to production', () => {
  it('resends a Ready order without a number; an ERP failure is kept as acumatica_order_failed', async () => {
    // An approved order whose ERP send has not happened yet is Ready without a number.
    // (Worldwise: the small world has only a few Unacknowledged Furhaven orders.)
    const unacknowledged = (await list('hq', WW)).find((o) => o.order_status === 198)!;
    const ack = await put('hq', '/api/dropship/orders/ack', { ...ref(unacknowledged), cancel: false }, WW);
    expect(ack.statusCode, ack.body).toBe(200);
    const order = (await list('office', WW)).find(
      (o) => o.internal_po_number === unacknowledged.internal_po_number,
    )!;
    expect(order.acu_order_num).toBeNull();
    await t.integrations.control!.set('acumatica', { failureMode: 'next', failuresLeft: 1 });
    const failed = await put('office', '/api/dropship/orders/format-acumatica-order', ref(order), WW);
    expect(failed.statusCode).toBe(502);
    expect(body<Err>(failed).message).toMatch(
      `Failed to send order ${order.internal_po_number} to Acumatica`,
    );
    const afterFailure = await orderRow(order.internal_po_number);
    expect(afterFailure.acumaticaStatus).toBe(-401);
    expect(afterFailure.acuOrderNum).toBeNull();

    const res = await put('office', '/api/dropship/orders/format-acumatica-order', ref(order), WW);
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(order.internal_po_number)).acuOrderNum).toMatch(/^\d{7}$/);
  });

  it('office cannot send an Unacknowledged order anywhere: it is not on their screen', async () => {
    const order = (await list('hq')).find((o) => o.order_status === 198)!;
    for (const url of [
      '/api/dropship/orders/sendToProduction',
      '/api/dropship/orders/format-acumatica-order',
    ]) {
      const res = await put('office', url, ref(order));
      expect(res.statusCode).toBe(404);
    }
    expect((await orderRow(order.internal_po_number)).orderStatus).toBe(198);
  });

  it('a Ready order goes to production: order_created (100), off the hold screen', async () => {
    const order = (await list('office'))[0]!;
    const res = await put('office', '/api/dropship/orders/sendToProduction', ref(order));
    expect(res.statusCode, res.body).toBe(200);
    expect(body<HoldActionResponse>(res).order_status).toBe(100);
    const row = await orderRow(order.internal_po_number);
    expect(row.orderStatus).toBe(100);
    expect(row.lines.filter((l) => l.orderStatus !== 199).every((l) => l.orderStatus === 100)).toBe(true);
    expect((await list('office')).some((o) => o.internal_po_number === order.internal_po_number)).toBe(false);
    const again = await put('office', '/api/dropship/orders/sendToProduction', ref(order));
    expect(again.statusCode).toBe(404);
  });
});

describe('Cancel Items', () => {
  const url = '/api/dropship/orders/remove_from_orders';

  it('an invalid reason refuses the whole request and writes nothing', async () => {
    const order = (await list('office')).find((o) => o.lines.length >= 1)!;
    const before = await orderRow(order.internal_po_number);
    const line = order.lines[0]!;
    const res = await put('office', url, {
      items: [
        { ...ref(order), internal_sku: line.internal_sku, cancel_reason: 'OOS' },
        { ...ref(order), internal_sku: line.internal_sku, cancel_reason: 'DAMAGED' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(body<Err>(res).message).toBe(
      'Row 2: Invalid cancel reason DAMAGED. Valid reasons: OOS, OBSOLETE, INCORRECT, SMALLPO, NOSALE.',
    );
    expect(await orderRow(order.internal_po_number)).toEqual(before);
    const empty = await put('office', url, { items: [] });
    expect(empty.statusCode).toBe(400);
    const blank = await put('office', url, {
      items: [{ ...ref(order), internal_sku: '', cancel_reason: 'OOS' }],
    });
    expect(body<Err>(blank).message).toBe('Row 1: Missing required field: internal_sku');
  });

  it('cancels lines with their reason and counts the rows it could not cancel', async () => {
    const order =
      (await list('office')).find((o) => o.lines.filter((l) => l.order_status !== 199).length >= 2) ??
      (await list('office'))[0]!;
    const open = order.lines.filter((l) => l.order_status !== 199);
    const res = await put('office', url, {
      items: [
        { ...ref(order), internal_sku: open[0]!.internal_sku, cancel_reason: 'SMALLPO' },
        { ...ref(order), internal_sku: 'NO-SUCH-SKU', cancel_reason: 'OOS' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = body<CancelItemsResponse>(res);
    expect(result).toMatchObject({ success: 1, failed: 1 });
    expect(result.failures[0]?.reason).toBe(
      `Order ${order.internal_po_number} has no open line for SKU NO-SUCH-SKU.`,
    );
    const row = await orderRow(order.internal_po_number);
    const cancelled = row.lines.find((l) => l.id === open[0]!.order_id)!;
    expect(cancelled).toMatchObject({ orderStatus: 199, cancelReason: 'SMALLPO' });
    expect(row.orderStatus).toBe(open.length > 1 ? 197 : 199);
  });

  it('cancelling the last open lines cancels the order', async () => {
    const order = (await list('office'))[0]!;
    const open = order.lines.filter((l) => l.order_status !== 199);
    const res = await put('office', url, {
      items: open.map((l) => ({ ...ref(order), internal_sku: l.internal_sku, cancel_reason: 'NOSALE' })),
    });
    expect(body<CancelItemsResponse>(res)).toMatchObject({ success: open.length, failed: 0 });
    expect((await orderRow(order.internal_po_number)).orderStatus).toBe(199);
  });

  it('office cannot cancel lines of an Unacknowledged order', async () => {
    const order = (await list('hq')).find((o) => o.order_status === 198)!;
    const res = await put('office', url, {
      items: [{ ...ref(order), internal_sku: order.lines[0]!.internal_sku, cancel_reason: 'OOS' }],
    });
    expect(body<CancelItemsResponse>(res)).toMatchObject({ success: 0, failed: 1 });
    expect((await orderRow(order.internal_po_number)).lines.map((l) => l.orderStatus)).toEqual(
      order.lines.map((l) => l.order_status),
    );
  });

  it('takes the rows as a bare list too: D1 section 7 shows only the rows', async () => {
    const order = (await list('hq')).find((o) => o.lines.some((l) => l.order_status !== 199))!;
    const line = order.lines.find((l) => l.order_status !== 199)!;
    const res = await put('hq', url, [
      { ...ref(order), internal_sku: line.internal_sku, cancel_reason: 'OBSOLETE' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<CancelItemsResponse>(res)).toMatchObject({ success: 1, failed: 0 });
    const row = await orderRow(order.internal_po_number);
    expect(row.lines.find((l) => l.id === line.order_id)).toMatchObject({
      orderStatus: 199,
      cancelReason: 'OBSOLETE',
    });
    const empty = await put('hq', url, []);
    expect(empty.statusCode).toBe(400);
    expect(body<Err>(empty).message).toContain('Choose at least one item to cancel.');
  });
});
