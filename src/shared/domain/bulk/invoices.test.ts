import { describe, expect, it } from 'vitest';
import { BULK_INVOICE_MESSAGES, invoiceVendorStatusLabel } from './invoices';

describe('invoice vendor status (D2: 701 Sent, -701 Error, otherwise Not Sent)', () => {
  it('reads the codes', () => {
    expect(invoiceVendorStatusLabel(701)).toBe('Sent');
    expect(invoiceVendorStatusLabel(-701)).toBe('Error');
    expect(invoiceVendorStatusLabel(700)).toBe('Not Sent');
    expect(invoiceVendorStatusLabel(0)).toBe('Not Sent');
    expect(invoiceVendorStatusLabel(301)).toBe('Not Sent');
  });
  it('says the spec words on a save', () => {
    expect(BULK_INVOICE_MESSAGES.saved).toBe('Successfully Updated Invoice');
  });
});
