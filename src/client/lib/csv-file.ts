import Papa from 'papaparse';

/** What papaparse reports for a file it could not read cleanly (the fields this needs). */
export type CsvParseError = { type: string; code: string; message: string; row?: number };

/** Said when the browser could not read the chosen file at all. */
export const UNREADABLE_FILE = 'The file could not be read. Choose it again.';

const rowOf = (error: CsvParseError) => (typeof error.row === 'number' ? error.row + 2 : null);

/**
 * The parser's complaint in words an office user understands (never the parser's own jargon, such
 * as "Unable to auto-detect delimiting character"), or null when the file parsed. Quote errors are
 * named first (they also confuse the other checks), then a file with no commas (empty or not a CSV),
 * then rows whose number of values differs from the header's. Row numbers count the header as row 1.
 */
export function parseProblem(
  errors: readonly CsvParseError[],
  fields: readonly string[],
  rows: number,
): string | null {
  const quotes = errors.find((e) => e.type === 'Quotes');
  if (quotes) {
    const row = rowOf(quotes);
    return quotes.code === 'MissingQuotes'
      ? 'A quoted value never ends: a closing quote mark (") is missing. Check the quotes in the file and save it again.'
      : `${row ? `Row ${row}: a` : 'A'} quote mark (") is in the wrong place. Check the quotes in the file and save it again.`;
  }
  if (errors.some((e) => e.code === 'UndetectableDelimiter')) {
    if (rows === 0 && fields.every((f) => f.trim() === ''))
      return 'The file is empty. Choose the order file: a CSV whose first row is the template’s header.';
    return 'This is not a CSV order file: no commas separate its values. Save the order sheet as CSV (comma separated) and choose it again.';
  }
  const mismatch = errors.find((e) => e.type === 'FieldMismatch');
  if (mismatch) {
    const row = rowOf(mismatch);
    const where = row ? `Row ${row}` : 'A row';
    return mismatch.code === 'TooManyFields'
      ? `${where} has more values than the header row has columns. Check for extra commas in it.`
      : `${where} has fewer values than the header row has columns. Check for missing commas in it.`;
  }
  if (errors.length > 0) {
    const row = rowOf(errors[0]!);
    return `${row ? `Row ${row}: the` : 'The'} file could not be read as CSV. Save it again as CSV and choose it again.`;
  }
  return null;
}

/** A CSV read with a header row: its columns and rows, or why it could not be read (in words). */
export type CsvRead =
  { ok: false; reason: string } | { ok: true; fields: string[]; rows: Record<string, string>[] };

/**
 * Parses an upload file (a File, or text in tests) with papaparse: header row (a BOM and spaces
 * around names dropped), blank lines skipped, the parser's complaint turned into words.
 */
export function readCsv(input: File | string): Promise<CsvRead> {
  return new Promise((resolve) => {
    Papa.parse<Record<string, string>>(input, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.replace(/^\uFEFF/, '').trim(),
      complete: (result) => {
        const fields = result.meta.fields ?? [];
        const reason = parseProblem(result.errors, fields, result.data.length);
        resolve(reason ? { ok: false, reason } : { ok: true, fields, rows: result.data });
      },
      error: () => resolve({ ok: false, reason: UNREADABLE_FILE }),
    });
  });
}
