import { describe, expect, it } from 'vitest';
import {
  WARRANTY_EXPORT_COLUMNS,
  warrantyExportFileName,
  warrantyExportRow,
  warrantyExportTable,
} from './export';

const row = {
  order_date: '2026-03-07T00:00:00',
  internal_po_number: 'WR1',
  external_po_number: null,
  vendor: 'Chewy',
  warehouse: 'kentucky',
  warranty_issued: 'Yes - WFW',
  reason: 'Glue Issue',
  fast_shipping: 'No',
  original_sku: 'O-1',
  internal_sku: 'N-1',
  quantity: 2,
  lot_number: null,
  customer_name: 'Dana',
  email: null,
  street: '1 Main',
  street_2: null,
  city: 'Erie',
  state: 'PA',
  zip_code: '16501',
  warehouse_notes: null,
  notes: 'Photos',
};

describe('warranty exports (D3 section 9)', () => {
  it('has the spec columns in order', () => {
    expect(WARRANTY_EXPORT_COLUMNS).toEqual([
      'order_date',
      'internal_po_number',
      'original_po_number',
      'vendor',
      'original_warehouse',
      'action',
      'reason',
      'fast_shipping',
      'original_sku',
      'sku',
      'quantity',
      'lot_number',
      'customer_name',
      'email',
      'street',
      'street_2',
      'city',
      'state',
      'zip_code',
      'warehouse_notes',
      'notes',
    ]);
  });

  it('maps a row to the columns, dates cut to 10 characters and null as empty', () => {
    expect(warrantyExportRow(row)).toMatchObject({
      order_date: '2026-03-07',
      original_po_number: '',
      original_warehouse: 'kentucky',
      action: 'Yes - WFW',
      sku: 'N-1',
      quantity: '2',
    });
    const table = warrantyExportTable([row]);
    expect(table.fields).toEqual([...WARRANTY_EXPORT_COLUMNS]);
    expect(table.data[0]).toHaveLength(21);
    expect(table.data[0]![0]).toBe('2026-03-07');
  });

  it('names the files by the date', () => {
    expect(warrantyExportFileName('insert', new Date(2026, 10, 5))).toBe('11.5.26 WarrantyInsertExport.csv');
    expect(warrantyExportFileName('search', new Date(2026, 0, 9))).toBe(
      '1.9.26 WarrantyOrderSearchExport.csv',
    );
  });
});
