import Papa from 'papaparse';
import { EXTRACT_CSV_COLUMNS } from '@shared/domain/extract/item-lines';
import type { extractJobs } from '../platform/db/schema/files';

type ExtractJobRow = typeof extractJobs.$inferInsert;

/** The part of the file store the loader writes to. */
type FileSink = { put(key: string, bytes: Uint8Array, contentType: string): Promise<void> };

/**
 * The result CSV of each complete demo extract job (PDF Text Extraction's Download), written before
 * the rows are copied, so a row that names a result always has it. The world keeps no PDFs: each
 * result holds the lines a purchase order's first page would, without item lines. Without a file
 * store the rows name no result (Download then says the file is no longer stored).
 */
export async function writeExtractResults(
  rows: readonly object[],
  files: FileSink | undefined,
): Promise<void> {
  for (const row of rows as ExtractJobRow[]) {
    if (row.status !== 'complete' || !files || row.jobId === undefined) continue;
    const po = /(\d{6,})/.exec(row.fileName)?.[1] ?? String(row.jobId);
    const vendor = row.fileName.split('_')[0] ?? 'Vendor';
    const lines = [`PURCHASE ORDER ${po}`, `Vendor: ${vendor}`, 'Sandbox demo: this job has no PDF.'];
    const csv = Papa.unparse({
      fields: [...EXTRACT_CSV_COLUMNS],
      data: lines.map((text, i) => [1, i + 1, text, '', '', '', '', '']),
    });
    row.resultKey = `extracts/${row.company}/${row.jobId}.csv`;
    await files.put(row.resultKey, new TextEncoder().encode(csv), 'text/csv');
  }
}
