import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TplTransferOrderView } from '../../../src/shared/api/tpl/transfer-orders';
import type { TplTransferOrder } from '../../../src/server/integrations/geodis/port';
import { GeodisSandbox } from '../../../src/server/integrations/geodis/sandbox';
import { IntegrationError } from '../../../src/server/integrations/integration-error';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';
import { asnsOf, transferLines, transferOrders } from './transfer-support';

/** 3PL Advanced Ship Notice (D3 2.3, 5, 7, 8): the transfer order lookup and Send ASN. */
const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['tpl', 'admin', 'office', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.tpl.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterEach(async () => {
  await t.integrations.control?.reset();
});
afterAll(async () => {
  await t.close();
});

/** A new transfer order with three lines shipped in full from the shelf; its second line counted short. */
async function shippedOrder() {
  const created = await call('POST', '/tpl/acumatica/create-transfer-order', {
    to_from_warehouse: 'Texas to Geodis',
  });
  expect(created.statusCode, created.body).toBe(200);
  const nbr = body<{ order_number: string }>(created).order_number;
  const lines = await transferLines(t.pool, nbr);
  const ship = await call('POST', '/tpl/acumatica/transfer-shipment', {
    order_number: nbr,
    lines: lines.slice(0, 3).map((l) => ({ sku: l.sku, qty: l.ordered_qty })),
  });
  expect(ship.statusCode, ship.body).toBe(201);
  return { nbr, short: lines[1]! };
}

const asnCount = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from sim_tpl_asns`)).rows[0]!.n;

describe('access', () => {
  it.each([
    ['GET', '/tpl/acumatica/transfer-order?ordernbr=1', undefined],
    ['POST', '/tpl/geodis/asn', { transfer_order: '1' }],
  ] as const)(
    '%s %s refuses other scopes, companies not held and the bulk header',
    async (method, url, payload) => {
      const before = await asnCount();
      for (const who of [tokens.office, tokens.floor, tokens.bulk])
        expect((await call(method, url, payload, who.access_token)).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Worldwise')).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Acme')).statusCode).toBe(403);
      expect((await call(method, url, payload, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
      expect((await t.app.inject({ method, url: `/api${url}` })).statusCode).toBe(401);
      expect(await asnCount()).toBe(before);
    },
  );
});

describe('GET /tpl/acumatica/transfer-order', () => {
  it('reads a transfer order by a short number, padded to 7, with its lines', async () => {
    const [shipping] = await transferOrders(t.pool, 'Shipping');
    const short = String(Number(shipping));
    expect(short.length).toBeLessThan(7);
    const res = await call('GET', `/tpl/acumatica/transfer-order?ordernbr=${short}&warehouse=GEODIS`);
    expect(res.statusCode, res.body).toBe(200);
    const order = body<TplTransferOrderView>(res);
    expect(order).toMatchObject({
      OrderNbr: shipping,
      Status: 'Shipping',
      FromWarehouse: 'TX',
      ToWarehouse: 'GEODIS',
    });
    const lines = await transferLines(t.pool, shipping!);
    expect(order.lines.map((l) => [l.Sku, l.OrderedQty, l.QtyShipped, l.ShipmentNbr])).toEqual(
      lines.map((l) => [l.sku, l.ordered_qty, l.qty_shipped, l.shipment_nbr]),
    );
    expect(order.lines.some((l) => l.QtyShipped > 0)).toBe(true);
  });

  it('answers 404 for an unknown number, a warehouse the order does not touch, and another company', async () => {
    const [shipping] = await transferOrders(t.pool, 'Shipping');
    const unknown = await call('GET', '/tpl/acumatica/transfer-order?ordernbr=9999999');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('Could not find transfer order 9999999!');
    expect(
      (await call('GET', `/tpl/acumatica/transfer-order?ordernbr=${shipping}&warehouse=KY`)).statusCode,
    ).toBe(404);
    const other = await call(
      'GET',
      `/tpl/acumatica/transfer-order?ordernbr=${shipping}`,
      undefined,
      tokens.admin.access_token,
      'Worldwise',
    );
    expect(other.statusCode).toBe(404);
  });

  it('refuses bad numbers and warehouses with 400', async () => {
    for (const [query, message] of [
      ['ordernbr=12345678', 'at most 7 characters'],
      ['ordernbr=12a', 'digits only'],
      ['ordernbr=', 'Enter a transfer order number'],
      ['', 'ordernbr'],
      ['ordernbr=1&warehouse=MARS', 'not a warehouse'],
    ] as const) {
      const res = await call('GET', `/tpl/acumatica/transfer-order?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).message).toContain(message);
    }
  });
});

describe('POST /tpl/geodis/asn', () => {
  it('sends the ASN of the shipped lines, recorded at Geodis, and refuses a second', async () => {
    const [shipping] = await transferOrders(t.pool, 'Shipping');
    const lines = await transferLines(t.pool, shipping!);
    const shipped = lines.filter((l) => l.qty_shipped > 0);
    expect(await asnsOf(t.pool, shipping!)).toEqual([]);

    const res = await call('POST', '/tpl/geodis/asn', { transfer_order: String(Number(shipping)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      message: 'ASN Sent',
      transfer_order: shipping,
      asn_number: expect.stringMatching(/^ASN\d{7}$/),
      lines: shipped.length,
      units: shipped.reduce((s, l) => s + l.qty_shipped, 0),
    });
    const [asn] = await asnsOf(t.pool, shipping!);
    expect(asn!.asn_number).toBe(body(res).asn_number);
    expect(asn!.lines.map((l) => [l.sku, l.quantity])).toEqual(shipped.map((l) => [l.sku, l.qty_shipped]));

    const before = await asnCount();
    // A client that sends the looked-up transfer order (D3 3) is read by its OrderNbr.
    const again = await call('POST', '/tpl/geodis/asn', {
      transfer_order: { OrderNbr: shipping, ToWarehouse: 'GEODIS', lines: [] },
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toMatch(/^Cannot send ASN: An ASN was already sent/);
    expect(await asnCount()).toBe(before);
  });

  it('refuses an order with nothing shipped (409) and an unknown one (404), sending nothing', async () => {
    const [open] = await transferOrders(t.pool, 'Open');
    const before = await asnCount();
    const res = await call('POST', '/tpl/geodis/asn', { transfer_order: open });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toMatch(/^Cannot send ASN: nothing has shipped/);
    const missing = await call('POST', '/tpl/geodis/asn', { transfer_order: '9999999' });
    expect(missing.statusCode).toBe(404);
    expect(await asnCount()).toBe(before);
  });

  it('refuses bad bodies with 400', async () => {
    for (const payload of [
      {},
      { transfer_order: '12345678' },
      { transfer_order: 12 },
      { transfer_order: 'abc' },
      { transfer_order: { OrderNbr: '12345678' } },
      { transfer_order: {} },
    ]) {
      const res = await call('POST', '/tpl/geodis/asn', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 502 when Geodis is down, recording nothing', async () => {
    const [completed] = await transferOrders(t.pool, 'Completed');
    // The completed order has its ASN already: use the Shipping one's sibling state instead.
    await t.pool.query(`delete from sim_tpl_asns where transfer_order_nbr = $1`, [completed]);
    const before = await asnCount();
    await t.integrations.control!.set('geodis', { failureMode: 'always' });
    const res = await call('POST', '/tpl/geodis/asn', { transfer_order: completed });
    expect(res.statusCode).toBe(502);
    expect(body(res).message).toMatch(/^Failed to ASN Sent/);
    expect(await asnCount()).toBe(before);
  });

  it('writes an Unresolved discrepancy for each SKU Geodis counts differently, nothing when it matches', async () => {
    const { nbr, short } = await shippedOrder();

    // The dock counts two short on the second SKU.
    const geodis = t.integrations.geodis;
    t.integrations.geodis = (company) =>
      new GeodisSandbox(t.db, company, {
        receive: (line) => (line.sku === short.sku ? line.quantity - 2 : line.quantity),
      });
    try {
      const res = await call('POST', '/tpl/geodis/asn', { transfer_order: nbr });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res)).toMatchObject({ message: 'ASN Sent', lines: 3, discrepancies: 1 });
    } finally {
      t.integrations.geodis = geodis;
    }
    const { rows } = await t.pool.query(
      `select company, acu_order_num, from_warehouse, to_warehouse, sku, shipped, received, status from tpl_discrepancies where acu_order_num = $1`,
      [nbr],
    );
    expect(rows).toEqual([
      {
        company: 'furhaven',
        acu_order_num: nbr,
        from_warehouse: 'Texas',
        to_warehouse: 'Geodis',
        sku: short.sku,
        shipped: short.ordered_qty,
        received: short.ordered_qty - 2,
        status: 'Unresolved',
      },
    ]);
    // The ASN of the Shipping order above matched: it wrote none.
    const [shipping] = await transferOrders(t.pool, 'Shipping');
    const none = await t.pool.query(`select 1 from tpl_discrepancies where acu_order_num = $1`, [shipping]);
    expect(none.rows).toEqual([]);
  });

  it('finishes an ASN whose answer was lost when sent again, recording its discrepancies once', async () => {
    const { nbr, short } = await shippedOrder();
    const rowsOf = async (table: string) =>
      (
        await t.pool.query(
          `select * from ${table} where ${table === 'tpl_discrepancies' ? 'acu_order_num' : 'transfer_order_nbr'} = $1`,
          [nbr],
        )
      ).rows;
    // Geodis receives the notice (its dock counts two short) and its answer is lost once.
    let lose = 1;
    class LostAnswer extends GeodisSandbox {
      override async sendAsn(order: TplTransferOrder) {
        const receipt = await super.sendAsn(order);
        if (lose-- > 0) throw new IntegrationError('geodis', 'unavailable', 'Geodis did not answer in time.');
        return receipt;
      }
    }
    const geodis = t.integrations.geodis;
    t.integrations.geodis = (company) =>
      new LostAnswer(t.db, company, {
        receive: (line) => (line.sku === short.sku ? line.quantity - 2 : line.quantity),
      });
    try {
      const lost = await call('POST', '/tpl/geodis/asn', { transfer_order: nbr });
      expect(lost.statusCode).toBe(502);
      const [held] = await asnsOf(t.pool, nbr);
      expect(await rowsOf('tpl_discrepancies')).toEqual([]);

      const again = await call('POST', '/tpl/geodis/asn', { transfer_order: nbr });
      expect(again.statusCode, again.body).toBe(200);
      expect(body(again)).toMatchObject({
        message: 'ASN Sent',
        asn_number: held!.asn_number,
        lines: 3,
        discrepancies: 1,
      });
      // A genuine second send is refused as the spec says, and records nothing more.
      const third = await call('POST', '/tpl/geodis/asn', { transfer_order: nbr });
      expect(third.statusCode).toBe(409);
      expect(body(third).message).toMatch(/^Cannot send ASN: An ASN was already sent/);
      expect(await asnsOf(t.pool, nbr)).toHaveLength(1);
      expect((await rowsOf('tpl_sent_asns')).map((r) => r.asn_number)).toEqual([held!.asn_number]);
      expect((await rowsOf('tpl_discrepancies')).map((r) => [r.sku, r.shipped - r.received])).toEqual([
        [short.sku, 2],
      ]);
    } finally {
      t.integrations.geodis = geodis;
    }
  });
});
