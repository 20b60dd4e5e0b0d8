import { describe, expect, it } from 'vitest';
import { wrapEdi } from './edi-log';
import type { X12Segment } from './x12';
import { purchaseOrder850 } from './x12-documents';
import { readPurchaseOrders } from './x12-850';

const at = new Date('2026-03-04T09:30:00Z');
const shipTo = { name: 'Liam Carter', address1: '5 Elm St', city: 'Denver', state: 'CO', zip: '80202' };
const po = {
  poNumber: 'PO-77',
  orderDate: at,
  shipTo,
  lines: [{ lineNbr: 1, sku: '10001', vendorSku: 'V10001', quantity: 4, unitPrice: '9.90' }],
};
const wrap = (segments: readonly X12Segment[], type: '850' | '856' = '850') =>
  wrapEdi({
    company: 'furhaven',
    vendor: { name: 'Chewy', side: 'dropship' },
    type,
    direction: 'inbound',
    segments,
    at,
    control: 42,
    usage: 'T',
  }).text;

describe('readPurchaseOrders', () => {
  it('reads back what purchaseOrder850 wrote, with the control numbers', () => {
    expect(readPurchaseOrders(wrap(purchaseOrder850(po)))).toEqual({
      interchange: '000000042',
      group: '42',
      orders: [{ ...po, orderDate: '2026-03-04T09:30:00.000Z' }],
    });
  });

  it('keeps a non-US country and a second address line', () => {
    const abroad = { ...shipTo, address2: 'Unit 4', country: 'CA' };
    const [order] = readPurchaseOrders(wrap(purchaseOrder850({ ...po, shipTo: abroad }))).orders;
    expect(order?.shipTo).toEqual(abroad);
  });

  it('refuses other documents, broken envelopes and prices in fractions of a cent', () => {
    expect(() => readPurchaseOrders(wrap([['BSN', '00', 'S1']], '856'))).toThrow(
      /not a purchase order group/i,
    );
    expect(() => readPurchaseOrders(wrap(purchaseOrder850(po)).replace('SE*', 'SE*9'))).toThrow(/sound/);
    const fraction = { ...po, lines: [{ ...po.lines[0]!, unitPrice: '9.995' }] };
    expect(() => readPurchaseOrders(wrap(purchaseOrder850(fraction)))).toThrow(/quantity and a price/);
  });
});
