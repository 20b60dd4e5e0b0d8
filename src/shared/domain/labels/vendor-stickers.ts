import Papa from 'papaparse';

/**
 * Vendor Stickers (D1 sections 2, 3, 5, 8 and 9): the Generic, ASIN and Lowes sticker files, read
 * the same on the screen and in the tests, and the rules of the 4 in x 1 in landscape labels they
 * become (copies, ITF-14 check digit, the description font above 132 characters, the layout).
 */

export const STICKER_KINDS = ['generic', 'asin', 'lowes'] as const;
export type StickerKind = (typeof STICKER_KINDS)[number];

export const STICKER_TITLES: Record<StickerKind, string> = {
  generic: 'Generic',
  asin: 'ASIN',
  lowes: 'Lowes',
};

/** D1 section 3: Generic and ASIN use SKU and QTY; Lowes its six columns. */
export const STICKER_COLUMNS = {
  generic: ['SKU', 'QTY'],
  asin: ['SKU', 'QTY'],
  lowes: ['SKU', 'DESC', 'BARCODE', 'COUNTRY_OF_ORIGIN', 'PER_BOX', 'LABEL_QTY'],
} as const satisfies Record<StickerKind, readonly string[]>;

export const STICKER_TEMPLATE_NAMES: Record<StickerKind, string> = {
  generic: 'GenericStickerTemplate.csv',
  asin: 'AsinStickerTemplate.csv',
  lowes: 'LowesStickerTemplate.csv',
};

export const STICKER_PDF_NAMES: Record<StickerKind, string> = {
  generic: 'GenericStickers.pdf',
  asin: 'AsinStickers.pdf',
  lowes: 'LowesStickers.pdf',
};

/** The most stickers one file makes (one page each): a browser keeps a PDF this big in memory. */
export const MAX_STICKERS = 2000;
/** D1 section 9: a description longer than this is printed in the smaller font. */
export const LONG_DESCRIPTION = 132;

/** D1 section 9: 4 in x 1 in landscape, in points (72 per inch). */
export const STICKER_PAGE = { width: 288, height: 72, orientation: 'landscape' } as const;

/** The description's font size in points: smaller above 132 characters (D1 section 9). */
export const descriptionFontSize = (description: string): number =>
  description.trim().length > LONG_DESCRIPTION ? 5 : 7;

/** D1 section 8: every sticker file problem reads 'Error: {reason}'. */
export const stickerError = (reason: string): string => `Error: ${reason}`;

export const STICKER_REASONS = {
  notCsv: 'Sticker files are CSV files (.csv).',
  empty: 'The file has no stickers: a header and at least one row are needed.',
  missingColumn: (column: string) => `Missing column ${column}.`,
  missingValue: (line: number, column: string) => `Line ${line} has no ${column}.`,
  wholeNumber: (line: number, column: string) =>
    `Line ${line}: ${column} must be a whole number from 1 to 1000.`,
  barcode: (line: number) => `Line ${line}: BARCODE must be 13 or 14 digits (ITF-14).`,
  checkDigit: (line: number, expected: number) =>
    `Line ${line}: BARCODE check digit is wrong (ITF-14 check digit ${expected}).`,
  tooMany: `A file makes at most ${MAX_STICKERS} stickers.`,
  noAsin: (skus: readonly string[]) => `No ASIN data for SKU ${skus.join(', ')}.`,
} as const;

export type GenericStickerRow = { sku: string; qty: number };
export type LowesStickerRow = {
  sku: string;
  desc: string;
  /** The 14 digits of the ITF-14 (a 13-digit BARCODE gets its check digit). */
  barcode: string;
  country_of_origin: string;
  per_box: number;
  label_qty: number;
};

export type StickerFile =
  { kind: 'generic' | 'asin'; rows: GenericStickerRow[] } | { kind: 'lowes'; rows: LowesStickerRow[] };

export type StickerFileResult = { ok: true; file: StickerFile } | { ok: false; message: string };

/** The GS1 check digit of the first 13 digits of an ITF-14 (weights 3,1,3,... from the left). */
export function itf14CheckDigit(first13: string): number {
  if (!/^\d{13}$/.test(first13)) throw new Error('An ITF-14 check digit needs 13 digits.');
  const sum = [...first13].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** A BARCODE cell as the 14 digits of its ITF-14, or why it is not one. */
export function itf14(value: string): { ok: true; digits: string } | { ok: false; expected: number | null } {
  const digits = value.replace(/\s+/g, '');
  if (/^\d{13}$/.test(digits)) return { ok: true, digits: `${digits}${itf14CheckDigit(digits)}` };
  if (!/^\d{14}$/.test(digits)) return { ok: false, expected: null };
  const expected = itf14CheckDigit(digits.slice(0, 13));
  return Number(digits[13]) === expected ? { ok: true, digits } : { ok: false, expected };
}

/** The template a card's Download Template saves: the header and one example row. */
export function stickerTemplateCsv(kind: StickerKind): string {
  const example =
    kind === 'lowes'
      ? ['95000052', 'Calming Donut Bed - Large', '1084210000523', 'China', '2', '4']
      : ['95000052', '3'];
  return `${STICKER_COLUMNS[kind].join(',')}\r\n${example.join(',')}\r\n`;
}

const fail = (reason: string): StickerFileResult => ({ ok: false, message: stickerError(reason) });

function count(value: string): number | null {
  return /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1000 ? Number(value) : null;
}

/**
 * A sticker file (D1 section 5: CSV with a header): the header must hold the kind's columns (any
 * order, any case; other columns are ignored), then every row its values: SKU always, QTY or
 * LABEL_QTY and PER_BOX whole numbers from 1 to 1000, BARCODE an ITF-14. Blank lines are skipped.
 */
export function readStickerFile(kind: StickerKind, fileName: string, text: string): StickerFileResult {
  if (!fileName.toLowerCase().endsWith('.csv')) return fail(STICKER_REASONS.notCsv);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.map((row) => row.map((cell) => String(cell ?? '').trim()));
  if (rows.length < 2) return fail(STICKER_REASONS.empty);
  const header = rows[0]!.map((c) => c.toUpperCase());
  const at: Record<string, number> = {};
  for (const column of STICKER_COLUMNS[kind]) {
    const index = header.indexOf(column);
    if (index === -1) return fail(STICKER_REASONS.missingColumn(column));
    at[column] = index;
  }
  const body = rows.slice(1);
  if (kind === 'lowes') {
    const out: LowesStickerRow[] = [];
    for (const [i, cells] of body.entries()) {
      const line = i + 2;
      const cell = (c: string) => cells[at[c]!] ?? '';
      for (const c of ['SKU', 'DESC', 'BARCODE', 'COUNTRY_OF_ORIGIN'])
        if (cell(c) === '') return fail(STICKER_REASONS.missingValue(line, c));
      const code = itf14(cell('BARCODE'));
      if (!code.ok)
        return fail(
          code.expected === null
            ? STICKER_REASONS.barcode(line)
            : STICKER_REASONS.checkDigit(line, code.expected),
        );
      const perBox = count(cell('PER_BOX'));
      if (perBox === null) return fail(STICKER_REASONS.wholeNumber(line, 'PER_BOX'));
      const labels = count(cell('LABEL_QTY'));
      if (labels === null) return fail(STICKER_REASONS.wholeNumber(line, 'LABEL_QTY'));
      out.push({
        sku: cell('SKU'),
        desc: cell('DESC'),
        barcode: code.digits,
        country_of_origin: cell('COUNTRY_OF_ORIGIN'),
        per_box: perBox,
        label_qty: labels,
      });
    }
    if (out.reduce((s, r) => s + r.label_qty, 0) > MAX_STICKERS) return fail(STICKER_REASONS.tooMany);
    return { ok: true, file: { kind, rows: out } };
  }
  const out: GenericStickerRow[] = [];
  for (const [i, cells] of body.entries()) {
    const line = i + 2;
    const sku = cells[at.SKU!] ?? '';
    if (sku === '') return fail(STICKER_REASONS.missingValue(line, 'SKU'));
    const qty = count(cells[at.QTY!] ?? '');
    if (qty === null) return fail(STICKER_REASONS.wholeNumber(line, 'QTY'));
    out.push({ sku, qty });
  }
  if (out.reduce((s, r) => s + r.qty, 0) > MAX_STICKERS) return fail(STICKER_REASONS.tooMany);
  return { ok: true, file: { kind, rows: out } };
}

/** ASIN data of one SKU (D1 section 3: ASIN, UPC, Item, Amazon Description). */
export type AsinData = {
  sku: string;
  asin: string;
  upc: string | null;
  item: string;
  amazon_description: string | null;
};

/** One printed sticker (one page of the PDF). */
export type Sticker =
  | { kind: 'generic'; sku: string }
  | { kind: 'asin'; sku: string; asin: string; upc: string; item: string; description: string }
  | {
      kind: 'lowes';
      sku: string;
      description: string;
      itf14: string;
      country_of_origin: string;
      per_box: number;
    };

/**
 * The stickers of a file, one per copy (QTY, or LABEL_QTY for Lowes), in the file's order. ASIN
 * stickers take their ASIN, UPC, Item and description from the ASIN data; a SKU without one makes
 * the whole file fail with the SKUs that have none.
 */
export function stickersOf(
  file: StickerFile,
  asins: readonly AsinData[] = [],
): { ok: true; stickers: Sticker[] } | { ok: false; message: string } {
  const stickers: Sticker[] = [];
  if (file.kind === 'lowes') {
    for (const row of file.rows)
      for (let n = 0; n < row.label_qty; n++)
        stickers.push({
          kind: 'lowes',
          sku: row.sku,
          description: row.desc,
          itf14: row.barcode,
          country_of_origin: row.country_of_origin,
          per_box: row.per_box,
        });
    return { ok: true, stickers };
  }
  if (file.kind === 'generic') {
    for (const row of file.rows)
      for (let n = 0; n < row.qty; n++) stickers.push({ kind: 'generic', sku: row.sku });
    return { ok: true, stickers };
  }
  const bySku = new Map(asins.map((a) => [a.sku.toUpperCase(), a]));
  const missing = [...new Set(file.rows.map((r) => r.sku).filter((sku) => !bySku.has(sku.toUpperCase())))];
  if (missing.length > 0) return { ok: false, message: stickerError(STICKER_REASONS.noAsin(missing)) };
  for (const row of file.rows) {
    const data = bySku.get(row.sku.toUpperCase())!;
    for (let n = 0; n < row.qty; n++)
      stickers.push({
        kind: 'asin',
        sku: row.sku,
        asin: data.asin,
        upc: data.upc ?? '',
        item: data.item,
        description: data.amazon_description ?? '',
      });
  }
  return { ok: true, stickers };
}

/**
 * Where things sit on a sticker (points from the top-left of the 288 x 72 page): a 6 pt margin, the
 * barcode on the left with its quiet zone, the text in the column to its right.
 */
export const STICKER_LAYOUT = {
  margin: 6,
  /** Barcode area: left edge, top, height, widest. */
  barcode: { x: 14, top: 8, height: 40, maxWidth: 150 },
  /** The human-readable digits under the barcode. */
  digitsBaseline: 58,
  /** Text column on the right. */
  text: { x: 172, width: 110 },
  /** Generic: the SKU across the top, the barcode across the bottom. */
  generic: { skuBaseline: 24, barcodeTop: 32, barcodeHeight: 32, maxWidth: 260 },
} as const;
