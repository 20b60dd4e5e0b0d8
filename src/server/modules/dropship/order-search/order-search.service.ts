import type { OrderSearchQuery } from '@shared/api/dropship/order-search';
import type { Company } from '@shared/domain/identity/companies';
import { padErpNumber } from '@shared/lib/dates';
import { envelopeOfJsonText } from './json-envelope';
import type { OrderSearchRepository } from './order-search.repository';
import type { SearchFilters, SearchOptions } from './order-search.sql';

/** Splits the query into filters and options and pads the ERP number to 7 (D1 section 5). */
export function searchArguments(query: OrderSearchQuery): { filters: SearchFilters; options: SearchOptions } {
  const { limit, order_by, desc, ...filters } = query;
  return {
    filters: {
      ...filters,
      acu_order_num: filters.acu_order_num ? padErpNumber(filters.acu_order_num) : undefined,
    },
    options: { limit, order_by, desc },
  };
}

/** Dropship Order Search (D1 sections 2 and 7): the company's orders, grouped with their shipments. */
export class OrderSearchService {
  constructor(private readonly orders: OrderSearchRepository) {}

  /** The compressed envelope of `{data: orders}`, newest upload first, at most `limit` orders. */
  async search(company: Company, query: OrderSearchQuery): Promise<string> {
    const { filters, options } = searchArguments(query);
    return envelopeOfJsonText(await this.orders.searchJson(company, filters, options));
  }
}
