import { describe, expect, it } from 'vitest';
import { defaultInvoiceRange, invoiceFileName, invoiceRangeProblem } from './invoices';

describe('Download Acumatica Invoices range', () => {
  it('is the 30 days up to today', () => {
    expect(defaultInvoiceRange('2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
  });
  it('refuses bad dates, a reversed range and more than a year', () => {
    expect(invoiceRangeProblem('2026-02-01', '2026-03-02')).toBeNull();
    expect(invoiceRangeProblem('2026-02-30', '2026-03-02')).toMatch(/YYYY-MM-DD/);
    expect(invoiceRangeProblem('2026-03-02', '2026-03-01')).toMatch(/not be before/);
    expect(invoiceRangeProblem('2025-01-01', '2026-01-01')).toBeNull();
    expect(invoiceRangeProblem('2025-01-01', '2026-01-02')).toMatch(/at most 366 days/);
  });
  it('names the file after the range', () => {
    expect(invoiceFileName({ from: '2026-02-01', to: '2026-03-02' })).toBe(
      'Acumatica_Invoices_2026-02-01_to_2026-03-02.csv',
    );
  });
});
