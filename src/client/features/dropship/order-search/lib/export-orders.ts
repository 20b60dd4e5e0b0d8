import Papa from 'papaparse';
import type { SearchOrder } from '@shared/api/dropship/order-search';
import { EXPORT_COLUMNS, EXPORT_FILE_NAME, exportRow } from '@shared/domain/dropship/order-search';
import { saveText } from '@client/lib/download';

/** The CSV text of the results, with the table's columns (papaparse quotes what needs it). */
export function ordersCsv(orders: readonly SearchOrder[]): string {
  return Papa.unparse(orders.map(exportRow), { columns: [...EXPORT_COLUMNS] });
}

/** Downloads the results as OrderSearchExport.csv. */
export function downloadOrdersCsv(orders: readonly SearchOrder[]): void {
  saveText(EXPORT_FILE_NAME, ordersCsv(orders));
}
