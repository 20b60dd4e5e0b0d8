import { MARGIN, PdfSheet, printedDate, type Column } from '@shared/documents/pdf-sheet';
import { displayName } from '@shared/domain/identity/companies';

export type ScanFormContent = {
  company: string;
  formId: string;
  warehouse: string;
  origin: string | null;
  shipDate: string;
  createdAt: string;
  trackingNumbers: readonly string[];
};

const COLUMNS: Column[] = [
  { title: '#', x: MARGIN, width: 40 },
  { title: 'USPS Tracking Number', x: MARGIN + 50, width: 300 },
];

/**
 * The SCAN form the carrier hands back (after PS Form 5630): the form number as a Code 128 barcode
 * the driver scans once, the origin and ship date, the count, and every tracking number on it.
 */
export function scanFormPdf(form: ScanFormContent): Uint8Array {
  const pdf = new PdfSheet();
  pdf.startSheet(() => {
    pdf.text('USPS SCAN Form', { size: 16, bold: true });
    pdf.text(`Shipment Confirmation Acceptance Notice - Form ${form.formId}`, { size: 10 });
  }, true);
  pdf.space(6);
  const top = pdf.cursor;
  pdf.barcode(form.formId, MARGIN + 10, top, 50, 400);
  pdf.space(56);
  pdf.text(form.formId, { size: 10, x: MARGIN + 10 });
  pdf.space(6);
  pdf.text(`Mailer: ${displayName(form.company)}`);
  pdf.text(`Origin: ${displayName(form.warehouse)}${form.origin ? ` (${form.origin})` : ''}`);
  pdf.text(`Ship date: ${printedDate(form.shipDate)}`);
  pdf.text(`Packages: ${form.trackingNumbers.length}`, { bold: true });
  pdf.tableHeader(COLUMNS);
  form.trackingNumbers.forEach((number, i) => pdf.row(COLUMNS, [String(i + 1), number]));
  pdf.numberPages();
  return pdf.toBytes();
}

export const scanFormKey = (company: string, formId: string) =>
  `carriers/${company}/usps/scan-forms/${formId}.pdf`;
