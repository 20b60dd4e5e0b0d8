import { describe, expect, it } from 'vitest';
import {
  checkOrderFile,
  groupOrders,
  missingColumns,
  ORDER_UPLOAD_COLUMNS,
  rowProblems,
  toUploadRow,
  type OrderUploadRow,
} from './order-upload';
import { parseOrderDate, parsePrice, parseQuantity, parseRequestedOn } from './order-upload-values';
import { chooseWarehouse } from './warehouse-choice';
import { orderUploadRow } from '../../../../tests/fixtures/dropship-orders';

const good = (extra: Partial<OrderUploadRow> = {}): OrderUploadRow =>
  orderUploadRow({ internal_po_number: 'CH100000001', quantity: '2', internal_price: '24.99', ...extra });

describe('columns', () => {
  it('has the 19 Order fields of the template', () => {
    expect(ORDER_UPLOAD_COLUMNS).toHaveLength(19);
  });
  it('lists the missing columns, matching the header case-insensitively', () => {
    const header = ORDER_UPLOAD_COLUMNS.filter((c) => c !== 'city').map((c) => c.toUpperCase());
    expect(missingColumns(header)).toEqual(['city']);
    expect(missingColumns([...ORDER_UPLOAD_COLUMNS])).toEqual([]);
  });
  it('reads a row by column name, trimmed, numbers and null as text', () => {
    const row = toUploadRow({ ' Vendor_Name ': ' Chewy ', quantity: 3, note: null });
    expect(row.vendor_name).toBe('Chewy');
    expect(row.quantity).toBe('3');
    expect(row.note).toBe('');
    expect(row.city).toBe('');
  });
});

describe('values', () => {
  it('reads order dates in the accepted forms', () => {
    expect(parseOrderDate('2026-03-02')).toBe('2026-03-02T12:00:00.000Z');
    expect(parseOrderDate('3/2/2026')).toBe('2026-03-02T12:00:00.000Z');
    expect(parseOrderDate('2026-03-02 08:15')).toBe('2026-03-02T08:15:00.000Z');
    expect(parseOrderDate('2026-03-02T08:15:30-05:00')).toBe('2026-03-02T13:15:30.000Z');
    expect(parseOrderDate('2026-02-30')).toBeNull();
    expect(parseOrderDate('yesterday')).toBeNull();
    expect(parseOrderDate('2026-03-02 25:00')).toBeNull();
  });
  it('stores requested_on as YYYYMMDD', () => {
    expect(parseRequestedOn('20260306')).toBe('20260306');
    expect(parseRequestedOn('2026-03-06')).toBe('20260306');
    expect(parseRequestedOn('3/6/2026')).toBe('20260306');
    expect(parseRequestedOn('20261306')).toBeNull();
  });
  it('takes whole quantities from 1 and prices with two decimals', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parsePrice('$12.5')).toBe('12.5');
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('12.999')).toBeNull();
  });
});

describe('rowProblems', () => {
  it('accepts a good row', () => {
    expect(rowProblems(good(), 2)).toEqual([]);
  });
  it("names each missing value with the spec's wording", () => {
    const problems = rowProblems(good({ city: '', internal_sku: '' }), 5);
    expect(problems.map((p) => p.message)).toEqual([
      'Missing required field: city',
      'Missing required field: internal_sku',
    ]);
    expect(problems[0]).toMatchObject({ row: 5, po: 'CH100000001', field: 'city' });
  });
  it('checks numbers, dates, carrier, state and ZIP', () => {
    const problems = rowProblems(
      good({
        quantity: 'two',
        order_date: '13/45/2026',
        carrier: 'dhl',
        state: 'XX',
        zip_code: '123',
        external_price: 'abc',
      }),
      2,
    );
    expect(problems.map((p) => p.field)).toEqual([
      'order_date',
      'quantity',
      'external_price',
      'carrier',
      'state',
      'zip_code',
    ]);
  });
});

describe('groupOrders', () => {
  it('makes one order of the rows with the same PO, lines in file order', () => {
    const rows = [
      good(),
      good({ internal_po_number: 'CH100000002', internal_sku: 'A' }),
      good({ internal_sku: '31071-L-GRY', quantity: '1', external_price: '' }),
    ];
    const orders = groupOrders(rows);
    expect(orders).toHaveLength(2);
    const first = orders[0]!;
    expect(first.ok && first.order.lines.map((l) => [l.internal_sku, l.quantity, l.external_price])).toEqual([
      ['31071-M-GRY', 2, '29.99'],
      ['31071-L-GRY', 1, null],
    ]);
    expect(first.rows).toEqual([2, 4]);
    expect(first.ok && first.order).toMatchObject({ carrier: 'fedex', requested_on: '20260306', note: null });
  });
  it('fails an order alone when one of its rows is bad or its rows disagree', () => {
    const orders = groupOrders([
      good(),
      good({ internal_po_number: 'CH2', quantity: '' }),
      good({ internal_po_number: 'CH3' }),
      good({ internal_po_number: 'CH3', city: 'Erlanger' }),
    ]);
    expect(orders.map((o) => o.ok)).toEqual([true, false, false]);
    expect(orders[1]).toMatchObject({ po: 'CH2', reason: 'Row 3: Missing required field: quantity' });
    expect(orders[2]).toMatchObject({ po: 'CH3', reason: 'The rows of PO CH3 disagree on city.' });
  });
});

describe('checkOrderFile', () => {
  const header = [...ORDER_UPLOAD_COLUMNS];
  it('refuses the whole file when a column is missing', () => {
    const check = checkOrderFile(
      header.filter((c) => c !== 'zip_code'),
      [good()],
    );
    expect(check).toEqual({ ok: false, message: 'Missing required field: zip_code', problems: [] });
  });
  it('refuses an empty file and lists row problems', () => {
    expect(checkOrderFile(header, [])).toMatchObject({ ok: false, message: 'The file has no order rows.' });
    const check = checkOrderFile(header, [good(), good({ name: '' }), good({ vendor_name: 'Petco' })]);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems.map((p) => [p.row, p.message])).toEqual([
      [3, 'Missing required field: name'],
      [4, 'One vendor per file: expected Chewy, found Petco.'],
    ]);
  });
  it('counts the orders of a good file', () => {
    const check = checkOrderFile(header, [good(), good(), good({ internal_po_number: 'X2' })]);
    expect(check).toMatchObject({ ok: true, orders: 2, vendor: 'Chewy' });
  });
});

describe('chooseWarehouse', () => {
  const stock: Record<string, Record<string, number>> = {
    kentucky: { A: 1, B: 5 },
    pennsylvania: { A: 3, B: 5 },
    texas: { A: 9 },
  };
  const available = (w: string, sku: string) => stock[w]?.[sku] ?? 0;
  const all = ['kentucky', 'pennsylvania', 'texas'] as const;
  it('takes the first warehouse that covers every line', () => {
    expect(chooseWarehouse(all, [{ sku: 'A', quantity: 1 }], available)).toBe('kentucky');
    expect(
      chooseWarehouse(
        all,
        [
          { sku: 'A', quantity: 2 },
          { sku: 'B', quantity: 1 },
        ],
        available,
      ),
    ).toBe('pennsylvania');
  });
  it('adds up repeated SKUs, then falls back to the best coverage, first on a tie', () => {
    expect(
      chooseWarehouse(
        all,
        [
          { sku: 'A', quantity: 2 },
          { sku: 'A', quantity: 2 },
        ],
        available,
      ),
    ).toBe('texas');
    expect(
      chooseWarehouse(
        all,
        [
          { sku: 'A', quantity: 2 },
          { sku: 'B', quantity: 20 },
        ],
        available,
      ),
    ).toBe('pennsylvania');
    expect(chooseWarehouse(all, [{ sku: 'Z', quantity: 1 }], available)).toBe('kentucky');
  });
});
