import { describe, expect, it } from 'vitest';
import {
  BULK_EXPORT_COLUMNS,
  EMPTY_BULK_FILTERS,
  bulkExportRow,
  bulkSearchProblem,
  bulkSearchValues,
  groupByPo,
  orderStatusText,
  ORDER_STATUS_CHOICES,
  SHIPMENT_STATUS_CHOICES,
} from './search';

const row = (po: string, extra: Partial<Parameters<typeof bulkExportRow>[0]> = {}) => ({
  vendor_name: 'Chewy',
  internal_po_number: po,
  acu_order_num: '0001234',
  upload_date: '2026-03-02 10:15:00',
  order_date: '2026-03-01 08:00:00',
  order_status: 102,
  zip_code: '40202',
  internal_sku: 'SKU-1',
  quantity: 12,
  internal_price: '10.50',
  external_price: '14.00',
  ...extra,
});

describe('Bulk order search filters (D2 section 5)', () => {
  it('sends empty fields as null and pads the Acumatica Order # to 7', () => {
    const values = bulkSearchValues({ ...EMPTY_BULK_FILTERS, acu_order_num: ' 1234 ', sku: ' A-1 ' });
    expect(values.acu_order_num).toBe('0001234');
    expect(values.sku).toBe('A-1');
    expect(values.vendor_name).toBeNull();
    expect(Object.keys(values)).toHaveLength(13);
  });

  it('wants real dates in order and a whole upload id', () => {
    const ok = bulkSearchValues({ start_date: '2026-03-01', end_date: '2026-03-02' });
    expect(bulkSearchProblem(ok)).toBeNull();
    expect(bulkSearchProblem(bulkSearchValues({ start_date: '2026-03-02', end_date: '2026-03-01' }))).toBe(
      'The start date must be on or before the end date.',
    );
    expect(bulkSearchProblem(bulkSearchValues({ end_date: '2026-02-30' }))).toBe(
      'Dates must be real dates in the form YYYY-MM-DD.',
    );
    expect(bulkSearchProblem(bulkSearchValues({ upload_id: '12a' }))).toBe(
      'The upload id must be a whole number.',
    );
  });
});

describe('Results (D2 sections 2, 4, 9)', () => {
  it('humanises the order status names (order_built is Order Built)', () => {
    expect(orderStatusText(102)).toBe('Order Built');
    expect(orderStatusText(197)).toBe('Order Production Hold');
    expect(orderStatusText(199)).toBe('Order Cancelled');
    expect(orderStatusText(555)).toBe('555');
    expect(ORDER_STATUS_CHOICES.map((c) => c.value)).toEqual([
      '100',
      '101',
      '102',
      '103',
      '104',
      '197',
      '199',
    ]);
    expect(SHIPMENT_STATUS_CHOICES.map((c) => c.label)).toEqual([
      'Shipment Created',
      'Shipment Confirmed',
      'Shipment Reshipped',
    ]);
  });

  it('groups flat rows by internal PO (and vendor) in the order they came, order date cut to 10', () => {
    const rows = [
      row('PO2'),
      row('PO1'),
      row('PO2', { internal_sku: 'SKU-2' }),
      row('PO1', { vendor_name: 'Petco' }),
    ];
    const orders = groupByPo(rows);
    expect(orders.map((o) => [o.vendor_name, o.internal_po_number, o.rows.length])).toEqual([
      ['Chewy', 'PO2', 2],
      ['Chewy', 'PO1', 1],
      ['Petco', 'PO1', 1],
    ]);
    expect(orders[0]!.order_date).toBe('2026-03-01');
    expect(orders[0]!.status).toBe('Order Built');
  });

  it('exports the columns of OrderSearchExport.csv, one row per shipment item', () => {
    expect(BULK_EXPORT_COLUMNS).toEqual([
      'acu_order_num',
      'po_number',
      'vendor_name',
      'upload_date',
      'order_date',
      'internal_sku',
      'quantity',
      'internal_price',
      'external_price',
      'zip_code',
    ]);
    expect(bulkExportRow(row('PO9', { acu_order_num: null, zip_code: null }))).toEqual({
      acu_order_num: '',
      po_number: 'PO9',
      vendor_name: 'Chewy',
      upload_date: '2026-03-02 10:15:00',
      order_date: '2026-03-01 08:00:00',
      internal_sku: 'SKU-1',
      quantity: 12,
      internal_price: '10.50',
      external_price: '14.00',
      zip_code: '',
    });
  });
});
