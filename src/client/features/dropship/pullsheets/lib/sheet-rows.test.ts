import { describe, expect, it } from 'vitest';
import type { SearchOrder, SearchShipment } from '@shared/api/dropship/order-search';
import { carrierReportCsv, sheetRows } from './sheet-rows';

const shipment = (id: number, pullsheet: number | null, tracking: string | null): SearchShipment => ({
  package_id: id,
  tracking_number: tracking,
  carrier: 'fedex',
  method: 'FEDEX_GROUND',
  tracking_status: 200,
  acu_ship_num: null,
  acumatica_status: null,
  truck_number: null,
  warehouse: 'kentucky',
  pullsheet_id: pullsheet,
  ship_date: null,
  reshipped_date: null,
  total_quantity: id,
});

const order: SearchOrder = {
  order_id: 1,
  vendor_name: 'Chewy',
  internal_po_number: 'CHE100000030',
  external_po_number: null,
  upload_id: null,
  upload_date: '2026-11-24 07:00:00',
  order_date: '2026-11-24 06:00:00',
  name: 'Grace White, Jr.',
  city: 'Orlando',
  state: 'FL',
  warehouse: 'kentucky',
  carrier: 'fedex',
  method: 'FEDEX_GROUND',
  order_status: 100,
  acumatica_status: null,
  acu_order_num: null,
  shipments: [shipment(2, 7, '743000035187'), shipment(3, 8, '743000035188'), shipment(4, null, null)],
};

describe('order detail rows', () => {
  it('keeps only the packages on the sheet', () => {
    expect(sheetRows([order], 7).map((r) => [r.package_id, r.tracking_number])).toEqual([
      [2, '743000035187'],
    ]);
    expect(sheetRows([order], 9)).toEqual([]);
  });

  it('writes the carrier report with a header, quoting what needs it', () => {
    const csv = carrierReportCsv(7, sheetRows([order], 7));
    expect(csv.split('\r\n')).toEqual([
      'Pullsheet,PO Number,Vendor,Name,City,State,Carrier,Method,Tracking Number,Quantity',
      '7,CHE100000030,Chewy,"Grace White, Jr.",Orlando,FL,FedEx,FEDEX_GROUND,743000035187,2',
    ]);
  });
});
