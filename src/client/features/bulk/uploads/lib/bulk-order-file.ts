import { checkBulkOrderFile, headerProblem, type BulkUploadOrder } from '@shared/domain/bulk/uploads';
import { readCsv } from '@client/lib/csv-file';

/** A bulk order file read in the browser: refused (the reason), or its rows and the orders they make. */
export type ReadBulkFile =
  | { ok: false; reason: string }
  | { ok: true; fields: string[]; rows: Record<string, string>[]; orders: BulkUploadOrder[] };

/**
 * Parses a bulk order file (a File, or text in tests) with papaparse and checks it with the shared
 * rules: the header of D2 section 3 in its order, then every row. The server checks it again.
 */
export async function readBulkOrderFile(input: File | string): Promise<ReadBulkFile> {
  const read = await readCsv(input);
  if (!read.ok) return read;
  const header = headerProblem(read.fields);
  if (header) return { ok: false, reason: header };
  const check = checkBulkOrderFile(read.rows);
  return check.ok
    ? { ok: true, fields: read.fields, rows: read.rows, orders: check.orders }
    : { ok: false, reason: check.reason };
}
