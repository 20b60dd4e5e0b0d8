import { describe, expect, it } from 'vitest';
import {
  EMPTY_WARRANTY_SEARCH,
  noWarrantyFilters,
  warrantySearchProblem,
  warrantySearchQuery,
} from './search';

describe('warranty search query (D3 2.5 and section 8)', () => {
  it('asks for 1,000 rows ordered by order_date and leaves blank filters out', () => {
    const query = warrantySearchQuery({ ...EMPTY_WARRANTY_SEARCH, customer_name: '   ' });
    expect(query).toEqual({ order_by: 'order_date', limit: 1000 });
    expect('customer_name' in query).toBe(false);
  });

  it('sends every filter trimmed, dates as YYYY-MM-DD', () => {
    expect(
      warrantySearchQuery({
        start_date: '2026-3-7',
        end_date: '2026-03-31',
        order_status: '199',
        internal_po_number: ' WR1 ',
        customer_name: 'Dana',
        internal_sku: 'abc',
        vendor: 'Chewy',
        reason: 'Broken Parts',
      }),
    ).toEqual({
      order_by: 'order_date',
      limit: 1000,
      start_date: '2026-03-07',
      end_date: '2026-03-31',
      order_status: '199',
      internal_po_number: 'WR1',
      customer_name: 'Dana',
      internal_sku: 'abc',
      vendor: 'Chewy',
      reason: 'Broken Parts',
    });
  });

  it('refuses dates that are not dates and an end before the start', () => {
    expect(warrantySearchProblem(EMPTY_WARRANTY_SEARCH)).toBeNull();
    expect(warrantySearchProblem({ ...EMPTY_WARRANTY_SEARCH, start_date: '2026-2-30' })).toBe(
      'Start Date must be a date.',
    );
    expect(warrantySearchProblem({ ...EMPTY_WARRANTY_SEARCH, end_date: 'soon' })).toBe(
      'End Date must be a date.',
    );
    expect(
      warrantySearchProblem({ ...EMPTY_WARRANTY_SEARCH, start_date: '2026-03-08', end_date: '2026-03-07' }),
    ).toBe('End Date must not be before Start Date.');
    expect(
      warrantySearchProblem({ ...EMPTY_WARRANTY_SEARCH, start_date: '2026-03-07', end_date: '2026-03-07' }),
    ).toBeNull();
  });

  it('knows when no filter is set', () => {
    expect(noWarrantyFilters(EMPTY_WARRANTY_SEARCH)).toBe(true);
    expect(noWarrantyFilters({ ...EMPTY_WARRANTY_SEARCH, reason: 'Exchange' })).toBe(false);
  });
});
