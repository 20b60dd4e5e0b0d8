import { isYmd } from '../../lib/dates';
import { addDays, daysBetween } from '../../lib/zoned-time';

/**
 * Download Acumatica Invoices (/invoices, D1 and D2 section 2): one button that downloads the ERP's
 * AR invoices as CSV. The spec names the call (downloadInvoices) but not its range; ours: the
 * invoices dated in the 30 days up to today at the office, unless a range is given (at most a year).
 */
export const INVOICE_DAYS = 30;
export const MAX_INVOICE_RANGE_DAYS = 366;

/** The 30 days up to and including `today` (YYYY-MM-DD at the office). */
export function defaultInvoiceRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -(INVOICE_DAYS - 1)), to: today };
}

/** What is wrong with a range, or null. */
export function invoiceRangeProblem(from: string, to: string): string | null {
  if (!isYmd(from) || !isYmd(to)) return 'start_date and end_date must be dates as YYYY-MM-DD.';
  if (to < from) return 'end_date must not be before start_date.';
  if (daysBetween(from, to) + 1 > MAX_INVOICE_RANGE_DAYS)
    return `A range of at most ${MAX_INVOICE_RANGE_DAYS} days.`;
  return null;
}

/** The CSV's columns: the Invoice entity's fields, in Acumatica's names. */
export const INVOICE_CSV_COLUMNS = [
  'ReferenceNbr',
  'Type',
  'Date',
  'CustomerID',
  'CustomerOrder',
  'SOOrderType',
  'SOOrderNbr',
  'ShipmentNbr',
  'Amount',
  'Balance',
  'Status',
] as const;

export const invoiceFileName = (range: { from: string; to: string }) =>
  `Acumatica_Invoices_${range.from}_to_${range.to}.csv`;
