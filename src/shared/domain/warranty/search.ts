import type { WarrantyOrdersQuery } from '../../api/warranty/warranty-orders';
import { parseWarrantyDate } from './dates';

/**
 * Warranty Order Search (D3 2.5 and section 8): the filters, and the query they send. The search
 * asks for 1,000 rows ordered by order_date (newest first); a blank filter is left out of the query
 * (the server reads it as "not filtered"); dates go as YYYY-MM-DD.
 */
export const WARRANTY_SEARCH_FILTERS = [
  'start_date',
  'end_date',
  'order_status',
  'internal_po_number',
  'customer_name',
  'internal_sku',
  'vendor',
  'reason',
] as const;
export type WarrantySearchFilter = (typeof WARRANTY_SEARCH_FILTERS)[number];
export type WarrantySearchFilters = Record<WarrantySearchFilter, string>;

export const WARRANTY_SEARCH_ROWS = 1000;

export const EMPTY_WARRANTY_SEARCH: WarrantySearchFilters = {
  start_date: '',
  end_date: '',
  order_status: '',
  internal_po_number: '',
  customer_name: '',
  internal_sku: '',
  vendor: '',
  reason: '',
};

export const noWarrantyFilters = (filters: WarrantySearchFilters): boolean =>
  WARRANTY_SEARCH_FILTERS.every((k) => filters[k].trim() === '');

/** Why the filters cannot be searched (a date that is not one, an end before the start), or null. */
export function warrantySearchProblem(filters: WarrantySearchFilters): string | null {
  const start = filters.start_date.trim();
  const end = filters.end_date.trim();
  const startYmd = start ? parseWarrantyDate(start) : null;
  const endYmd = end ? parseWarrantyDate(end) : null;
  if (start && !startYmd) return 'Start Date must be a date.';
  if (end && !endYmd) return 'End Date must be a date.';
  if (startYmd && endYmd && endYmd < startYmd) return 'End Date must not be before Start Date.';
  return null;
}

/** The query of GET /dropship/warranty/orders for the filters (call only when there is no problem). */
export function warrantySearchQuery(filters: WarrantySearchFilters): WarrantyOrdersQuery {
  const query: Record<string, string | number> = { order_by: 'order_date', limit: WARRANTY_SEARCH_ROWS };
  for (const key of WARRANTY_SEARCH_FILTERS) {
    const value = filters[key].trim();
    if (value === '') continue;
    query[key] = key === 'start_date' || key === 'end_date' ? (parseWarrantyDate(value) ?? value) : value;
  }
  return query;
}
