import { missingFieldMessage } from './order-upload';

/**
 * Acumatica Apply Payments (D1 sections 2, 3, 5, 8): a CSV of payment_ref and invoice_number, each
 * row a Payment application row (PaymentNbr, InvoiceNbr), submitted to the ERP one at a time.
 */
export const PAYMENT_FILE_COLUMNS = ['payment_ref', 'invoice_number'] as const;

/** At most this many payments per file (each is one call to the ERP while the upload waits). */
export const MAX_PAYMENT_ROWS = 1000;

export type PaymentRow = { PaymentNbr: string; InvoiceNbr: string };

/** The template's text: the header only. */
export const paymentTemplateCsv = () => `${PAYMENT_FILE_COLUMNS.join(',')}\r\n`;

export type MappedPayments = { ok: true; rows: PaymentRow[] } | { ok: false; message: string };

/** A cell as text: the browser's parser gives strings (numbers if typed), anything else is empty. */
const cell = (row: Readonly<Record<string, unknown>>, column: string): string => {
  const value = row[column];
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
};

/**
 * Maps the file's rows to payment rows; an empty payment_ref or invoice_number refuses the whole file
 * with 'Missing required field: {column}' (D1 section 5: the same message as the order upload).
 */
export function mapPaymentFile(rows: readonly Readonly<Record<string, unknown>>[]): MappedPayments {
  if (rows.length === 0) return { ok: false, message: 'The file has no payments.' };
  if (rows.length > MAX_PAYMENT_ROWS)
    return { ok: false, message: `At most ${MAX_PAYMENT_ROWS} payments per file.` };
  const out: PaymentRow[] = [];
  for (const row of rows) {
    for (const column of PAYMENT_FILE_COLUMNS) {
      if (cell(row, column) === '') return { ok: false, message: missingFieldMessage(column) };
    }
    out.push({ PaymentNbr: cell(row, 'payment_ref'), InvoiceNbr: cell(row, 'invoice_number') });
  }
  return { ok: true, rows: out };
}

/** The server's check of the rows it is sent: PaymentNbr and InvoiceNbr required, same message. */
export function paymentRowsProblem(rows: readonly PaymentRow[]): string | null {
  for (const row of rows) {
    if (row.PaymentNbr.trim() === '') return missingFieldMessage('PaymentNbr');
    if (row.InvoiceNbr.trim() === '') return missingFieldMessage('InvoiceNbr');
  }
  return null;
}

/** The alert of D1 section 8; the failed invoice numbers follow it. */
export const applyPaymentsResultMessage = (successful: number, failed: number) =>
  `Successful Invoices: ${successful} / Failed Invoices: ${failed}`;
