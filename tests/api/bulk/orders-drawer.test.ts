import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOrderDetail } from '../../../src/shared/api/bulk/bulk-orders';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll, type ApiMethod } from '../support/test-app';

/**
 * The bulk order drawer's calls (D2 sections 2, 4, 5, 7): GET /bulk/orders, GET /bulk/orders/new,
 * PUT /bulk/orders/short and /unshort, POST /bulk/orders/acknowledgement, POST /bulk/orders/routing.
 */
const NOW = new Date('2026-03-02T15:30:00Z');

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office'] as const);
const bulk = tokens.bulk.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(t.app, bulk, 'Furhaven_bulk');
const q = (key: { internal_po_number: string; vendor_name: string }) =>
  `internal_po_number=${encodeURIComponent(key.internal_po_number)}&vendor_name=${encodeURIComponent(key.vendor_name)}`;

type OrderRow = {
  id: number;
  internal_po_number: string;
  vendor_name: string;
  acu_order_num: string | null;
  warehouse: string | null;
};
/** A Furhaven order of a stage whose items are all in `status` (any status when null). */
async function anOrder(stage: string, status: number | null = null, offset = 0): Promise<OrderRow> {
  const { rows } = await t.pool.query<OrderRow>(
    `select o.id, o.internal_po_number, o.vendor_name, o.acu_order_num, o.warehouse from bulk_orders o
     where o.company = 'furhaven' and o.stage = $1 and o.asn_status <> 301
       and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> 199)
       and ($2::int is null or not exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> $2))
     order by o.id offset $3 limit 1`,
    [stage, status, offset],
  );
  if (!rows[0]) throw new Error(`no ${stage} order in the world`);
  return rows[0];
}
const statuses = async (orderId: number) =>
  (
    await t.pool.query<{ s: number }>(
      `select order_status as s from bulk_order_items where order_id = $1 order by id`,
      [orderId],
    )
  ).rows.map((r) => r.s);

describe('GET /bulk/orders (the drawer)', () => {
  it('answers the order of a PO and vendor with its customer info, items and pallets grouped by SKU', async () => {
    const order = await anOrder('shipped');
    const res = await call('GET', `/bulk/orders?${q(order)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [found, ...more] = body<{ orders: BulkOrderDetail[] }>(res).orders;
    expect(more).toEqual([]);
    expect(found).toMatchObject({
      id: order.id,
      internal_po_number: order.internal_po_number,
      stage: 'shipped',
    });
    const { rows: items } = await t.pool.query(
      `select count(*)::int as n from bulk_order_items where order_id = $1`,
      [order.id],
    );
    expect(found?.items).toHaveLength(items[0].n);
    expect(found?.shipments.length).toBeGreaterThan(0);
    for (const pallet of found?.shipments ?? []) {
      const { rows } = await t.pool.query<{ n: number }>(
        `select coalesce(sum(quantity), 0)::int as n from bulk_shipment_items where shipment_id = $1`,
        [pallet.id],
      );
      expect(pallet.total_quantity).toBe(rows[0]?.n);
      const skus = pallet.items.map((i) => i.internal_sku);
      expect(new Set(skus).size).toBe(skus.length);
    }
  });

  it('answers 404 for a PO the company does not have, and 400 without a vendor', async () => {
    expect((await call('GET', '/bulk/orders?internal_po_number=NOPE&vendor_name=Nobody')).statusCode).toBe(
      404,
    );
    const res = await call('GET', '/bulk/orders?internal_po_number=X');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('vendor_name');
  });

  it('keeps a person who holds one warehouse to its orders', async () => {
    const order = await anOrder('not_shipped');
    const other = order.warehouse === 'kentucky' ? 'pennsylvania' : 'kentucky';
    await t.pool.query(`update users set warehouses = $1 where username = 'bulk'`, [[other]]);
    await t.realtime.bus.sync();
    try {
      const res = await call('GET', `/bulk/orders?${q(order)}`);
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ error: 'warehouse_forbidden' });
    } finally {
      await t.pool.query(
        `update users set warehouses = '{kentucky,pennsylvania,texas}' where username = 'bulk'`,
      );
      await t.realtime.bus.sync();
    }
  });
});

describe('GET /bulk/orders/new (the new-orders export by vendor)', () => {
  it("answers the vendor's New orders with their lines", async () => {
    const order = await anOrder('new');
    const res = await call('GET', `/bulk/orders/new?vendor_name=${encodeURIComponent(order.vendor_name)}`);
    expect(res.statusCode, res.body).toBe(200);
    const orders = body<{ orders: BulkOrderDetail[] }>(res).orders;
    const { rows } = await t.pool.query<{ id: number }>(
      `select id from bulk_orders o where company = 'furhaven' and stage = 'new' and vendor_name = $1
         and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> 199)`,
      [order.vendor_name],
    );
    expect(orders.map((o) => o.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const o of orders) {
      expect(o.vendor_name).toBe(order.vendor_name);
      expect(o.items.length).toBeGreaterThan(0);
    }
  });
  it('needs a vendor (400)', async () => {
    expect((await call('GET', '/bulk/orders/new')).statusCode).toBe(400);
    expect((await call('GET', '/bulk/orders/new?vendor_name=%20')).statusCode).toBe(400);
  });
});

describe('Short Items (D2 section 4)', () => {
  it('shorts a Built item (102 -> 199) and unshorts it back (199 -> 102)', async () => {
    const order = await anOrder('not_shipped', 102);
    const { rows } = await t.pool.query<{ sku: string }>(
      `select internal_sku as sku from bulk_order_items where order_id = $1 order by id limit 1`,
      [order.id],
    );
    const item = {
      internal_sku: rows[0]!.sku,
      internal_po_number: order.internal_po_number,
      vendor_name: order.vendor_name,
    };
    const short = await call('PUT', '/bulk/orders/short', { items: [item] });
    expect(short.statusCode, short.body).toBe(200);
    expect(body(short).updated).toBeGreaterThan(0);
    expect((await statuses(order.id))[0]).toBe(199);
    const unshort = await call('PUT', '/bulk/orders/unshort', { items: [item] });
    expect(unshort.statusCode, unshort.body).toBe(200);
    expect(await statuses(order.id)).toEqual((await statuses(order.id)).map(() => 102));
  });

  it('writes nothing when one item of the list may not be shorted (409)', async () => {
    const order = await anOrder('not_shipped', 102);
    const { rows } = await t.pool.query<{ sku: string }>(
      `select internal_sku as sku from bulk_order_items where order_id = $1 order by id`,
      [order.id],
    );
    const key = { internal_po_number: order.internal_po_number, vendor_name: order.vendor_name };
    const before = await statuses(order.id);
    const created = await anOrder('new', 100);
    const { rows: newItems } = await t.pool.query<{ sku: string }>(
      `select internal_sku as sku from bulk_order_items where order_id = $1 limit 1`,
      [created.id],
    );
    const res = await call('PUT', '/bulk/orders/short', {
      items: [
        { internal_sku: rows[0]!.sku, ...key },
        {
          internal_sku: newItems[0]!.sku,
          internal_po_number: created.internal_po_number,
          vendor_name: created.vendor_name,
        },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toContain('only Built items can be shorted');
    expect(await statuses(order.id)).toEqual(before);
  });

  it('refuses once the ASN was sent, and an unknown item', async () => {
    const { rows } = await t.pool.query<{ po: string; vendor: string; sku: string }>(
      `select o.internal_po_number as po, o.vendor_name as vendor, i.internal_sku as sku
       from bulk_orders o join bulk_order_items i on i.order_id = o.id
       where o.company = 'furhaven' and o.asn_status = 301 and i.order_status <> 199 limit 1`,
    );
    const sent = rows[0]!;
    const res = await call('PUT', '/bulk/orders/short', {
      items: [{ internal_sku: sent.sku, internal_po_number: sent.po, vendor_name: sent.vendor }],
    });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ error: 'asn_sent' });
    const unknown = await call('PUT', '/bulk/orders/unshort', {
      items: [{ internal_sku: 'NO-SUCH-SKU', internal_po_number: sent.po, vendor_name: sent.vendor }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    {},
    { items: [] },
    { items: [{ internal_sku: 'A' }] },
    { items: [{ internal_sku: '\u0000', internal_po_number: 'P', vendor_name: 'V' }] },
  ])('refuses %j with a 400', async (payload) => {
    const res = await call('PUT', '/bulk/orders/short', payload);
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('POST /bulk/orders/acknowledgement (855)', () => {
  it("sends the order's 855 through the vendors port and records it", async () => {
    const order = await anOrder('not_routed');
    const res = await call('POST', '/bulk/orders/acknowledgement', {
      internal_po_number: order.internal_po_number,
      vendor_name: order.vendor_name,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<{ gs_id: string; lines: number }>(res);
    const { rows } = await t.pool.query<{ body: string; type: string; direction: string }>(
      `select body, type, direction from edi_transactions where company = 'furhaven' and gs_id = $1 and internal_po_number = $2`,
      [answer.gs_id, order.internal_po_number],
    );
    expect(rows[0]).toMatchObject({ type: '855', direction: 'outbound' });
    expect(rows[0]?.body).toContain('ST*855');
    expect(rows[0]?.body).toContain(order.internal_po_number);
    expect(rows[0]?.body.match(/~PO1\*/g)?.length ?? rows[0]?.body.match(/PO1\*/g)?.length).toBe(
      answer.lines,
    );
  });

  it('answers 502 with the reason when the vendor does not take it', async () => {
    const order = await anOrder('not_routed');
    await t.integrations.control!.set('vendors', { failureMode: 'next', failuresLeft: 1 });
    const res = await call('POST', '/bulk/orders/acknowledgement', {
      internal_po_number: order.internal_po_number,
      vendor_name: order.vendor_name,
    });
    expect(res.statusCode).toBe(502);
    expect(body(res).message).toContain('The vendor did not take the acknowledgement');
  });
});

describe('POST /bulk/orders/routing (Route Order)', () => {
  const request = (o: OrderRow) => ({
    acu_order_num: o.acu_order_num,
    internal_po_number: o.internal_po_number,
    vendor_name: o.vendor_name,
    pickup_date: '2026-03-05',
    volume: 310.5,
    weight: 1840,
  });

  it('records pickup date, volume and weight and moves the order to Not Built', async () => {
    const order = await anOrder('not_routed');
    const res = await call('POST', '/bulk/orders/routing', request(order));
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ id: order.id, stage: 'not_built' });
    const { rows } = await t.pool.query(
      `select stage, pickup_date::text as d, volume_cf::text as v, weight_lbs::text as w from bulk_orders where id = $1`,
      [order.id],
    );
    expect(rows[0]).toEqual({ stage: 'not_built', d: '2026-03-05', v: '310.50', w: '1840.00' });
    const again = await call('POST', '/bulk/orders/routing', request(order));
    expect(again.statusCode).toBe(409);
  });

  it.each(['acu_order_num', 'internal_po_number', 'vendor_name', 'pickup_date', 'volume', 'weight'] as const)(
    'writes nothing when %s is missing (400)',
    async (field) => {
      const order = await anOrder('not_routed');
      const res = await call('POST', '/bulk/orders/routing', { ...request(order), [field]: undefined });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toContain('Route request needs');
      const { rows } = await t.pool.query(`select stage, pickup_date from bulk_orders where id = $1`, [
        order.id,
      ]);
      expect(rows[0]).toEqual({ stage: 'not_routed', pickup_date: null });
    },
  );

  it('refuses a wrong SO number (409) and an unknown order (404)', async () => {
    const order = await anOrder('not_routed');
    expect(
      (await call('POST', '/bulk/orders/routing', { ...request(order), acu_order_num: '9999999' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/bulk/orders/routing', { ...request(order), internal_po_number: 'NOPE' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('access: scope and the _bulk company on every route', () => {
  const routes: [ApiMethod, string, object?][] = [
    ['GET', '/bulk/orders?internal_po_number=A&vendor_name=B'],
    ['GET', '/bulk/orders/new?vendor_name=B'],
    [
      'PUT',
      '/bulk/orders/short',
      { items: [{ internal_sku: 'S', internal_po_number: 'A', vendor_name: 'B' }] },
    ],
    [
      'PUT',
      '/bulk/orders/unshort',
      { items: [{ internal_sku: 'S', internal_po_number: 'A', vendor_name: 'B' }] },
    ],
    ['POST', '/bulk/orders/acknowledgement', { internal_po_number: 'A', vendor_name: 'B' }],
    ['POST', '/bulk/orders/routing', { internal_po_number: 'A' }],
  ];
  it.each(routes)(
    '%s %s refuses a user without bulk (403) and the dropship header (400)',
    async (method, url, payload) => {
      const scope = await call(method, url, payload, tokens.office.access_token);
      expect(scope.statusCode).toBe(403);
      expect(body(scope)).toMatchObject({ error: 'scope_forbidden' });
      const side = await call(method, url, payload, bulk, 'Furhaven');
      expect(side.statusCode).toBe(400);
      expect(body(side)).toMatchObject({ error: 'company_side' });
    },
  );
});
