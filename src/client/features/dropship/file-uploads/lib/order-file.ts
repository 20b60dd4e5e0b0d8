import Papa from 'papaparse';
import { checkOrderFile, ORDER_UPLOAD_COLUMNS, type FileCheck } from '@shared/domain/dropship/order-upload';

/** What reading a chosen file gives: a CSV that cannot be read, or the template check of its rows. */
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
        const fatal = result.errors.find((e) => e.type !== 'FieldMismatch') ?? result.errors[0];
        if (fatal) {
          const where = typeof fatal.row === 'number' ? `Row ${fatal.row + 2}: ` : '';
          resolve({ kind: 'parse-error', reason: `${where}${fatal.message}` });
          return;
        }
        resolve({ kind: 'checked', check: checkOrderFile(result.meta.fields ?? [], result.data) });
      },
      error: (error: Error) => resolve({ kind: 'parse-error', reason: error.message }),
    });
  });
}

/** The downloadable template: the header row of the order file. */
export function orderTemplateCsv(): string {
  return `${ORDER_UPLOAD_COLUMNS.join(',')}\r\n`;
}
