/**
 * The cells of the first worksheet of an Excel workbook, as text rows, for the box label file (D2
 * section 5 accepts .csv, .xlsx and .xlx). SheetJS reads the workbook; it is loaded only when
 * someone picks a workbook, so its code stays out of the screen's chunk. Null when the bytes are
 * not a workbook.
 */
export async function readFirstSheet(bytes: Uint8Array): Promise<string[][] | null> {
  const XLSX = await import('@e965/xlsx');
  // A text file is not a workbook here (SheetJS would read CSV as one): the zip signature decides.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return null;
  let sheet;
  try {
    const book = XLSX.read(bytes, { type: 'array', dense: true });
    sheet = book.Sheets[book.SheetNames[0] ?? ''];
  } catch {
    return null;
  }
  if (!sheet) return null;
  const rows = XLSX.utils.sheet_to_json<(string | number | boolean | null)[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  // Trailing empty cells are left off, as a person reads the row.
  return rows.map((row) => {
    const cells = row.map((cell) => (cell === null ? '' : String(cell)));
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    return cells;
  });
}
