import Papa from 'papaparse';
import { checkOrderFile, ORDER_UPLOAD_COLUMNS, type FileCheck } from '@shared/domain/dropship/order-upload';
import { parseProblem, UNREADABLE_FILE } from '@client/lib/csv-parse-problem';

/** What reading a chosen file gives: a CSV that cannot be read (in plain words), or the template check. */
export type ParsedOrderFile = { kind: 'parse-error'; reason: string } | { kind: 'checked'; check: FileCheck };

/**
 * Parses a CSV (a File, or text in tests) with papaparse and checks it against the order template.
 * Runs in the page for small files and inside the parse worker for large ones.
 */
export function parseOrderFile(input: File | string): Promise<ParsedOrderFile> {
  return new Promise((resolve) => {
    Papa.parse<Record<string, string>>(input, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.replace(/^\uFEFF/, '').trim(),
      complete: (result) => {
        const fields = result.meta.fields ?? [];
        const problem = parseProblem(result.errors, fields, result.data.length);
        if (problem) {
          resolve({ kind: 'parse-error', reason: problem });
          return;
        }
        resolve({ kind: 'checked', check: checkOrderFile(fields, result.data) });
      },
      error: () => resolve({ kind: 'parse-error', reason: UNREADABLE_FILE }),
    });
  });
}

/** The downloadable template: the header row of the order file. */
export function orderTemplateCsv(): string {
  return `${ORDER_UPLOAD_COLUMNS.join(',')}\r\n`;
}
