import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listDiscrepancies,
  updateDiscrepancy,
  type DiscrepanciesQuery,
  type UpdateDiscrepancy,
} from '@shared/api/tpl/discrepancies';
import { api } from '@client/lib/api';

/** Every discrepancy query starts with this key: a saved edit invalidates them all. */
const KEY = ['tpl', 'discrepancies'] as const;

/** GET /tpl/inventory/discrepancies (D3 section 7), newest first. */
export const discrepanciesQuery = (query: DiscrepanciesQuery) =>
  queryOptions({
    queryKey: [...KEY, query] as const,
    queryFn: ({ signal }) => api(listDiscrepancies, { query }, { signal }),
  });

export const useDiscrepancies = (query: DiscrepanciesQuery) => useQuery(discrepanciesQuery(query));

/** PUT /tpl/inventory/discrepancies/update with the spec's body (status, notes, acu_order_num, sku). */
export function useUpdateDiscrepancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDiscrepancy) => api(updateDiscrepancy, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
