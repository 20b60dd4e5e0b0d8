import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadyLineView } from '../../../src/shared/api/tpl/transfer-shipments';
import type { TplTransferOrderView } from '../../../src/shared/api/tpl/transfer-orders';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';
import { transferLines, transferOrders, transferStatus } from './transfer-support';

/** Create Shipment (D3 2.3, 4, 7, 8): ready-to-ship builds and the shipment of a transfer order. */
const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['tpl', 'admin', 'office', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.tpl.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

type Ready = { order_number: string; warehouse: string; builds: number; lines: ReadyLineView[] };
const ready = async (nbr: string) => {
  const res = await call('GET', `/tpl/acumatica/rtbuilds?acu_order_num=${nbr}&warehouse=TX`);
  expect(res.statusCode, res.body).toBe(200);
  return body<Ready>(res);
};
const shippedUnits = async () =>
  (
    await t.pool.query<{ n: number }>(
      `select coalesce(sum(qty_shipped), 0)::int as n from sim_erp_transfer_lines`,
    )
  ).rows[0]!.n;

describe('access', () => {
  it.each([
    ['GET', '/tpl/acumatica/rtbuilds?acu_order_num=1', undefined],
    ['POST', '/tpl/acumatica/transfer-shipment', { order_number: '1', lines: [{ sku: 'X', qty: 1 }] }],
  ] as const)(
    '%s %s refuses other scopes, companies not held and the bulk header',
    async (method, url, payload) => {
      const before = await shippedUnits();
      for (const who of [tokens.office, tokens.floor, tokens.bulk])
        expect((await call(method, url, payload, who.access_token)).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Worldwise')).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Acme')).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
      expect((await t.app.inject({ method, url: `/api${url}` })).statusCode).toBe(401);
      expect(await shippedUnits()).toBe(before);
    },
  );
});

describe('GET /tpl/acumatica/rtbuilds', () => {
  it("sums the order's Texas builds per SKU, less what shipped, capped at the open quantity", async () => {
    const [open] = await transferOrders(t.pool, 'Open');
    const answer = await ready(String(Number(open)));
    expect(answer.order_number).toBe(open);
    expect(answer.warehouse).toBe('TX');
    const { rows: built } = await t.pool.query<{ sku: string; q: number }>(
      `select sku, sum(quantity)::int as q from builds where company = 'furhaven' and order_number = $1 and warehouse = 'TX' group by sku`,
      [open],
    );
    expect(answer.builds).toBeGreaterThan(0);
    const bySku = new Map(built.map((b) => [b.sku, b.q]));
    const lines = await transferLines(t.pool, open!);
    expect(answer.lines).toEqual(
      lines.map((l) => {
        const b = bySku.get(l.sku) ?? 0;
        const openQty = l.ordered_qty - l.qty_shipped;
        return {
          sku: l.sku,
          ordered: l.ordered_qty,
          shipped: l.qty_shipped,
          open: openQty,
          built: b,
          ready: Math.min(openQty, Math.max(0, b - l.qty_shipped)),
        };
      }),
    );
    // The world's first open order is partly built: one line waits for its builds.
    expect(answer.lines.some((l) => l.ready === 0)).toBe(true);
    expect(answer.lines.some((l) => l.ready > 0)).toBe(true);
  });

  it('answers 404 for an unknown order and 400 for an 8-character number', async () => {
    const missing = await call('GET', '/tpl/acumatica/rtbuilds?acu_order_num=9999999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Could not find transfer order 9999999!');
    const long = await call('GET', '/tpl/acumatica/rtbuilds?acu_order_num=12345678');
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toContain('at most 7 characters');
  });
});

describe('POST /tpl/acumatica/transfer-shipment', () => {
  it('ships the ready builds of an Open order in the ERP: Shipping, the new shipment number on its lines', async () => {
    const [open] = await transferOrders(t.pool, 'Open');
    const answer = await ready(open!);
    const lines = answer.lines.filter((l) => l.ready > 0).map((l) => ({ sku: l.sku, qty: l.ready }));
    const res = await call('POST', '/tpl/acumatica/transfer-shipment', {
      order_number: String(Number(open)),
      warehouse: 'texas',
      lines,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { shipment_nbr, transfer_order } = body<{
      shipment_nbr: string;
      transfer_order: TplTransferOrderView;
    }>(res);
    expect(shipment_nbr).toMatch(/^\d{7}$/);
    expect(transfer_order.Status).toBe('Shipping');
    expect(await transferStatus(t.pool, open!)).toBe('Shipping');
    const after = await transferLines(t.pool, open!);
    for (const l of lines) {
      const row = after.find((a) => a.sku === l.sku)!;
      expect(row.qty_shipped).toBe(l.qty);
      expect(row.shipment_nbr).toBe(shipment_nbr);
    }
    // What shipped is no longer ready.
    expect((await ready(open!)).lines.every((l) => l.ready === 0)).toBe(true);
  });

  it('refuses more than is ready (422) and a SKU not on the order, shipping nothing', async () => {
    // The world's second Open order (the first shipped above): fully built.
    const second = (await transferOrders(t.pool, 'Open')).at(-1);
    const answer = await ready(second!);
    const line = answer.lines.find((l) => l.ready > 0)!;
    const before = await shippedUnits();
    const over = await call('POST', '/tpl/acumatica/transfer-shipment', {
      order_number: second,
      lines: [{ sku: line.sku, qty: line.ready + 1 }],
    });
    expect(over.statusCode).toBe(422);
    expect(body(over).message).toContain(`ready to ship on transfer order ${second}`);
    const stranger = await call('POST', '/tpl/acumatica/transfer-shipment', {
      order_number: second,
      lines: [{ sku: 'NOT-ON-ORDER', qty: 1 }],
    });
    expect(stranger.statusCode).toBe(422);
    expect(await shippedUnits()).toBe(before);
  });

  it.each(['Completed', 'On Hold'])(
    "refuses a %s order with 409 'The status of {n} is {status}', shipping nothing",
    async (status) => {
      const [nbr] = await transferOrders(t.pool, status);
      const lines = await transferLines(t.pool, nbr!);
      const before = await shippedUnits();
      const res = await call('POST', '/tpl/acumatica/transfer-shipment', {
        order_number: nbr,
        lines: [{ sku: lines[0]!.sku, qty: 1 }],
      });
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(`The status of ${nbr} is ${status}`);
      expect(await shippedUnits()).toBe(before);
      expect(await transferStatus(t.pool, nbr!)).toBe(status);
    },
  );

  it('answers 404 for an unknown order and 400 for bad bodies', async () => {
    const missing = await call('POST', '/tpl/acumatica/transfer-shipment', {
      order_number: '9999999',
      lines: [{ sku: 'X', qty: 1 }],
    });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Could not find transfer order 9999999!');
    for (const payload of [
      {},
      { order_number: '12345678', lines: [{ sku: 'X', qty: 1 }] },
      { order_number: '1', lines: [] },
      { order_number: '1', lines: [{ sku: 'X', qty: 0 }] },
      { order_number: '1', lines: [{ sku: 'X', qty: 1.5 }] },
      { order_number: '1', lines: [{ sku: '', qty: 1 }] },
      { order_number: '1', warehouse: 'MARS', lines: [{ sku: 'X', qty: 1 }] },
    ]) {
      const res = await call('POST', '/tpl/acumatica/transfer-shipment', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
