import Papa from 'papaparse';

/**
 * The box and pallet label files of D2 sections 3, 5, 8 and 9, read the same on the screen (before
 * anything is sent) and in the tests.
 */

export const BOX_LABEL_TEMPLATE_NAME = 'BoxLabelTemplate.csv';

/** A box label file: the orders to label; a blank SKU labels every item of its order. */
export const BOX_LABEL_COLUMNS = ['internal_po_number', 'vendor_name', 'internal_sku'] as const;

/** D2 section 3: the pallet label file's columns. */
export const PALLET_LABEL_COLUMNS = [
  'internal_po_number',
  'vendor_name',
  'internal_sku',
  'box_qty',
  'pallet_index',
] as const;

/** D2 section 5: a box label file may be .csv, .xlsx or .xlx. */
export const BOX_LABEL_EXTENSIONS = ['.csv', '.xlsx', '.xlx'] as const;

export const LABEL_MESSAGES = {
  notCsv: 'Failed to format file.',
  empty: 'File Empty',
  invalidFormat: 'Invalid File Format',
  handling: (reason: string) => `Error Handling Pallet File: ${reason}`,
  sent: (orders: number, failed: number) =>
    `Successfully Sent Pallet Request For ${orders} Orders. ${failed} Requests Failed.`,
  fileOrOrder: 'Choose a file or an Acumatica order number, not both.',
  nothing: 'Choose a file or enter an Acumatica order number.',
  boxExtension: 'Box label files are .csv, .xlsx or .xlx.',
} as const;

/** D2 section 3: label lists leave out the files whose name contains TEMP. */
export const isTempName = (name: string): boolean => name.includes('TEMP');

/** Acumatica order numbers are left-padded with zeros to 7 (D2 section 9). */
export const padOrderNumber = (n: string): string => n.trim().padStart(7, '0');

export type PalletRow = {
  internal_po_number: string;
  vendor_name: string;
  internal_sku: string;
  box_qty: number;
  pallet_index: number;
};

export type FileResult<R> = { ok: true; rows: R[] } | { ok: false; message: string };

const extension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot).toLowerCase();
};

/** CSV text to rows of trimmed cells; blank lines skipped. */
function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '').trim()));
}

/** Exactly these headers, in any order (D2: "all rows must have exactly the expected header set"). */
function sameHeaders(header: readonly string[], expected: readonly string[]): boolean {
  return header.length === expected.length && expected.every((c) => header.includes(c));
}

/**
 * A pallet label file (D2 section 5): only .csv ('Failed to format file.'), not empty ('File
 * Empty'), exactly the expected header set on every row ('Invalid File Format'); then each row's
 * box_qty and pallet_index whole numbers of at least 1, else 'Error Handling Pallet File: …'.
 */
export function readPalletFile(fileName: string, text: string): FileResult<PalletRow> {
  if (extension(fileName) !== '.csv') return { ok: false, message: LABEL_MESSAGES.notCsv };
  const rows = csvRows(text);
  if (rows.length === 0) return { ok: false, message: LABEL_MESSAGES.empty };
  const header = rows[0]!;
  if (!sameHeaders(header, PALLET_LABEL_COLUMNS)) return { ok: false, message: LABEL_MESSAGES.invalidFormat };
  if (rows.length === 1) return { ok: false, message: LABEL_MESSAGES.empty };
  const out: PalletRow[] = [];
  for (const [i, cells] of rows.slice(1).entries()) {
    if (cells.length !== header.length) return { ok: false, message: LABEL_MESSAGES.invalidFormat };
    const cell = (c: (typeof PALLET_LABEL_COLUMNS)[number]) => cells[header.indexOf(c)] ?? '';
    const line = i + 2;
    for (const c of ['internal_po_number', 'vendor_name', 'internal_sku'] as const)
      if (cell(c) === '') return { ok: false, message: LABEL_MESSAGES.handling(`line ${line} has no ${c}`) };
    const numbers = { box_qty: cell('box_qty'), pallet_index: cell('pallet_index') };
    for (const [c, v] of Object.entries(numbers))
      if (!/^\d{1,6}$/.test(v) || Number(v) < 1)
        return {
          ok: false,
          message: LABEL_MESSAGES.handling(`line ${line}: ${c} must be a whole number of at least 1`),
        };
    out.push({
      internal_po_number: cell('internal_po_number'),
      vendor_name: cell('vendor_name'),
      internal_sku: cell('internal_sku'),
      box_qty: Number(numbers.box_qty),
      pallet_index: Number(numbers.pallet_index),
    });
  }
  return { ok: true, rows: out };
}

export type BoxLabelRow = { internal_po_number: string; vendor_name: string; internal_sku: string };

/**
 * A box label file's rows once read (a CSV's text, or an Excel sheet's cells): a header row with
 * internal_po_number and vendor_name (internal_sku optional), rows with both filled.
 */
export function readBoxLabelRows(rows: readonly (readonly string[])[]): FileResult<BoxLabelRow> {
  const cleaned = rows.map((r) => r.map((c) => c.trim())).filter((r) => r.some((c) => c !== ''));
  if (cleaned.length <= 1) return { ok: false, message: LABEL_MESSAGES.empty };
  const header = cleaned[0]!;
  const po = header.indexOf('internal_po_number');
  const vendor = header.indexOf('vendor_name');
  const sku = header.indexOf('internal_sku');
  if (po === -1 || vendor === -1 || header.some((c) => !(BOX_LABEL_COLUMNS as readonly string[]).includes(c)))
    return { ok: false, message: LABEL_MESSAGES.invalidFormat };
  const out: BoxLabelRow[] = [];
  for (const cells of cleaned.slice(1)) {
    const row = {
      internal_po_number: cells[po] ?? '',
      vendor_name: cells[vendor] ?? '',
      internal_sku: sku === -1 ? '' : (cells[sku] ?? ''),
    };
    if (!row.internal_po_number || !row.vendor_name)
      return { ok: false, message: LABEL_MESSAGES.invalidFormat };
    out.push(row);
  }
  return { ok: true, rows: out };
}

/** A .csv box label file's text. */
export const readBoxLabelCsv = (text: string): FileResult<BoxLabelRow> => readBoxLabelRows(csvRows(text));

export const isBoxLabelFileName = (fileName: string): boolean =>
  (BOX_LABEL_EXTENSIONS as readonly string[]).includes(extension(fileName));

/** D2 section 5: a file or an Acumatica order number, not both (null when the choice is fine). */
export function boxLabelSourceProblem(fileName: string | null, orderNumber: string): string | null {
  const hasOrder = orderNumber.trim() !== '';
  if (fileName && hasOrder) return LABEL_MESSAGES.fileOrOrder;
  if (!fileName && !hasOrder) return LABEL_MESSAGES.nothing;
  if (fileName && !isBoxLabelFileName(fileName)) return LABEL_MESSAGES.boxExtension;
  return null;
}

/** The header row of BoxLabelTemplate.csv. */
export const boxLabelTemplate = (): string => `${BOX_LABEL_COLUMNS.join(',')}\n`;

/** The rows of a pallet file grouped per order (one pallet request each), in file order. */
export function palletRequests(rows: readonly PalletRow[]): {
  internal_po_number: string;
  vendor_name: string;
  pallets: { index: number; lines: { internal_sku: string; box_qty: number }[] }[];
}[] {
  const orders = new Map<string, ReturnType<typeof palletRequests>[number]>();
  for (const r of rows) {
    const key = JSON.stringify([r.internal_po_number, r.vendor_name]);
    let order = orders.get(key);
    if (!order) {
      order = { internal_po_number: r.internal_po_number, vendor_name: r.vendor_name, pallets: [] };
      orders.set(key, order);
    }
    let pallet = order.pallets.find((p) => p.index === r.pallet_index);
    if (!pallet) {
      pallet = { index: r.pallet_index, lines: [] };
      order.pallets.push(pallet);
    }
    pallet.lines.push({ internal_sku: r.internal_sku, box_qty: r.box_qty });
  }
  for (const o of orders.values()) o.pallets.sort((a, b) => a.index - b.index);
  return [...orders.values()];
}
