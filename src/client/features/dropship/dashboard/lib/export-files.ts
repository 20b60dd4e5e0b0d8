import Papa from 'papaparse';
import type { ExportOrderRow, UspsTrackingRow, WarehouseReport } from '@shared/api/dropship/dashboard';
import type { ApiStatusRow } from '@shared/api/dropship/api-status';
import {
  exportRows,
  officeTime,
  ORDERS_EXPORT_COLUMNS,
  statusName,
  TODAYS_COUNTS_COLUMNS,
  todayCountCells,
  UNPROCESSED_EXPORT_COLUMNS,
  USPS_EXPORT_COLUMNS,
} from '@shared/domain/dropship/dashboard';
import { displayName } from '@shared/domain/identity/companies';
import { dayIn } from '@shared/lib/zoned-time';
import { saveText } from '@client/lib/download';

/** A CSV of the rows, each cell through the export rule (commas become hyphens). */
export type CsvTable = { header: readonly string[]; rows: string[][] };

export function saveCsv(fileName: string, table: CsvTable): void {
  saveText(fileName, Papa.unparse({ fields: [...table.header], data: table.rows }));
}

export const ordersTable = (rows: readonly ExportOrderRow[]): CsvTable => ({
  header: ORDERS_EXPORT_COLUMNS,
  rows: exportRows(
    rows.map((r) => [
      r.order_id,
      r.vendor_name,
      r.internal_po_number,
      r.external_po_number,
      officeTime(r.upload_date),
      officeTime(r.order_date),
      r.warehouse ? displayName(r.warehouse) : '',
      statusName(r.order_status),
      r.internal_sku,
      r.quantity,
      r.name,
      r.city,
      r.state,
      r.zip_code,
      r.carrier?.toUpperCase(),
      r.tracking_number,
      r.pullsheet_id,
      officeTime(r.pullsheet_date),
    ]),
  ),
});

export const uspsTable = (rows: readonly UspsTrackingRow[]): CsvTable => ({
  header: USPS_EXPORT_COLUMNS,
  rows: exportRows(
    rows.map((r) => [
      r.tracking_number,
      r.internal_po_number,
      r.vendor_name,
      displayName(r.warehouse),
      r.pullsheet_id,
      officeTime(r.pullsheet_date),
      officeTime(r.upload_date),
    ]),
  ),
});

export const todaysCountsTable = (report: WarehouseReport): CsvTable => ({
  header: TODAYS_COUNTS_COLUMNS,
  rows: exportRows(
    report.warehouses.map((w) => [
      w.warehouse ? displayName(w.warehouse) : 'No Warehouse',
      ...todayCountCells(w.counts),
    ]),
  ),
});

/** The vendors with unprocessed orders (a vendor with none is no row). */
export const unprocessedTable = (vendors: readonly ApiStatusRow[]): CsvTable => ({
  header: UNPROCESSED_EXPORT_COLUMNS,
  rows: exportRows(
    vendors.filter((v) => v.orders > 0).map((v) => [v.vendor_name, v.orders, officeTime(v.last_download)]),
  ),
});

/** Today at the office (YYYY-MM-DD), read when called. */
export const todayAtOffice = (): string => dayIn(Date.now());
