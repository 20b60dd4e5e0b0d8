import { useMutation } from '@tanstack/react-query';
import { searchOrders, type SearchOrder } from '@shared/api/dropship/order-search';
import type { OrderSearchFilterValues } from '@shared/domain/dropship/order-search';
import { api } from '@client/lib/api';

/**
 * The order search: the filters as the spec sends them (every key, empty ones null, dates
 * YYYY-MM-DD, the ERP number padded); the answer is the compressed envelope of {data}.
 */
export async function fetchOrderSearch(
  filters: OrderSearchFilterValues,
  signal?: AbortSignal,
): Promise<SearchOrder[]> {
  return (await api(searchOrders, { query: filters }, { signal })).data;
}

/**
 * A search runs when the user presses Search, so it is a mutation rather than a cached query: up to
 * 8,000 orders are no answer to keep in the persisted query cache (IndexedDB) or to refetch on focus.
 */
export function useOrderSearch() {
  return useMutation({
    mutationKey: ['dropship', 'order-search'],
    mutationFn: (filters: OrderSearchFilterValues) => fetchOrderSearch(filters),
  });
}
