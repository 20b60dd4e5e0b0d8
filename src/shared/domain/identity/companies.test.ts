import { describe, expect, it } from 'vitest';
import { companyHeader, parseCompanyHeader, warehousesFor } from './companies';

describe('company header (D1 section 7)', () => {
  it('capitalises the first letter and adds _bulk on bulk calls', () => {
    expect(companyHeader('furhaven')).toBe('Furhaven');
    expect(companyHeader('worldwise', 'bulk')).toBe('Worldwise_bulk');
  });
  it('parses both forms and refuses anything else', () => {
    expect(parseCompanyHeader('Furhaven')).toEqual({ company: 'furhaven', side: 'dropship' });
    expect(parseCompanyHeader('Worldwise_bulk')).toEqual({ company: 'worldwise', side: 'bulk' });
    expect(parseCompanyHeader('furhaven')).toBeNull();
    expect(parseCompanyHeader('Acme')).toBeNull();
    expect(parseCompanyHeader('Furhaven_BULK')).toBeNull();
    expect(parseCompanyHeader('')).toBeNull();
  });
  it('offers the warehouses of D3 section 6 that the user holds', () => {
    expect(warehousesFor('furhaven', ['kentucky', 'pennsylvania', 'texas'])).toEqual([
      'kentucky',
      'pennsylvania',
      'texas',
    ]);
    expect(warehousesFor('worldwise', ['kentucky', 'pennsylvania', 'texas'])).toEqual(['kentucky']);
    expect(warehousesFor('furhaven', ['kentucky'])).toEqual(['kentucky']);
  });
});
