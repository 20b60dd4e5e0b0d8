import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listVendorPriorities,
  saveVendorPriorities,
  type UpdatePrioritiesBody,
} from '@shared/api/dropship/warehouse-priority';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

/** The API Status rows' query key (its screen's `UNPROCESSED_KEY`): they carry the priorities too. */
const API_STATUS_ROWS_KEY = ['dropship', 'unprocessed'] as const;

export const prioritiesQuery = (company: Company) =>
  queryOptions({
    queryKey: ['dropship', 'vendor-priorities', company],
    // A copy restored after a reload may predate the last save: always ask again on open.
    staleTime: 0,
    queryFn: async ({ signal }) => (await api(listVendorPriorities, {}, { signal })).vendors,
  });

/** The fulfillment priority of every dropship vendor. */
export function usePriorities(company: Company) {
  return useQuery(prioritiesQuery(company));
}

/** Saves priorities, all or nothing; API Status shows the new priorities too. */
export function useSavePriorities(company: Company) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePrioritiesBody) => api(saveVendorPriorities, { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prioritiesQuery(company).queryKey }),
        queryClient.invalidateQueries({ queryKey: API_STATUS_ROWS_KEY }),
      ]);
    },
  });
}
