import Papa from 'papaparse';
import type { BulkSearchRow } from '@shared/api/bulk/search';
import { BULK_EXPORT_COLUMNS, BULK_EXPORT_FILE_NAME, bulkExportRow } from '@shared/domain/bulk/search';
import { saveText } from '@client/lib/download';

/** OrderSearchExport.csv: the D2 section 9 columns, one row per shipment item of the results. */
export function bulkSearchCsv(rows: readonly BulkSearchRow[]): string {
  return Papa.unparse(rows.map(bulkExportRow), { columns: [...BULK_EXPORT_COLUMNS] });
}

export function downloadBulkSearchCsv(rows: readonly BulkSearchRow[]): void {
  saveText(BULK_EXPORT_FILE_NAME, bulkSearchCsv(rows));
}
