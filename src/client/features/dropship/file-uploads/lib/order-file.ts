import { checkOrderFile, ORDER_UPLOAD_COLUMNS, type FileCheck } from '@shared/domain/dropship/order-upload';
import { readCsv } from '@client/lib/csv-file';

/** What reading a chosen file gives: a CSV that cannot be read (in plain words), or the template check. */
export type ParsedOrderFile = { kind: 'parse-error'; reason: string } | { kind: 'checked'; check: FileCheck };

/**
 * Parses a CSV (a File, or text in tests) with papaparse and checks it against the order template.
 * Runs in the page for small files and inside the parse worker for large ones.
 */
export async function parseOrderFile(input: File | string): Promise<ParsedOrderFile> {
  const read = await readCsv(input);
  return read.ok
    ? { kind: 'checked', check: checkOrderFile(read.fields, read.rows) }
    : { kind: 'parse-error', reason: read.reason };
}

/** The downloadable template: the header row of the order file. */
export function orderTemplateCsv(): string {
  return `${ORDER_UPLOAD_COLUMNS.join(',')}\r\n`;
}
