import { useMutation, useQuery } from '@tanstack/react-query';
import { listBulkUnprocessed, requestBulkVendor, type BulkVendorRequestBody } from '@shared/api/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

/** GET /bulk/orders/unprocessed: the bulk vendors' rows (a monitoring screen: fetched on every open). */
export function useBulkUnprocessed(company: Company) {
  return useQuery({
    queryKey: ['bulk', 'status', company],
    staleTime: 0,
    queryFn: async ({ signal }) => (await api(listBulkUnprocessed, {}, { signal })).vendors,
  });
}

/** POST /bulk/vendor: one request for one vendor; answers what it did. */
export function useBulkVendorRequest() {
  return useMutation({ mutationFn: (body: BulkVendorRequestBody) => api(requestBulkVendor, { body }) });
}
