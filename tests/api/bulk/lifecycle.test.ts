import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_ORDER_FILE_COLUMNS } from '../../../src/shared/domain/bulk/uploads';
import { encodeEnvelope } from '../../../src/shared/lib/codec';
import { loadWorld } from '../../../src/server/world/load-world';
import { bulkOrderFileRow } from '../../fixtures/bulk-orders';
import { apiCaller, createTestApp, loginAll } from '../support/test-app';

/**
 * One bulk order from its file to Complete through the API only, each step by the call its screen
 * makes (issue 13, "an order walks New to Complete"), with the ERP and vendors simulators answering:
 * uploaded (New), decided with one line split across Kentucky and Pennsylvania and one cancelled
 * (Not Routed, a sales order on hold in the ERP), routed, built, shipped from both warehouses,
 * confirmed, its ASNs sent and its invoice sent by the job, then marked complete. The 856s and the
 * 810 it produced are read back by node-x12 and carry the split line's pieces, not the cancelled one's.
 */
const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['bulk'] as const);
const COMPANY = 'Furhaven_bulk';
const PO = 'LIFECYCLE0001';

let vendor: { name: string; code: string };
let skus: [string, string];

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
  const v = await t.pool.query<{ name: string; code: string }>(
    `select name, code from vendors where company = 'furhaven' and side = 'bulk' order by name limit 1`,
  );
  vendor = v.rows[0]!;
  const s = await t.pool.query<{ sku: string }>(
    `select sku from items where company = 'furhaven' and active and not is_bundle order by sku limit 2`,
  );
  skus = [s.rows[0]!.sku, s.rows[1]!.sku];
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(t.app, tokens.bulk.access_token, COMPANY);

type Order = {
  id: number;
  stage: string;
  acu_order_num: string | null;
  asn_status: number;
  invoice_status: number;
};
const order = async (): Promise<Order> =>
  (
    await t.pool.query<Order>(
      `select id, stage, acu_order_num, asn_status, invoice_status from bulk_orders
       where company = 'furhaven' and internal_po_number = $1`,
      [PO],
    )
  ).rows[0]!;

const segmentsOf = (x12: string): X12Segment[] =>
  (new X12Parser(true).parse(x12) as X12Interchange).functionalGroups[0]!.transactions[0]!.segments;

/** Pieces per SKU of the LIN/SN1 (856) or IT1 (810) lines of an outbound document. */
async function piecesSent(type: '856' | '810'): Promise<Record<string, number>> {
  const { rows } = await t.pool.query<{ body: string }>(
    `select body from edi_transactions where company = 'furhaven' and internal_po_number = $1
       and type = $2 and direction = 'outbound' order by id`,
    [PO, type],
  );
  expect(rows.length).toBeGreaterThan(0);
  const pieces: Record<string, number> = {};
  for (const { body: x12 } of rows) {
    const segments = segmentsOf(x12);
    if (type === '856') {
      const skusSent = segments.filter((s) => s.tag === 'LIN').map((s) => s.valueOf(3));
      const quantities = segments.filter((s) => s.tag === 'SN1').map((s) => Number(s.valueOf(2)));
      skusSent.forEach((sku, n) => (pieces[sku] = (pieces[sku] ?? 0) + quantities[n]!));
    } else {
      for (const line of segments.filter((s) => s.tag === 'IT1'))
        pieces[line.valueOf(7)] = (pieces[line.valueOf(7)] ?? 0) + Number(line.valueOf(2));
    }
  }
  return pieces;
}

describe('a bulk order from its file to Complete', () => {
  it('walks every tab with the simulators answering, and its 856s and 810 carry what was decided', async () => {
    const [split, cancelled] = skus;
    const ref = { internal_po_number: PO, vendor_name: vendor.name };
    const fileRow = (sku: string, quantity: string) =>
      bulkOrderFileRow({
        internal_po_number: PO,
        vendor_name: vendor.name,
        vendor_code: vendor.code,
        order_pieces: '18',
        order_price: '360.00',
        internal_sku: sku,
        quantity,
        ext_price: String(Number(quantity) * 20) + '.00',
      });

    // New: the bulk order file
    let res = await call('POST', '/bulk/orders/uploads', {
      rows: [fileRow(split, '12'), fileRow(cancelled, '6')],
      fields: [...BULK_ORDER_FILE_COLUMNS],
      filename: 'lifecycle.csv',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await order()).stage).toBe('new');

    // New -> Not Routed: 5 to Kentucky and 7 to Pennsylvania, the other line cancelled
    const { rows: lines } = await t.pool.query<{ id: number; internal_sku: string }>(
      `select i.id, i.internal_sku from bulk_order_items i where i.order_id = $1 order by i.id`,
      [(await order()).id],
    );
    const lineOf = (sku: string) => lines.find((l) => l.internal_sku === sku)!;
    res = await call('PUT', '/bulk-orders/decisions', {
      data: encodeEnvelope({
        orders: [
          {
            ...ref,
            items: [
              {
                id: lineOf(split).id,
                internal_sku: split,
                decision: 'Split',
                fulfill_ky: 5,
                fulfill_pa: 7,
                ky_method: 'LTL',
                pa_method: 'LTL',
              },
              { id: lineOf(cancelled).id, internal_sku: cancelled, decision: 'Cancel' },
            ],
          },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const decided = await order();
    expect(decided).toMatchObject({ stage: 'not_routed' });
    expect(decided.acu_order_num).toMatch(/^\d{7}$/);

    // Not Routed -> Not Built
    res = await call('POST', '/bulk/orders/routing', {
      acu_order_num: decided.acu_order_num,
      ...ref,
      pickup_date: '2026-03-05',
      volume: 120,
      weight: 900,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await order()).stage).toBe('not_built');

    // Not Built -> Not Shipped -> Ready (one shipment per warehouse) -> Shipped
    res = await call('PUT', '/bulk/orders/built', { orders: [ref] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await order()).stage).toBe('not_shipped');
    res = await call('PUT', '/bulk/shipment/update', {
      ...ref,
      pro_number: '7700445566',
      carrier: 'ODFL',
      bol: '44556677889900112',
      ship_date: '2026-03-05',
      expected_delivery: '2026-03-09',
      truck_number: '12',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await order()).stage).toBe('ready');
    const { rows: shipments } = await t.pool.query<{ warehouse: string }>(
      `select warehouse from bulk_shipments where order_id = $1 order by warehouse`,
      [decided.id],
    );
    expect(shipments.map((s) => s.warehouse)).toEqual(['kentucky', 'pennsylvania']);
    res = await call('POST', '/bulk/shipment/confirm', { orders: [ref] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await order()).stage).toBe('shipped');

    // Shipped -> ASN Sent -> (the invoice job) Invoiced -> Complete
    res = await call('POST', '/bulk/shipment/asn', { vendor_names: [vendor.name] });
    expect(res.statusCode, res.body).toBe(200);
    await t.jobs.idle?.();
    expect(await order()).toMatchObject({ stage: 'invoiced', asn_status: 301, invoice_status: 701 });
    expect(await piecesSent('856')).toEqual({ [split]: 12 });
    expect(await piecesSent('810')).toEqual({ [split]: 12 });
    res = await call('PUT', '/bulk/orders/complete', { orders: [ref] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await order()).stage).toBe('complete');
  });
});
