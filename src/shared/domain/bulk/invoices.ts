import { INVOICE_STATUS } from './status';

/** Bulk Invoices (D2 sections 3, 8): what the screen says of an invoice's vendor status and a save. */

/** vendor_status 701 Sent, -701 Error, otherwise Not Sent. */
export function invoiceVendorStatusLabel(status: number): 'Sent' | 'Error' | 'Not Sent' {
  if (status === INVOICE_STATUS.sent) return 'Sent';
  if (status === INVOICE_STATUS.error) return 'Error';
  return 'Not Sent';
}

export const BULK_INVOICE_MESSAGES = {
  saved: 'Successfully Updated Invoice',
  /** Acumatica invoice numbers are at most this long (AR and six digits today). */
  invoiceNumberMax: 30,
} as const;
