import {
  bulkPullsheetFileName,
  bulkSheets,
  orderNumberRows,
  type BulkPullsheetOrder,
  type BulkSheet,
} from '../domain/bulk/bulk-pullsheet';
import { MARGIN, PAGE_WIDTH, PdfSheet, printedDate, type Column } from './pdf-sheet';

/**
 * The bulk pull sheet PDF (D2 section 9; issue 12 item 2). Pass the orders found (see the note at
 * the top of src/shared/domain/bulk/bulk-pullsheet.ts for each field) and today's date (YYYY-MM-DD,
 * the office day). Each order outside Texas gets its main sheet and, when its items have them, a
 * foam and a bolster sheet; the Texas orders together get fill, no-fill and foam sheets with box
 * totals and their order numbers eight to a line. Every sheet starts on a new page of one file,
 * named after the ERP order number (the first and last number when there are several).
 */
export type BulkPullsheetPdfInput = { orders: readonly BulkPullsheetOrder[]; today: string };
export type BulkPullsheetPdf = { fileName: string; bytes: Uint8Array; pieces: number; sheets: BulkSheet[] };

const COLUMNS: Column[] = [
  { title: 'SKU', x: MARGIN, width: 80 },
  { title: 'Description', x: 120, width: 210 },
  { title: 'Size', x: 334, width: 64 },
  { title: 'Quantity', x: 400, width: 50, align: 'right' },
  { title: 'Pull Location', x: 462, width: PAGE_WIDTH - MARGIN - 462 },
];

const BOX_COLUMNS: Column[] = [
  { title: 'SKU', x: MARGIN, width: 80 },
  { title: 'Description', x: 120, width: 180 },
  { title: 'Size', x: 304, width: 60 },
  { title: 'Quantity', x: 366, width: 46, align: 'right' },
  { title: 'Boxes', x: 416, width: 34, align: 'right' },
  { title: 'Pull Location', x: 462, width: PAGE_WIDTH - MARGIN - 462 },
];

export function buildBulkPullsheetPdf(input: BulkPullsheetPdfInput): BulkPullsheetPdf {
  const sheets = bulkSheets(input.orders);
  const pdf = new PdfSheet();
  sheets.forEach((sheet, i) => drawSheet(pdf, sheet, input.today, i === 0));
  if (sheets.length === 0) pdf.text('No lines to pull.');
  pdf.numberPages();
  return {
    fileName: bulkPullsheetFileName(input.orders),
    bytes: pdf.toBytes(),
    pieces: sheets
      .filter((s) => s.kind !== 'foam' && s.kind !== 'bolster')
      .reduce((n, s) => n + s.totalPieces, 0),
    sheets,
  };
}

function drawSheet(pdf: PdfSheet, sheet: BulkSheet, today: string, first: boolean): void {
  const columns = sheet.showBoxes ? BOX_COLUMNS : COLUMNS;
  pdf.startSheet(() => {
    pdf.text(`${sheet.heading} - ${sheet.orderNumbers.length === 1 ? sheet.orderNumbers[0] : 'Texas'}`, {
      size: 18,
      bold: true,
    });
    if (sheet.orderNumbers.length === 1) pdf.text(`ERP Order Number: ${sheet.orderNumbers[0]}`);
    else {
      pdf.text('ERP Order Numbers:', { bold: true });
      for (const row of orderNumberRows(sheet.orderNumbers)) pdf.text(row);
    }
    if (sheet.poNumbers.length === 1) pdf.text(`PO: ${sheet.poNumbers[0]}`);
    else {
      pdf.text('POs:', { bold: true });
      for (const row of orderNumberRows(sheet.poNumbers)) pdf.text(row);
    }
    pdf.text(`Customer: ${sheet.customers.join(', ')}`);
    pdf.text(`Date: ${printedDate(today)}`);
    pdf.text(`Total Pieces: ${sheet.totalPieces}`, { size: 12, bold: true });
    if (sheet.showBoxes) pdf.text(`Total Boxes: ${sheet.totalBoxes}`, { size: 12, bold: true });
    pdf.tableHeader(columns);
  }, first);
  for (const line of sheet.lines) {
    const quantity = String(line.quantity);
    pdf.row(
      columns,
      sheet.showBoxes
        ? [line.sku, line.description, line.size, quantity, String(line.boxes), line.location]
        : [line.sku, line.description, line.size, quantity, line.location],
    );
  }
}
