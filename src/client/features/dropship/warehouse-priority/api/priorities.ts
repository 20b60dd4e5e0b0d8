import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorPriorityListSchema, type UpdatePrioritiesBody } from '@shared/api/dropship/api-status';
import type { Company } from '@shared/domain/identity/companies';
import { legacyApi } from '@client/lib/api';
import { UNPROCESSED_KEY } from '@client/features/dropship/api-status/api/unprocessed';

export const prioritiesQuery = (company: Company) =>
  queryOptions({
    queryKey: ['dropship', 'vendor-priorities', company],
    // A copy restored after a reload may predate the last save: always ask again on open.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await legacyApi('/dropship/orders/vendors/priority', { schema: vendorPriorityListSchema, signal }))
        .vendors,
  });

/** GET /dropship/orders/vendors/priority */
export function usePriorities(company: Company) {
  return useQuery(prioritiesQuery(company));
}

/** PUT /dropship/orders/vendors/priority: all or nothing; API Status shows the new priorities too. */
export function useSavePriorities(company: Company) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePrioritiesBody) =>
      legacyApi('/dropship/orders/vendors/priority', {
        method: 'PUT',
        body,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prioritiesQuery(company).queryKey }),
        queryClient.invalidateQueries({ queryKey: UNPROCESSED_KEY }),
      ]);
    },
  });
}
