import {
  printedLines,
  sheetTitle,
  sortBySizeWord,
  type BundleComponent,
  type SheetLine,
} from '../domain/dropship/pullsheet-lines';
import type { PullsheetType } from '../domain/dropship/status';
import { MARGIN, PAGE_WIDTH, PdfSheet, printedDate, type Column } from './pdf-sheet';

/**
 * The dropship pull sheet PDF (D1 section 9; issue 12 item 2): the title with the warehouse code
 * and type digit (or General Assembly), the date and Total Pieces, then one row per SKU (bundles
 * expanded, merged, in location order) with a Code 128 barcode of the SKU to scan; and the foam,
 * fiber and liner lists of Foam and Bolster, each sorted by size word. Runs in the browser (the
 * Pull Sheets screen) and in Node (tests, bench) alike.
 */
export type PullsheetPdfInput = {
  pullsheet_id: number;
  /** The warehouse code (KY, PA). */
  warehouse: string;
  /** The sheet's type (multiples, assembly, ...); an unknown one prints in capitals. */
  type: string;
  carrier: string;
  /** ISO time the sheet was cut. */
  date: string;
  lines: readonly SheetLine[];
  /** The components of the bundle SKUs on the sheet. */
  bundles: readonly { sku: string; components: readonly BundleComponent[] }[];
};

export type PdfFile = { fileName: string; bytes: Uint8Array };

const ROW_HEIGHT = 34;
const BARCODE_HEIGHT = 24;
const BARCODE_X = 410;
const BARCODE_WIDTH = PAGE_WIDTH - MARGIN - BARCODE_X;

const LINE_COLUMNS: Column[] = [
  { title: 'Location', x: MARGIN, width: 88 },
  { title: 'SKU', x: 128, width: 78 },
  { title: 'Description', x: 210, width: 146 },
  { title: 'Qty', x: 358, width: 30, align: 'right' },
  { title: 'Barcode', x: BARCODE_X, width: BARCODE_WIDTH },
];

/** The pull sheet's file and the lines it printed, in their printed order. */
export function buildPullsheetPdf(
  input: PullsheetPdfInput,
): PdfFile & { lines: SheetLine[]; pieces: number } {
  const components = new Map(input.bundles.map((b) => [b.sku, b.components] as const));
  const lines = printedLines(input.lines, components);
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  const pdf = new PdfSheet();
  const title = sheetTitle(input.warehouse, input.type as PullsheetType);
  pdf.startSheet(() => {
    pdf.text(title, { size: 20, bold: true });
    pdf.text(
      `Pullsheet ${input.pullsheet_id}   Carrier: ${input.carrier.toUpperCase()}   Date: ${printedDate(input.date)}`,
      { size: 10 },
    );
    pdf.text(`Total Pieces: ${pieces}`, { size: 12, bold: true });
    pdf.tableHeader(LINE_COLUMNS);
  }, true);
  for (const line of lines) {
    const top = pdf.row(
      LINE_COLUMNS,
      [line.location ?? '', line.sku, line.description, String(line.quantity), ''],
      { height: ROW_HEIGHT },
    );
    drawBarcode(pdf, line.sku, top + (ROW_HEIGHT - BARCODE_HEIGHT) / 2);
  }
  if (lines.length === 0) pdf.text('No lines on this pullsheet.');
  pdf.numberPages();
  return { fileName: `pullsheet_${input.pullsheet_id}.pdf`, bytes: pdf.toBytes(), lines, pieces };
}

/** The SKU's barcode in the barcode column, with a quiet zone on both sides. */
function drawBarcode(pdf: PdfSheet, sku: string, top: number): void {
  pdf.barcode(sku, BARCODE_X + 12, top, BARCODE_HEIGHT, BARCODE_WIDTH - 24);
}

export type FoamPdfLine = { sku: string; quantity: number; description: string };
export type FoamPdfInput = {
  foam: readonly FoamPdfLine[];
  fiber: readonly FoamPdfLine[];
  liner: readonly FoamPdfLine[];
  /** The sheets counted. */
  pullsheets: readonly number[];
  /** ISO date-time the lists count from. */
  since: string;
};

const FOAM_COLUMNS: Column[] = [
  { title: 'SKU', x: MARGIN, width: 90 },
  { title: 'Description', x: 132, width: 340 },
  { title: 'Quantity', x: 500, width: PAGE_WIDTH - MARGIN - 500, align: 'right' },
];

const FOAM_LISTS = [
  ['foam', 'Foam'],
  ['fiber', 'Fiber'],
  ['liner', 'Liner'],
] as const;

/** Foam and Bolster: one sheet each for foam, fiber and liner, sorted by size word, with totals. */
export function buildFoamPdf(input: FoamPdfInput): PdfFile {
  const pdf = new PdfSheet();
  FOAM_LISTS.forEach(([key, title], i) => {
    const lines = sortBySizeWord(input[key]);
    const total = lines.reduce((n, l) => n + l.quantity, 0);
    pdf.startSheet(() => {
      pdf.text(`${title} Pullsheet`, { size: 20, bold: true });
      pdf.text(`Since ${printedDate(input.since)}   Pullsheets: ${input.pullsheets.join(', ')}`, {
        size: 10,
      });
      pdf.text(`Total Pieces: ${total}`, { size: 12, bold: true });
      pdf.tableHeader(FOAM_COLUMNS);
    }, i === 0);
    for (const line of lines) pdf.row(FOAM_COLUMNS, [line.sku, line.description, String(line.quantity)]);
    if (lines.length === 0) pdf.text(`No ${title.toLowerCase()} needed.`);
  });
  pdf.numberPages();
  return { fileName: `foam_and_bolster_${input.since.slice(0, 10)}.pdf`, bytes: pdf.toBytes() };
}
