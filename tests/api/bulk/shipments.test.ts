import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOrdersTable } from '../../../src/shared/api/bulk/bulk-orders';
import type { SendAsnsAnswer } from '../../../src/shared/api/bulk/bulk-shipments';
import { SHIPMENT_MESSAGES } from '../../../src/shared/domain/bulk/shipments';
import { isValidSscc } from '../../../src/shared/domain/edi/sscc';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/**
 * Bulk shipping and EDI (D2 sections 2, 4, 5, 7 and 8) against the small sandbox world with the
 * vendors simulator: Force Built, shipment information (one order and a file), Confirm Shipment,
 * Send Ready ASNs (856 per shipment, SSCC-18 per pallet and carton), the 810 job, Mark Complete.
 * Every 856 and 810 written is parsed back with node-x12, an independent X12 parser.
 */
const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['bulk', 'office'] as const);
const bulk = tokens.bulk.access_token;
const COMPANY = 'Furhaven_bulk';

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

type Ref = { internal_po_number: string; vendor_name: string };
const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
  token = bulk,
  company = COMPANY,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: authed(token, company),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type OrderState = {
  id: number;
  stage: string;
  asn_status: number;
  invoice_status: number;
  asn_error: string | null;
};
async function state(ref: Ref): Promise<OrderState> {
  const { rows } = await t.pool.query<OrderState>(
    `select id, stage, asn_status, invoice_status, asn_error from bulk_orders
     where company = 'furhaven' and internal_po_number = $1 and vendor_name = $2`,
    [ref.internal_po_number, ref.vendor_name],
  );
  return rows[0]!;
}

/** A Furhaven order on a tab whose open lines all have `status` and some pieces to ship. */
async function orderOn(
  stage: string,
  status: number,
  skip: readonly string[] = [],
): Promise<Ref & { id: number }> {
  const { rows } = await t.pool.query<Ref & { id: number }>(
    `select o.id, o.internal_po_number, o.vendor_name from bulk_orders o
     where o.company = 'furhaven' and o.stage = $1 and not (o.internal_po_number = any($3))
       and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status = $2
         and i.fulfill_ky + i.fulfill_pa + i.fulfill_tx + i.fulfill_il > 0)
       and not exists (select 1 from bulk_order_items i where i.order_id = o.id
         and i.order_status not in ($2, 199))
     order by o.id limit 1`,
    [stage, status, skip],
  );
  if (!rows[0]) throw new Error(`no furhaven order on ${stage}`);
  return rows[0];
}

const shipment = (ref: Ref, over: Record<string, unknown> = {}) => ({
  ...ref,
  pro_number: '7700112233',
  carrier: 'odfl',
  bol: '12345678901234567',
  ship_date: '2026-03-03',
  expected_delivery: '2026-03-06',
  truck_number: '4411',
  total_on_shipment: 2,
  ...over,
});

/** Pieces per SKU the order's open lines send (the quantities its 856 and 810 must carry). */
async function piecesPerSku(orderId: number): Promise<Record<string, number>> {
  const { rows } = await t.pool.query<{ sku: string; pieces: number }>(
    `select internal_sku as sku, sum(fulfill_ky + fulfill_pa + fulfill_tx + fulfill_il)::int as pieces
     from bulk_order_items where order_id = $1 and order_status <> 199 group by internal_sku`,
    [orderId],
  );
  return Object.fromEntries(rows.filter((r) => r.pieces > 0).map((r) => [r.sku, r.pieces]));
}

async function edi(po: string, type: string): Promise<{ body: string; status: string }[]> {
  const { rows } = await t.pool.query<{ body: string; status: string }>(
    `select body, status from edi_transactions where company = 'furhaven' and internal_po_number = $1
       and type = $2 and direction = 'outbound' order by id`,
    [po, type],
  );
  return rows;
}

/** The segments of the one transaction set of an interchange, read by node-x12 (strict). */
function parsed(text: string): X12Segment[] {
  const interchange = new X12Parser(true).parse(text) as X12Interchange;
  const [group] = interchange.functionalGroups;
  const [set] = group!.transactions;
  return set!.segments;
}
const values = (segments: X12Segment[], tag: string, position: number) =>
  segments.filter((s) => s.tag === tag).map((s) => s.valueOf(position) ?? '');

describe('an order walks Not Built to Complete', () => {
  it('through Force Built, shipment information, Confirm Shipment, the ASN, the invoice job and Mark Complete', async () => {
    const order = await orderOn('not_built', 101);
    const ref = { internal_po_number: order.internal_po_number, vendor_name: order.vendor_name };
    const expected = await piecesPerSku(order.id);

    // Not Built -> Not Shipped
    let res = await call('PUT', '/bulk/orders/built', { orders: [ref] });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ updated: 1 });
    expect((await state(ref)).stage).toBe('not_shipped');
    const { rows: built } = await t.pool.query<{ s: number }>(
      `select distinct order_status as s from bulk_order_items where order_id = $1 and order_status <> 199`,
      [order.id],
    );
    expect(built).toEqual([{ s: 102 }]);

    // Nothing sent when a required field is missing: 400 and the order stays.
    res = await call('PUT', '/bulk/shipment/update', shipment(ref, { truck_number: ' ' }));
    expect(res.statusCode).toBe(400);
    res = await call('PUT', '/bulk/shipment/update', shipment(ref, { carrier: 'ODF' }));
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toMatch(/exactly 4 characters/);
    expect((await state(ref)).stage).toBe('not_shipped');

    // Not Shipped -> Ready: shipments (200), lines staged (103), cartons with SSCCs
    res = await call('PUT', '/bulk/shipment/update', shipment(ref));
    expect(res.statusCode, res.body).toBe(200);
    expect((await state(ref)).stage).toBe('ready');
    const { rows: shipments } = await t.pool.query<{ id: number; shipment_status: number; carrier: string }>(
      `select id, shipment_status, carrier from bulk_shipments where order_id = $1`,
      [order.id],
    );
    expect(shipments.length).toBeGreaterThan(0);
    expect(shipments.every((s) => s.shipment_status === 200 && s.carrier === 'ODFL')).toBe(true);

    // Override Shipment on Ready replaces the information; the order stays Ready.
    res = await call('PUT', '/bulk/shipment/update', shipment(ref, { pro_number: '7700999999' }));
    expect(res.statusCode, res.body).toBe(200);
    res = await call(
      'GET',
      `/bulk/shipment/order?internal_po_number=${ref.internal_po_number}&vendor_name=${encodeURIComponent(ref.vendor_name)}`,
    );
    const listed = body<{ shipments: { pro_number: string; quantity: number }[] }>(res).shipments;
    expect(listed.every((s) => s.pro_number === '7700999999')).toBe(true);
    expect(listed.reduce((n, s) => n + s.quantity, 0)).toBe(
      Object.values(expected).reduce((a, b) => a + b, 0),
    );

    // Ready -> Shipped (product only)
    res = await call('POST', '/bulk/shipment/confirm', { orders: [ref] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await state(ref)).stage).toBe('shipped');

    // Export Ready ASNs lists it
    res = await call(
      'GET',
      `/bulk/shipment/shipment_bulk?vendor_name=${encodeURIComponent(ref.vendor_name)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/READY_SHIPMENTS_\d{4}-\d{2}-\d{2}\.csv/);
    expect(res.body.split('\n')[0]).toMatch(/^internal_po_number,external_po_number,vendor_name/);
    expect(res.body).toContain(ref.internal_po_number);

    // Shipped -> ASN Sent -> (job) Invoiced
    res = await call('POST', '/bulk/shipment/asn', { vendor_names: [ref.vendor_name] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<SendAsnsAnswer>(res);
    const mine = answer.orders.find((o) => o.internal_po_number === ref.internal_po_number);
    expect(mine).toMatchObject({ asn_status: 301, reason: null });
    await t.jobs.idle?.();
    expect(await state(ref)).toMatchObject({ stage: 'invoiced', asn_status: 301, invoice_status: 701 });

    // The 856s, read by node-x12: every piece of the order, each pallet and carton a valid SSCC-18
    const asns = await edi(ref.internal_po_number, '856');
    expect(asns.length).toBe(shipments.length);
    const shipped: Record<string, number> = {};
    for (const asn of asns) {
      const segments = parsed(asn.body);
      expect(values(segments, 'PRF', 1)).toEqual([ref.internal_po_number]);
      expect(values(segments, 'TD5', 3)).toEqual(['ODFL']);
      const levels = values(segments, 'HL', 3);
      expect(levels.slice(0, 2)).toEqual(['S', 'O']);
      expect(levels).toContain('T');
      const ssccs = values(segments, 'MAN', 2);
      expect(ssccs.length).toBe(levels.filter((l) => l === 'T' || l === 'P').length);
      expect(ssccs.every(isValidSscc)).toBe(true);
      const skus = values(segments, 'LIN', 3);
      const quantities = values(segments, 'SN1', 2).map(Number);
      skus.forEach((sku, n) => (shipped[sku] = (shipped[sku] ?? 0) + quantities[n]!));
      expect(values(segments, 'CTT', 1)).toEqual([String(levels.length)]);
    }
    expect(shipped).toEqual(expected);

    // The 810, read by node-x12: the same pieces, and a total of quantity x price in cents
    const [invoice] = await edi(ref.internal_po_number, '810');
    const segments = parsed(invoice!.body);
    const lines = segments.filter((s) => s.tag === 'IT1');
    const invoiced = Object.fromEntries(lines.map((l) => [l.valueOf(7), Number(l.valueOf(2))]));
    expect(invoiced).toEqual(expected);
    const cents = lines.reduce(
      (s, l) => s + Math.round(Number(l.valueOf(4)) * 100) * Number(l.valueOf(2)),
      0,
    );
    expect(values(segments, 'TDS', 1)).toEqual([String(cents)]);
    const { rows: inv } = await t.pool.query<{ vendor_status: number }>(
      `select vendor_status from bulk_invoices where order_id = $1`,
      [order.id],
    );
    expect(inv).toEqual([{ vendor_status: 701 }]);

    // Invoiced -> Complete
    res = await call('PUT', '/bulk/orders/complete', { orders: [ref] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await state(ref)).stage).toBe('complete');
  });
});

describe('the bulk shipment file', () => {
  it("refuses a file with one bad row with D2's message and writes nothing", async () => {
    const good = await orderOn('not_shipped', 102);
    const bad = await orderOn('not_shipped', 102, [good.internal_po_number]);
    const row = (o: Ref, over: Record<string, string> = {}) => ({
      internal_po_number: o.internal_po_number,
      vendor_name: o.vendor_name,
      pro_number: '55501',
      carrier: 'SAIA',
      bol: 'B1',
      ship_date: '3/9/2026',
      expected_delivery: '3/12/26',
      truck_number: '12',
      ...over,
    });
    let res = await call('PUT', '/bulk/shipment/shipment_bulk', {
      shipments: [row(good), row(bad, { carrier: '' })],
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBe(
      SHIPMENT_MESSAGES.missingValue('carrier', bad.internal_po_number),
    );
    expect((await state(good)).stage).toBe('not_shipped');
    const { rows } = await t.pool.query(`select 1 from bulk_shipments where order_id = $1`, [good.id]);
    expect(rows).toEqual([]);

    // An order that is not waiting for shipment information refuses the whole file too.
    const built = await orderOn('not_built', 101);
    res = await call('PUT', '/bulk/shipment/shipment_bulk', { shipments: [row(good), row(built)] });
    expect(res.statusCode).toBe(409);
    expect((await state(good)).stage).toBe('not_shipped');

    res = await call('PUT', '/bulk/shipment/shipment_bulk', { shipments: [row(good), row(bad)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ updated: 2 });
    expect((await state(good)).stage).toBe('ready');
    expect((await state(bad)).stage).toBe('ready');
    const { rows: dates } = await t.pool.query<{ ship_date: string; expected_delivery: string }>(
      `select ship_date::text, expected_delivery::text from bulk_shipments where order_id = $1 limit 1`,
      [good.id],
    );
    expect(dates).toEqual([{ ship_date: '2026-03-09', expected_delivery: '2026-03-12' }]);
  });
});

describe('refusals', () => {
  it('answers 409 for an order on another tab, 404 for an unknown one, and writes nothing', async () => {
    const ready = await orderOn('ready', 103);
    let res = await call('PUT', '/bulk/orders/built', { orders: [ready] });
    expect(res.statusCode).toBe(409);
    expect(body<{ message: string }>(res).message).toMatch(/is on Ready, not Not Built/);
    res = await call('POST', '/bulk/shipment/confirm', {
      orders: [{ internal_po_number: 'NOPE-1', vendor_name: ready.vendor_name }],
    });
    expect(res.statusCode).toBe(404);
    res = await call('PUT', '/bulk/orders/complete', { orders: [ready] });
    expect(res.statusCode).toBe(409);
    expect((await state(ready)).stage).toBe('ready');
  });

  it('refuses Force Built of an order on production hold', async () => {
    const { rows } = await t.pool.query<Ref>(
      `select internal_po_number, vendor_name from bulk_orders o where company = 'furhaven' and stage = 'not_built'
         and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status = 197) limit 1`,
    );
    const held = rows[0]!;
    const res = await call('PUT', '/bulk/orders/built', { orders: [held] });
    expect(res.statusCode).toBe(409);
    expect(body<{ message: string }>(res).message).toMatch(/on hold/);
  });

  it('needs the bulk scope and the _bulk company', async () => {
    const ready = await orderOn('ready', 103);
    const payload = { orders: [ready] };
    expect(
      (await call('POST', '/bulk/shipment/confirm', payload, tokens.office.access_token)).statusCode,
    ).toBe(403);
    const dropshipSide = await call('POST', '/bulk/shipment/confirm', payload, bulk, 'Furhaven');
    expect(dropshipSide.statusCode).toBe(400);
    expect(body(dropshipSide)).toMatchObject({ error: 'company_side' });
    // Worldwise's side does not see Furhaven's order.
    expect((await call('POST', '/bulk/shipment/confirm', payload, bulk, 'Worldwise_bulk')).statusCode).toBe(
      404,
    );
    expect((await state(ready)).stage).toBe('ready');
  });
});

describe('Send Ready ASNs pressed twice at once', () => {
  it('sends each order once', async () => {
    const order = await orderOn('shipped', 104);
    await t.pool.query(`update bulk_orders set asn_status = 300 where id = $1`, [order.id]);
    const before = (await edi(order.internal_po_number, '856')).length;
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from bulk_shipments where order_id = $1 and shipment_status in (201, 299)`,
      [order.id],
    );
    const payload = { vendor_names: [order.vendor_name] };
    const [a, b] = await Promise.all([
      call('POST', '/bulk/shipment/asn', payload),
      call('POST', '/bulk/shipment/asn', payload),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const mine = [a, b].flatMap((r) =>
      body<SendAsnsAnswer>(r).orders.filter((o) => o.internal_po_number === order.internal_po_number),
    );
    expect(mine).toHaveLength(1);
    expect((await edi(order.internal_po_number, '856')).length - before).toBe(rows[0]!.n);
    await t.jobs.idle?.();
    expect((await state(order)).asn_status).toBe(301);
  });
});

describe('warehouse scope', () => {
  it('refuses an order of a warehouse the person does not hold (403) and writes nothing', async () => {
    const { rows } = await t.pool.query<Ref & { id: number }>(
      `select o.id, o.internal_po_number, o.vendor_name from bulk_orders o where company = 'furhaven'
         and stage = 'not_built' and warehouse = 'kentucky'
         and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status = 101)
       order by id limit 1`,
    );
    const order = rows[0]!;
    await t.pool.query(`update users set warehouses = '{pennsylvania}' where username = 'bulk'`);
    await t.realtime.bus.sync();
    try {
      const res = await call('PUT', '/bulk/orders/built', { orders: [order] });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ error: 'warehouse_forbidden' });
    } finally {
      await t.pool.query(
        `update users set warehouses = '{kentucky,pennsylvania,texas}' where username = 'bulk'`,
      );
      await t.realtime.bus.sync();
    }
    expect((await state(order)).stage).toBe('not_built');
  });
});

describe('vendor failures', () => {
  it('keeps an order whose 856 the vendor could not take on Shipped with -301 and the reason', async () => {
    const order = await orderOn('shipped', 104);
    await t.pool.query(`update bulk_orders set asn_status = 300 where id = $1`, [order.id]);
    await t.integrations.control!.set('vendors', {
      failureMode: 'always',
      errorMessage: 'AS2 endpoint down',
    });
    try {
      const res = await call('POST', '/bulk/shipment/asn', { vendor_names: [order.vendor_name] });
      expect(res.statusCode, res.body).toBe(200);
      const mine = body<SendAsnsAnswer>(res).orders.find(
        (o) => o.internal_po_number === order.internal_po_number,
      );
      expect(mine).toMatchObject({ asn_status: -301, reason: 'AS2 endpoint down' });
    } finally {
      await t.integrations.control!.set('vendors', { failureMode: 'none' });
    }
    expect(await state(order)).toMatchObject({
      stage: 'shipped',
      asn_status: -301,
      asn_error: 'AS2 endpoint down',
    });
    // The Shipped tab shows why (its ASN column reads 'Failed: AS2 endpoint down').
    const tab = await call('GET', '/bulk/orders/table?status=shipped');
    expect(body<BulkOrdersTable>(tab).orders.find((o) => o.id === order.id)).toMatchObject({
      asn_status: -301,
      asn_error: 'AS2 endpoint down',
    });
    const failed = await edi(order.internal_po_number, '856');
    expect(failed.at(-1)?.status).toBe('Failed');
    expect(parsed(failed.at(-1)!.body).some((s) => s.tag === 'BSN')).toBe(true);
  });

  it('keeps an order whose 810 could not be sent on ASN Sent with -701', async () => {
    const order = await orderOn('asn_sent', 104);
    await t.pool.query(`update bulk_orders set invoice_status = 700 where id = $1`, [order.id]);
    await t.integrations.control!.set('vendors', { failureMode: 'always', errorMessage: 'VAN timeout' });
    try {
      await t.jobs.send('bulk.send-invoice', { company: 'furhaven', order_id: order.id });
      await t.jobs.idle?.();
    } finally {
      await t.integrations.control!.set('vendors', { failureMode: 'none' });
    }
    const { rows } = await t.pool.query<{ stage: string; invoice_status: number; invoice_error: string }>(
      `select stage, invoice_status, invoice_error from bulk_orders where id = $1`,
      [order.id],
    );
    expect(rows).toEqual([{ stage: 'asn_sent', invoice_status: -701, invoice_error: 'VAN timeout' }]);

    // The job again, with the vendor back: sent once, Invoiced.
    await t.jobs.send('bulk.send-invoice', { company: 'furhaven', order_id: order.id });
    await t.jobs.send('bulk.send-invoice', { company: 'furhaven', order_id: order.id });
    await t.jobs.idle?.();
    expect((await state(order)).stage).toBe('invoiced');
    const sent = (await edi(order.internal_po_number, '810')).filter((m) => m.status === 'Sent');
    expect(sent).toHaveLength(1);
  });
});
