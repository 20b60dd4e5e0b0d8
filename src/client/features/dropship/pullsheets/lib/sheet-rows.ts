import Papa from 'papaparse';
import type { SearchOrder } from '@shared/api/dropship/order-search';
import { carrierLabel } from '@shared/domain/carriers/tracking';
import { saveText } from '@client/lib/download';

/** One package on the sheet with its order: a row of the order detail view. */
export type SheetPackageRow = {
  package_id: number;
  tracking_number: string | null;
  internal_po_number: string;
  vendor_name: string;
  name: string;
  city: string;
  state: string;
  carrier: string | null;
  method: string | null;
  total_quantity: number;
  order_status: number;
  acu_order_num: string | null;
};

/** The packages of these orders that are on the sheet, in the orders' order. */
export function sheetRows(orders: readonly SearchOrder[], pullsheetId: number): SheetPackageRow[] {
  return orders.flatMap((order) =>
    order.shipments
      .filter((s) => s.pullsheet_id === pullsheetId)
      .map((s) => ({
        package_id: s.package_id,
        tracking_number: s.tracking_number,
        internal_po_number: order.internal_po_number,
        vendor_name: order.vendor_name,
        name: order.name,
        city: order.city,
        state: order.state,
        carrier: s.carrier ?? order.carrier,
        method: s.method ?? order.method,
        total_quantity: s.total_quantity,
        order_status: order.order_status,
        acu_order_num: order.acu_order_num,
      })),
  );
}

export const CARRIER_REPORT_COLUMNS = [
  'Pullsheet',
  'PO Number',
  'Vendor',
  'Name',
  'City',
  'State',
  'Carrier',
  'Method',
  'Tracking Number',
  'Quantity',
] as const;

/** The carrier report of a sheet: one line per package for the carrier's pickup (CSV text). */
export function carrierReportCsv(pullsheetId: number, rows: readonly SheetPackageRow[]): string {
  return Papa.unparse({
    fields: [...CARRIER_REPORT_COLUMNS],
    data: rows.map((r) => [
      String(pullsheetId),
      r.internal_po_number,
      r.vendor_name,
      r.name,
      r.city,
      r.state,
      carrierLabel(r.carrier),
      r.method ?? '',
      r.tracking_number ?? '',
      String(r.total_quantity),
    ]),
  });
}

/** D1 section 5: the carrier report does nothing when there are no rows. */
export function downloadCarrierReport(pullsheetId: number, rows: readonly SheetPackageRow[]): boolean {
  if (rows.length === 0) return false;
  saveText(`carrier_report_pullsheet_${pullsheetId}.csv`, carrierReportCsv(pullsheetId, rows));
  return true;
}
