import { describe, expect, it } from 'vitest';
import type { ExportOrderRow } from '@shared/api/dropship/dashboard';
import { ordersTable, todaysCountsTable, unprocessedTable } from './export-files';

const order: ExportOrderRow = {
  order_id: 7,
  vendor_name: 'Chewy, Inc.',
  internal_po_number: 'PO-1',
  external_po_number: null,
  upload_date: '2026-03-03T02:05:00.000Z',
  order_date: '2026-03-01T15:00:00.000Z',
  warehouse: 'kentucky',
  order_status: 100,
  internal_sku: '70232',
  quantity: 2,
  name: 'Smith, Jane',
  city: 'Louisville',
  state: 'KY',
  zip_code: '40202',
  carrier: 'usps',
  tracking_number: null,
  pullsheet_id: null,
  pullsheet_date: null,
};

describe('dashboard export files', () => {
  it('write the order lines with commas as hyphens, office times and status names', () => {
    const { header, rows } = ordersTable([order]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      Vendor: 'Chewy- Inc.',
      Name: 'Smith- Jane',
      'Upload Date': '2026-03-02 21:05',
      Warehouse: 'Kentucky',
      Status: 'order_created',
      Carrier: 'USPS',
      'Tracking Number': '',
    });
  });

  it("count Today's holds together and name orders without a warehouse", () => {
    const table = todaysCountsTable({
      day: '2026-03-02',
      warehouses: [
        { warehouse: 'kentucky', counts: { '100': 3, '197': 1, '198': 2 } },
        { warehouse: null, counts: { '100': 1 } },
      ],
    });
    expect(table.rows).toEqual([
      ['Kentucky', '3', '0', '0', '0', '0', '3', '0', '6'],
      ['No Warehouse', '1', '0', '0', '0', '0', '0', '0', '1'],
    ]);
  });

  it('leave vendors without unprocessed orders out', () => {
    const vendor = { last_download: null, fulfillment_priority: null, sends_inventory: false };
    expect(
      unprocessedTable([
        { ...vendor, vendor_name: 'Wayfair, LLC', orders: 4 },
        { ...vendor, vendor_name: 'Petsense', orders: 0 },
      ]).rows,
    ).toEqual([['Wayfair- LLC', '4', '']]);
  });
});
