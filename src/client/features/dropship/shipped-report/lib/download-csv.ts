import Papa from 'papaparse';
import { saveText } from '@client/lib/download';

/** Saves rows as a CSV file through the browser's download (header first, papaparse quoting). */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly string[][]): void {
  const text = Papa.unparse({ fields: [...header], data: rows.map((r) => [...r]) });
  saveText(fileName, text);
}
