import type { BulkSearchQuery } from '@shared/api/bulk/search';
import type { Company } from '@shared/domain/identity/companies';
import { padErpNumber } from '@shared/lib/dates';
import { envelopeOfJsonText } from '../../dropship/order-search/json-envelope';
import type { BulkSearchRepository } from './search.repository';
import type { BulkSearchFilters, BulkSearchOptions } from './search.sql';

/** Splits the query into filters and options and pads the ERP number to 7 (D2 section 5). */
export function bulkSearchArguments(query: BulkSearchQuery): {
  filters: BulkSearchFilters;
  options: BulkSearchOptions;
} {
  const { limit, order_by, desc, ...filters } = query;
  const acu = filters.acu_order_num ? padErpNumber(filters.acu_order_num) : undefined;
  return { filters: { ...filters, acu_order_num: acu }, options: { limit, order_by, desc } };
}

/** Bulk order search (D2 sections 2 and 7): the company's bulk orders as flat rows. */
export class BulkSearchService {
  constructor(private readonly search: BulkSearchRepository) {}

  /** The compressed envelope of `{data: rows}`, whole orders, newest upload first. */
  async rows(company: Company, query: BulkSearchQuery): Promise<string> {
    const { filters, options } = bulkSearchArguments(query);
    return envelopeOfJsonText(await this.search.searchJson(company, filters, options));
  }
}
