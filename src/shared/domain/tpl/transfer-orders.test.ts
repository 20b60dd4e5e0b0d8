import { describe, expect, it } from 'vitest';
import {
  ASN_MESSAGES,
  CREATE_TRANSFER_MESSAGES,
  TRANSFER_ORDER_NUMBER_DIGITS,
  TRANSFER_ORDER_NUMBER_REQUIRED,
  TRANSFER_ORDER_NUMBER_TOO_LONG,
  TRANSFER_ROUTES,
  canSendAsn,
  isShippable,
  padTransferOrderNumber,
  readyToShip,
  receiptDiscrepancies,
  shipmentLines,
  tplErpWarehouse,
  transferOrderNotFound,
  transferOrderNotShippable,
  transferOrderNumberProblem,
} from './transfer-orders';

describe('transfer order number (D3 5, 9)', () => {
  it('takes at most 7 characters and pads with zeros to 7', () => {
    expect(transferOrderNumberProblem('1234567')).toBeNull();
    expect(padTransferOrderNumber('1234567')).toBe('1234567');
    expect(padTransferOrderNumber(' 123 ')).toBe('0000123');
    expect(padTransferOrderNumber('7')).toBe('0000007');
    expect(transferOrderNumberProblem('12345678')).toBe(TRANSFER_ORDER_NUMBER_TOO_LONG);
    expect(transferOrderNumberProblem('   ')).toBe(TRANSFER_ORDER_NUMBER_REQUIRED);
    expect(transferOrderNumberProblem('12a')).toBe(TRANSFER_ORDER_NUMBER_DIGITS);
  });
});

describe('shippable (D3 4, 8)', () => {
  it('ships only Open and Shipping orders and says why otherwise', () => {
    expect(isShippable('Open')).toBe(true);
    expect(isShippable('Shipping')).toBe(true);
    expect(isShippable('Completed')).toBe(false);
    expect(isShippable('On Hold')).toBe(false);
    expect(isShippable('Cancelled')).toBe(false);
    expect(transferOrderNotShippable('0060001', 'Completed')).toBe('The status of 0060001 is Completed');
    expect(transferOrderNotFound('0000123')).toBe('Could not find transfer order 0000123!');
  });
});

describe('messages (D3 8)', () => {
  it('are the spec text', () => {
    expect(ASN_MESSAGES).toEqual({
      notFound: 'Could not find transfer order',
      sent: 'ASN Sent',
      failed: 'Failed to ASN Sent',
      cannot: 'Cannot send ASN',
    });
    expect(CREATE_TRANSFER_MESSAGES.success).toBe('Successfully create transfer order.');
    expect(CREATE_TRANSFER_MESSAGES.error).toBe('An error occurred while creating transfer order.');
    expect(CREATE_TRANSFER_MESSAGES.failed).toBe('Failed to create transfer order!');
    expect(TRANSFER_ROUTES['Texas to Geodis']).toEqual({ from: 'TX', to: 'GEODIS' });
  });
});

describe('warehouses', () => {
  it('reads names and ERP codes', () => {
    expect(tplErpWarehouse('texas')).toBe('TX');
    expect(tplErpWarehouse('TX')).toBe('TX');
    expect(tplErpWarehouse('geodis')).toBe('GEODIS');
    expect(tplErpWarehouse('mars')).toBeNull();
  });
});

describe('builds -> shipment quantities', () => {
  const lines = [
    { Sku: 'A', OrderedQty: 10, QtyShipped: 0 },
    { Sku: 'B', OrderedQty: 20, QtyShipped: 4 },
    { Sku: 'C', OrderedQty: 5, QtyShipped: 5 },
  ];

  it('sums the builds per SKU, less what shipped, capped at the open quantity', () => {
    const ready = readyToShip(lines, [
      { sku: 'A', quantity: 6 },
      { sku: 'A', quantity: 9 },
      { sku: 'B', quantity: 7 },
      { sku: 'C', quantity: 5 },
    ]);
    expect(ready).toEqual([
      { sku: 'A', ordered: 10, shipped: 0, open: 10, built: 15, ready: 10 },
      { sku: 'B', ordered: 20, shipped: 4, open: 16, built: 7, ready: 3 },
      { sku: 'C', ordered: 5, shipped: 5, open: 0, built: 5, ready: 0 },
    ]);
    expect(shipmentLines(ready)).toEqual([
      { sku: 'A', qty: 10 },
      { sku: 'B', qty: 3 },
    ]);
  });

  it('ships nothing of a SKU with no builds when the order has builds', () => {
    const ready = readyToShip(lines, [{ sku: 'A', quantity: 2 }]);
    expect(ready.map((r) => r.ready)).toEqual([2, 0, 0]);
  });

  it('ships the open quantity of an order with no builds (stock on the shelf)', () => {
    const ready = readyToShip(lines, []);
    expect(ready.map((r) => r.ready)).toEqual([10, 16, 0]);
  });

  it('shares a SKU built once between two lines in line order', () => {
    const ready = readyToShip(
      [
        { Sku: 'A', OrderedQty: 4, QtyShipped: 0 },
        { Sku: 'A', OrderedQty: 4, QtyShipped: 0 },
      ],
      [{ sku: 'A', quantity: 6 }],
    );
    expect(ready.map((r) => r.ready)).toEqual([4, 2]);
    expect(shipmentLines(ready)).toEqual([{ sku: 'A', qty: 6 }]);
  });
});

describe('ASN and receipt', () => {
  it('needs a shipped line; a receipt that differs gives discrepancies', () => {
    expect(canSendAsn([{ QtyShipped: 0 }])).toBe(false);
    expect(canSendAsn([{ QtyShipped: 0 }, { QtyShipped: 3 }])).toBe(true);
    expect(
      receiptDiscrepancies(
        [
          { sku: 'A', quantity: 10 },
          { sku: 'B', quantity: 5 },
        ],
        [
          { sku: 'A', quantity: 9 },
          { sku: 'B', quantity: 5 },
        ],
      ),
    ).toEqual([{ sku: 'A', shipped: 10, received: 9 }]);
  });
});
