import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES } from '../../../src/shared/domain/bulk/transfer';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/**
 * The bulk order drawer's Transfer, PUT /bulk/orders/transfer (ours; D2 section 2): lines of a Not
 * Routed or Not Built order re-decided whole to another warehouse, with the Acumatica sales order.
 */
const NOW = new Date('2026-03-02T15:30:00Z');

const t = await createTestApp();
const tokens = await loginAll(t.app, ['bulk', 'office'] as const);
const call = apiCaller(t.app, tokens.bulk.access_token, 'Furhaven_bulk');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

type Order = { id: number; internal_po_number: string; vendor_name: string; acu_order_num: string };
type Line = {
  id: number;
  sku: string;
  ky: number;
  pa: number;
  tx: number;
  il: number;
  decision: string;
  status: number;
};

/** An order of the stage with an open ERP order and a line acknowledged (101) in one warehouse. */
async function anOrder(stage: string, offset = 0): Promise<Order> {
  const { rows } = await t.pool.query<Order>(
    `select o.id, o.internal_po_number, o.vendor_name, o.acu_order_num from bulk_orders o
     where o.company = 'furhaven' and o.stage = $1 and o.acu_order_num is not null
       and exists (select 1 from sim_erp_sales_orders s where s.company = 'furhaven' and s.order_nbr = o.acu_order_num
                   and s.status in ('On Hold', 'Open'))
       and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status = 101
                   and (i.fulfill_ky > 0)::int + (i.fulfill_pa > 0)::int + (i.fulfill_tx > 0)::int + (i.fulfill_il > 0)::int = 1)
     order by o.id offset $2 limit 1`,
    [stage, offset],
  );
  if (!rows[0]) throw new Error(`no ${stage} order to transfer in the world`);
  return rows[0];
}
const WAREHOUSES = ['kentucky', 'pennsylvania', 'texas', 'illinois'] as const;
const ERP = { kentucky: 'KY', pennsylvania: 'PA', texas: 'TX', illinois: 'IL' } as const;
const pieces = (l: Line) => ({ kentucky: l.ky, pennsylvania: l.pa, texas: l.tx, illinois: l.il });
/** A 101 line in one warehouse, that warehouse and another one to move it to. */
function movable(lines: Line[]) {
  const line = lines.find(
    (l) => l.status === 101 && Object.values(pieces(l)).filter((n) => n > 0).length === 1,
  )!;
  const from = WAREHOUSES.find((w) => pieces(line)[w] > 0)!;
  const to: (typeof WAREHOUSES)[number] = from === 'pennsylvania' ? 'kentucky' : 'pennsylvania';
  return { line, from, to, qty: pieces(line)[from] };
}
const linesOf = async (orderId: number) =>
  (
    await t.pool.query<Line>(
      `select id, internal_sku as sku, fulfill_ky as ky, fulfill_pa as pa, fulfill_tx as tx, fulfill_il as il,
              decision, order_status as status
       from bulk_order_items where order_id = $1 order by id`,
      [orderId],
    )
  ).rows;
const erpLines = async (orderNbr: string) =>
  (
    await t.pool.query<{ sku: string; qty: number; wh: string }>(
      `select l.inventory_id as sku, l.quantity as qty, l.warehouse as wh
       from sim_erp_sales_order_lines l join sim_erp_sales_orders s on s.id = l.order_id
       where s.company = 'furhaven' and s.order_nbr = $1 order by l.line_nbr`,
      [orderNbr],
    )
  ).rows;
const request = (o: Order, ids: number[], warehouse: string) => ({
  internal_po_number: o.internal_po_number,
  vendor_name: o.vendor_name,
  order_ids: ids,
  warehouse,
});

describe('PUT /bulk/orders/transfer', () => {
  it('is refused without the bulk scope, under the dropship company header and with bad input', async () => {
    const order = await anOrder('not_built');
    const { line, to } = movable(await linesOf(order.id));
    const good = request(order, [line.id], to);
    expect((await call('PUT', '/bulk/orders/transfer', good, tokens.office.access_token)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/bulk/orders/transfer', good, undefined, 'Furhaven')).statusCode).toBe(400);
    const none = await call('PUT', '/bulk/orders/transfer', { ...good, order_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(TRANSFER_MESSAGES.none);
    const ohio = await call('PUT', '/bulk/orders/transfer', { ...good, warehouse: 'ohio' });
    expect(ohio.statusCode).toBe(400);
    expect(ohio.body).toContain('warehouse must be one of kentucky, pennsylvania, texas, illinois.');
    const huge = await call('PUT', '/bulk/orders/transfer', { ...good, order_ids: [2 ** 40] });
    expect(huge.statusCode).toBe(400);
    const stranger = await call('PUT', '/bulk/orders/transfer', { ...good, internal_po_number: 'NOPE' });
    expect(stranger.statusCode).toBe(404);
  });

  it('moves a Not Built line to another warehouse with its Acumatica line, and back', async () => {
    const order = await anOrder('not_built');
    const before = await linesOf(order.id);
    const erpBefore = await erpLines(order.acu_order_num);
    const { line, from, to, qty } = movable(before);
    const res = await call('PUT', '/bulk/orders/transfer', request(order, [line.id], to));
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({
      internal_po_number: order.internal_po_number,
      vendor_name: order.vendor_name,
      warehouse: to,
      moved: 1,
    });
    const after = await linesOf(order.id);
    const moved = after.find((l) => l.id === line.id)!;
    expect(pieces(moved)).toEqual({ kentucky: 0, pennsylvania: 0, texas: 0, illinois: 0, [to]: qty });
    expect(moved.decision).toBe(to === 'kentucky' ? 'Kentucky' : 'Pennsylvania');
    for (const other of after.filter((l) => l.id !== line.id))
      expect(other).toEqual(before.find((l) => l.id === other.id));
    const erp = await erpLines(order.acu_order_num);
    expect(erp).toContainEqual({ sku: line.sku, qty, wh: ERP[to] });
    expect(erp).not.toContainEqual({ sku: line.sku, qty, wh: ERP[from] });
    expect(erp.reduce((s, l) => s + l.qty, 0)).toBe(erpBefore.reduce((s, l) => s + l.qty, 0));

    const back = await call('PUT', '/bulk/orders/transfer', request(order, [line.id], from));
    expect(back.statusCode, back.body).toBe(200);
    expect(await erpLines(order.acu_order_num)).toContainEqual({ sku: line.sku, qty, wh: ERP[from] });
  });

  it('refuses a shipped order, a line already there and a cancelled line, writing nothing', async () => {
    const { rows } = await t.pool.query<Order>(
      `select id, internal_po_number, vendor_name, acu_order_num from bulk_orders
       where company = 'furhaven' and stage = 'shipped' order by id limit 1`,
    );
    const shipped = rows[0]!;
    const [sl] = await linesOf(shipped.id);
    const late = await call('PUT', '/bulk/orders/transfer', request(shipped, [sl!.id], 'texas'));
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(TRANSFER_MESSAGES.stage(shipped.internal_po_number, 'shipped'));

    const order = await anOrder('not_built', 1);
    const before = await linesOf(order.id);
    const { line, from, to } = movable(before);
    const here = await call('PUT', '/bulk/orders/transfer', request(order, [line.id], from));
    expect(here.statusCode).toBe(409);
    expect(here.body).toContain('Already in');
    const { rows: added } = await t.pool.query<{ id: number }>(
      `insert into bulk_order_items (company, order_id, internal_sku, quantity, order_status)
       values ('furhaven', $1, 'X-CANCELLED', 4, 199) returning id`,
      [order.id],
    );
    const cancelled = added[0]!.id;
    const mixed = await call('PUT', '/bulk/orders/transfer', request(order, [line.id, cancelled], to));
    expect(mixed.statusCode).toBe(409);
    expect(mixed.body).toContain('cannot be transferred: Cancelled.');
    await t.pool.query('delete from bulk_order_items where id = $1', [cancelled]);
    expect(await linesOf(order.id)).toEqual(before);
  });

  it('writes nothing when Acumatica refuses (its order already shipping)', async () => {
    const order = await anOrder('not_routed');
    const before = await linesOf(order.id);
    const erpBefore = await erpLines(order.acu_order_num);
    const { line, to } = movable(before);
    await t.pool.query(
      `update sim_erp_sales_orders set status = 'Completed' where company = 'furhaven' and order_nbr = $1`,
      [order.acu_order_num],
    );
    const res = await call('PUT', '/bulk/orders/transfer', request(order, [line.id], to));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.body).toContain('its lines cannot change');
    expect(await linesOf(order.id)).toEqual(before);
    expect(await erpLines(order.acu_order_num)).toEqual(erpBefore);
  });
});
