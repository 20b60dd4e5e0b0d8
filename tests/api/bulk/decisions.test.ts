import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  DecisionItem,
  DecisionResults,
  DecisionsPayload,
} from '../../../src/shared/api/bulk/bulk-decisions';
import type { SalesOrderDetail } from '../../../src/shared/api/erp/sales-order-detail';
import { encodeEnvelope } from '../../../src/shared/lib/codec';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** PUT /bulk-orders/decisions, resend, GET /bulk/inventory, GET /acumatica/salesOrderDetail (D2 section 7). */
const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office'] as const);
const bulk = tokens.bulk.access_token;
const BULK = 'Furhaven_bulk';

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
beforeEach(async () => {
  await t.integrations.control!.reset();
});
afterAll(async () => {
  await t.close();
});

type Line = { id: number; internal_sku: string; quantity: number };
type Order = { id: number; po: string; vendor: string; lines: Line[] };

/** A fresh New Furhaven order of a bulk vendor with `count` lines of catalog SKUs (100 Created). */
let made = 0;
async function newOrder(count = 3): Promise<Order> {
  made += 1;
  const po = `H2TEST${String(made).padStart(4, '0')}`;
  const { rows } = await t.pool.query<{ id: number; vendor: string }>(
    `insert into bulk_orders (company, internal_po_number, vendor_name, vendor_code, stage, order_status, order_date,
       name, address1, city, state, zip_code)
     select 'furhaven', $1, v.name, v.code, 'new', 100, now(), v.name || ' DC', '1 Dock Rd', 'Reno', 'NV', '89501'
     from vendors v where v.company = 'furhaven' and v.side = 'bulk' order by v.id limit 1
     returning id, vendor_name as vendor`,
    [po],
  );
  const order = rows[0]!;
  const lines = await t.pool.query<Line>(
    `insert into bulk_order_items (company, order_id, internal_sku, quantity, internal_price, external_price, case_packs, order_status)
     select 'furhaven', $1, i.sku, 12 + row_number() over (order by i.id)::int * 2, '5.00', '6.50', 2, 100
     from items i where i.company = 'furhaven' and not i.is_bundle order by i.id offset $2 limit $3
     returning id, internal_sku, quantity`,
    [order.id, made * 5, count],
  );
  return { id: order.id, po, vendor: order.vendor, lines: lines.rows.sort((a, b) => a.id - b.id) };
}

const put = (url: string, payload: unknown, token = bulk, company = BULK) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: authed(token, company) });
const save = (payload: DecisionsPayload, token = bulk, company = BULK) =>
  put('/api/bulk-orders/decisions', { data: encodeEnvelope(payload) }, token, company);

const ky = (l: Line): DecisionItem => ({
  id: l.id,
  internal_sku: l.internal_sku,
  decision: 'Kentucky',
  fulfill_ky: l.quantity,
  ship_method: 'LTL',
});
const cancel = (l: Line): DecisionItem => ({ id: l.id, internal_sku: l.internal_sku, decision: 'Cancel' });

/** Everything the decisions write, to prove a refused body wrote nothing. */
async function snapshot(ids: number[]) {
  const { rows } = await t.pool.query(
    `select o.id, o.stage, o.acu_order_num, o.acumatica_status, o.order_status, o.warehouse,
       json_agg(i.* order by i.id) as items
     from bulk_orders o join bulk_order_items i on i.order_id = o.id where o.id = any($1) group by o.id order by o.id`,
    [ids],
  );
  const erp = await t.pool.query('select count(*)::int as n from sim_erp_sales_orders');
  return { rows, erp: erp.rows[0] };
}

describe('PUT /bulk-orders/decisions', () => {
  it('saves a mixed order (a split, a cancel) and creates its sales order on hold: Not Routed, 401', async () => {
    const order = await newOrder(3);
    const [a, b, ...rest] = order.lines as [Line, Line, ...Line[]];
    const kyPart = Math.floor(a.quantity / 2);
    const res = await save({
      orders: [
        {
          internal_po_number: order.po,
          vendor_name: order.vendor,
          items: [
            {
              id: a.id,
              internal_sku: a.internal_sku,
              decision: 'Split',
              fulfill_ky: kyPart,
              fulfill_pa: a.quantity - kyPart,
              ky_method: 'LTL',
              pa_method: 'FTL',
            },
            cancel(b),
            ...rest.map(ky),
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = body<DecisionResults>(res).orders;
    expect(result).toMatchObject({ id: order.id, stage: 'not_routed', acumatica_status: 401, error: null });
    expect(result?.acu_order_num).toMatch(/^\d{7}$/);

    const items = await t.pool.query(
      `select id, decision, fulfill_ky, fulfill_pa, cancelled, order_status, ky_method, pa_method, ship_method
       from bulk_order_items where order_id = $1 order by id`,
      [order.id],
    );
    expect(items.rows[0]).toMatchObject({
      decision: 'Split',
      fulfill_ky: kyPart,
      fulfill_pa: a.quantity - kyPart,
      order_status: 101,
      ky_method: 'LTL',
      pa_method: 'FTL',
    });
    expect(items.rows[1]).toMatchObject({ decision: 'Cancel', cancelled: b.quantity, order_status: 199 });
    for (const row of items.rows.slice(2))
      expect(row).toMatchObject({ decision: 'Kentucky', ship_method: 'LTL' });

    const so = await t.pool.query(
      `select o.status, o.external_ref, json_agg(json_build_object('sku', l.inventory_id, 'qty', l.quantity, 'wh', l.warehouse) order by l.line_nbr) as lines
       from sim_erp_sales_orders o join sim_erp_sales_order_lines l on l.order_id = o.id
       where o.company = 'furhaven' and o.order_nbr = $1 group by o.id`,
      [result?.acu_order_num],
    );
    expect(so.rows[0]).toMatchObject({ status: 'On Hold', external_ref: order.po });
    expect(so.rows[0].lines).toEqual([
      { sku: a.internal_sku, qty: kyPart, wh: 'KY' },
      { sku: a.internal_sku, qty: a.quantity - kyPart, wh: 'PA' },
      ...rest.map((l) => ({ sku: l.internal_sku, qty: l.quantity, wh: 'KY' })),
    ]);

    // Decided once: a second submit is refused.
    const again = await save({
      orders: [{ internal_po_number: order.po, vendor_name: order.vendor, items: order.lines.map(ky) }],
    });
    expect(again.statusCode).toBe(409);
  });

  it('reads lines by SKU (the decision file) and checks the vendor code', async () => {
    const order = await newOrder(1);
    const code = await t.pool.query('select vendor_code from bulk_orders where id = $1', [order.id]);
    const items = order.lines.map(({ internal_sku, quantity }) => ({
      internal_sku,
      quantity,
      decision: 'Pennsylvania' as const,
      fulfill_pa: quantity,
      ship_method: 'PARCEL' as const,
    }));
    const wrong = await save({
      orders: [{ internal_po_number: order.po, vendor_name: order.vendor, vendor_code: 'NOPE', items }],
    });
    expect(wrong.statusCode).toBe(400);
    const res = await save({
      orders: [
        {
          internal_po_number: order.po,
          vendor_name: order.vendor,
          vendor_code: code.rows[0].vendor_code,
          items,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<DecisionResults>(res).orders[0]?.stage).toBe('not_routed');
  });

  it('a rejected body writes no rows: not compressed, a bad line in the second order, a missing line', async () => {
    const first = await newOrder(2);
    const second = await newOrder(2);
    const before = await snapshot([first.id, second.id]);
    const notCompressed = await put('/api/bulk-orders/decisions', { data: 'not base64 zlib' });
    expect(notCompressed.statusCode).toBe(400);
    expect(body(notCompressed).message).toMatch(/base64 of zlib-deflated JSON/);

    const [s0, ...sRest] = second.lines as [Line, ...Line[]];
    const bad = await save({
      orders: [
        { internal_po_number: first.po, vendor_name: first.vendor, items: first.lines.map(ky) },
        {
          internal_po_number: second.po,
          vendor_name: second.vendor,
          items: [{ ...ky(s0), fulfill_ky: s0.quantity + 1 }, ...sRest.map(ky)],
        },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain(second.po);

    const missing = await save({
      orders: [
        { internal_po_number: first.po, vendor_name: first.vendor, items: first.lines.slice(1).map(ky) },
      ],
    });
    expect(missing.statusCode).toBe(400);
    const noMethod = await save({
      orders: [
        {
          internal_po_number: first.po,
          vendor_name: first.vendor,
          items: first.lines.map((l) => ({ ...ky(l), ship_method: null })),
        },
      ],
    });
    expect(body(noMethod).message).toMatch(/ship method/);
    const makeDecision = await save({
      orders: [
        {
          internal_po_number: first.po,
          vendor_name: first.vendor,
          items: first.lines.map((l) => ({
            id: l.id,
            internal_sku: l.internal_sku,
            decision: 'Make a Decision' as const,
          })),
        },
      ],
    });
    expect(makeDecision.statusCode).toBe(400);
    expect(await snapshot([first.id, second.id])).toEqual(before);
  });

  it('an order the ERP refuses stays on Not In Acumatica (-401) with its decisions; Resend moves it to Not Routed', async () => {
    const order = await newOrder(1);
    await t.integrations.control!.set('acumatica', { failureMode: 'next', failuresLeft: 1 });
    const res = await save({
      orders: [{ internal_po_number: order.po, vendor_name: order.vendor, items: order.lines.map(ky) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [failed] = body<DecisionResults>(res).orders;
    expect(failed).toMatchObject({ stage: 'not_in_acumatica', acumatica_status: -401, acu_order_num: null });
    expect(failed?.error).toEqual(expect.any(String));
    const kept = await t.pool.query(
      'select decision, order_status from bulk_order_items where order_id = $1',
      [order.id],
    );
    for (const row of kept.rows) expect(row).toEqual({ decision: 'Kentucky', order_status: 101 });

    const resend = await put('/api/bulk/orders/acumatica/resend', {
      orders: [{ internal_po_number: order.po, vendor_name: order.vendor }],
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(body<DecisionResults>(resend).orders[0]).toMatchObject({
      stage: 'not_routed',
      acumatica_status: 401,
    });
    const twice = await put('/api/bulk/orders/acumatica/resend', {
      orders: [{ internal_po_number: order.po, vendor_name: order.vendor }],
    });
    expect(twice.statusCode).toBe(409);
    const count = await t.pool.query(
      "select count(*)::int as n from sim_erp_sales_orders where company = 'furhaven' and external_ref = $1",
      [order.po],
    );
    expect(count.rows[0].n).toBe(1);
  });

  it('Update Order on Not In Acumatica saves the decisions again and sends', async () => {
    const order = await newOrder(1);
    await t.integrations.control!.set('acumatica', { failureMode: 'next', failuresLeft: 1 });
    await save({
      orders: [{ internal_po_number: order.po, vendor_name: order.vendor, items: order.lines.map(ky) }],
    });
    const res = await save({
      orders: [
        {
          internal_po_number: order.po,
          vendor_name: order.vendor,
          items: order.lines.map((l) => ({
            ...ky(l),
            decision: 'Texas' as const,
            fulfill_ky: 0,
            fulfill_tx: l.quantity,
          })),
        },
      ],
    });
    expect(body<DecisionResults>(res).orders[0]).toMatchObject({
      stage: 'not_routed',
      acumatica_status: 401,
    });
    const wh = await t.pool.query('select warehouse from bulk_orders where id = $1', [order.id]);
    expect(wh.rows[0].warehouse).toBe('texas');
  });

  it('an order with every line cancelled goes to no tab and not to the ERP', async () => {
    const order = await newOrder(1);
    const erpBefore = await t.pool.query('select count(*)::int as n from sim_erp_sales_orders');
    const res = await save({
      orders: [{ internal_po_number: order.po, vendor_name: order.vendor, items: order.lines.map(cancel) }],
    });
    expect(body<DecisionResults>(res).orders[0]).toMatchObject({ stage: 'complete', acumatica_status: null });
    const o = await t.pool.query('select order_status from bulk_orders where id = $1', [order.id]);
    expect(o.rows[0].order_status).toBe(199);
    const erpAfter = await t.pool.query('select count(*)::int as n from sim_erp_sales_orders');
    expect(erpAfter.rows[0].n).toBe(erpBefore.rows[0].n);
  });

  it('refuses other scopes and the dropship company header', async () => {
    const order = await newOrder(1);
    const payload = {
      orders: [{ internal_po_number: order.po, vendor_name: order.vendor, items: order.lines.map(ky) }],
    };
    expect((await save(payload, tokens.office.access_token)).statusCode).toBe(403);
    const plain = await save(payload, bulk, 'Furhaven');
    expect(plain.statusCode).toBe(400);
    expect(body(plain).error).toBe('company_side');
    expect((await save({ ...payload }, bulk, 'Worldwise_bulk')).statusCode).toBe(404);
  });
});

describe('GET /bulk-orders/decisions', () => {
  it("answers the orders' lines in the decision workflow's shape; another company's order is not there", async () => {
    const order = await newOrder(2);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bulk-orders/decisions?ids=${order.id},2147483647`,
      headers: authed(bulk, BULK),
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = body<{ lines: Record<string, unknown>[] }>(res).lines;
    expect(lines.map((l) => l.id)).toEqual(order.lines.map((l) => l.id));
    expect(lines[0]).toMatchObject({
      order_id: order.id,
      stage: 'new',
      decision: null,
      case_packs: 2,
      fulfill_ky: 0,
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/bulk-orders/decisions?ids=${order.id}`,
      headers: authed(tokens.admin.access_token, 'Worldwise_bulk'),
    });
    expect(body<{ lines: unknown[] }>(other).lines).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/bulk-orders/decisions?ids=0,x',
      headers: authed(bulk, BULK),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /bulk/inventory', () => {
  it('answers one record per SKU with the available stock per warehouse', async () => {
    const { rows } = await t.pool.query<{ sku: string; warehouse: string; available: number }>(
      `select i.sku, s.warehouse, s.available from item_stock s join items i on i.id = s.item_id
       where s.company = 'furhaven' order by i.sku limit 3`,
    );
    const sku = rows[0]!.sku;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bulk/inventory?skus=${encodeURIComponent(`${sku},NO-SUCH-SKU`)}`,
      headers: authed(bulk, BULK),
    });
    expect(res.statusCode, res.body).toBe(200);
    const inventory = body<{ inventory: Record<string, unknown>[] }>(res).inventory;
    expect(inventory).toHaveLength(1);
    for (const r of rows.filter((r) => r.sku === sku)) expect(inventory[0]?.[r.warehouse]).toBe(r.available);
    expect(inventory[0]?.illinois).toBeNull();
    const office = await t.app.inject({
      method: 'GET',
      url: '/api/bulk/inventory',
      headers: authed(tokens.office.access_token, BULK),
    });
    expect(office.statusCode).toBe(403);
  });
});

describe('GET /acumatica/salesOrderDetail', () => {
  it('answers the SalesOrderDetailBySODetails rows of an order, number padded to 7', async () => {
    const { rows } = await t.pool.query<{ order_nbr: string; n: number }>(
      `select o.order_nbr, count(l.*)::int as n from sim_erp_sales_orders o join sim_erp_sales_order_lines l on l.order_id = o.id
       where o.company = 'furhaven' group by o.order_nbr order by o.order_nbr limit 1`,
    );
    const nbr = rows[0]!.order_nbr;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/acumatica/salesOrderDetail?ordernbr=${Number(nbr)}`,
      headers: authed(bulk, BULK),
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = body<SalesOrderDetail>(res);
    expect(detail.OrderNbr.value).toBe(nbr);
    expect(detail.SalesOrderDetailBySODetails).toHaveLength(rows[0]!.n);
    expect(detail.SalesOrderDetailBySODetails[0]?.InventoryID.value).toEqual(expect.any(String));
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/acumatica/salesOrderDetail?ordernbr=9999999',
      headers: authed(bulk, BULK),
    });
    expect(none.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/acumatica/salesOrderDetail?ordernbr=abc',
      headers: authed(bulk, BULK),
    });
    expect(bad.statusCode).toBe(400);
  });
});
