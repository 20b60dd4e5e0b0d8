import { useMutation } from '@tanstack/react-query';
import { searchBulkOrders, type BulkSearchRow } from '@shared/api/bulk/search';
import type { BulkSearchFilterValues } from '@shared/domain/bulk/search';
import { api } from '@client/lib/api';

/**
 * GET /bulk/order-search with every filter (empty ones null, dates YYYY-MM-DD, the ERP number
 * padded). A search runs when Search is pressed, so it is a mutation: 5,000 rows are no answer to
 * keep in the persisted query cache or to refetch on focus.
 */
export function useBulkSearch() {
  return useMutation({
    mutationKey: ['bulk', 'order-search'],
    mutationFn: async (filters: BulkSearchFilterValues): Promise<BulkSearchRow[]> =>
      (await api(searchBulkOrders, { query: filters })).data,
  });
}
