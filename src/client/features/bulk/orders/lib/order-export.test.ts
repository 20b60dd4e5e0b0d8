import { describe, expect, it } from 'vitest';
import { bulkOrderDetailSchema } from '@shared/api/bulk/bulk-orders';
import { ORDER_EXPORT_FIELDS, orderExportRows } from './export-order';

const order = bulkOrderDetailSchema.parse({
  id: 7,
  internal_po_number: 'PO-7',
  external_po_number: null,
  vendor_name: 'Chewy',
  vendor_code: 'CHW',
  warehouse: 'kentucky',
  acu_order_num: '0012345',
  acumatica_status: 401,
  stage: 'not_built',
  order_status: 101,
  order_date: '2026-03-02T15:30:00.000Z',
  upload_date: '2026-03-02T16:00:00.000Z',
  upload_id: null,
  price: '120.00',
  order_pieces: 12,
  ship_window_start: null,
  ship_window_end: null,
  requested_pickup: null,
  asn_status: 300,
  invoice_status: 700,
  asn_error: null,
  invoice_error: null,
  item_count: 2,
  shipment_count: 0,
  name: null,
  attention: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip_code: null,
  pickup_date: null,
  volume_cf: null,
  weight_lbs: null,
  shipments: [],
  items: [
    {
      id: 1,
      internal_sku: 'A-1',
      external_sku: 'X1',
      description: 'Bed',
      quantity: 8,
      internal_price: '10.00',
      external_price: '12.00',
      case_packs: 4,
      boxes: 2,
      decision: 'Kentucky',
      fulfill_ky: 8,
      fulfill_pa: 0,
      fulfill_tx: 0,
      fulfill_il: 0,
      order_status: 101,
    },
    {
      id: 2,
      internal_sku: 'B-2',
      external_sku: null,
      description: null,
      quantity: 4,
      internal_price: null,
      external_price: null,
      case_packs: null,
      boxes: null,
      decision: 'Cancel',
      fulfill_ky: 0,
      fulfill_pa: 0,
      fulfill_tx: 0,
      fulfill_il: 0,
      order_status: 199,
    },
  ],
});

describe('Export Order rows', () => {
  it('has one row per line in the export columns, order dates with a space for the T', () => {
    const rows = orderExportRows([order]);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).toEqual([...ORDER_EXPORT_FIELDS]);
    expect(rows[0]).toMatchObject({
      internal_po_number: 'PO-7',
      order_date: '2026-03-02 15:30:00',
      quantity: 8,
      order_status: 'Acknowledged',
    });
    expect(rows[1]).toMatchObject({ internal_sku: 'B-2', external_sku: '', order_status: 'Cancelled' });
  });
});
