import Papa from 'papaparse';
import { checkBulkOrderFile, headerProblem, type BulkUploadOrder } from '@shared/domain/bulk/uploads';
import { parseProblem, UNREADABLE_FILE } from '@client/lib/csv-parse-problem';

/** A bulk order file read in the browser: refused (the reason), or its rows and the orders they make. */
export type ReadBulkFile =
  | { ok: false; reason: string }
  | { ok: true; fields: string[]; rows: Record<string, string>[]; orders: BulkUploadOrder[] };

/**
 * Parses a bulk order file (a File, or text in tests) with papaparse and checks it with the shared
 * rules: the header of D2 section 3 in its order, then every row. The server checks it again.
 */
export function readBulkOrderFile(input: File | string): Promise<ReadBulkFile> {
  return new Promise((resolve) => {
    Papa.parse<Record<string, string>>(input, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.replace(/^\uFEFF/, '').trim(),
      complete: (result) => {
        const fields = result.meta.fields ?? [];
        const reason = parseProblem(result.errors, fields, result.data.length) ?? headerProblem(fields);
        if (reason) {
          resolve({ ok: false, reason });
          return;
        }
        const check = checkBulkOrderFile(result.data);
        resolve(
          check.ok
            ? { ok: true, fields, rows: result.data, orders: check.orders }
            : { ok: false, reason: check.reason },
        );
      },
      error: () => resolve({ ok: false, reason: UNREADABLE_FILE }),
    });
  });
}
