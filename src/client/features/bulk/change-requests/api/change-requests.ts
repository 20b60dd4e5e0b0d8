import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptChanges,
  changeRequestsByPo,
  listChangeRequests,
  type AcceptChanges,
} from '@shared/api/bulk/change-requests';
import type { BulkOrderKey } from '@shared/api/bulk/bulk-orders';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

const KEY = ['bulk', 'change-requests'] as const;

/** GET /bulk/change_requests: the table. */
export function useChangeRequests(company: Company) {
  return useQuery({
    queryKey: [...KEY, company],
    staleTime: 0,
    queryFn: async ({ signal }) => (await api(listChangeRequests, {}, { signal })).requests,
  });
}

/** GET /bulk/orders/changeRequestsByPo: the drawer's order as it is now. */
export function useChangeOrder(company: Company, key: BulkOrderKey | null) {
  return useQuery({
    queryKey: [...KEY, company, 'order', key?.internal_po_number, key?.vendor_name],
    enabled: key !== null,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api(
        changeRequestsByPo,
        { query: { internal_po_number: key!.internal_po_number, vendor_name: key!.vendor_name } },
        { signal },
      ),
  });
}

/** PUT /bulk/orders/accept_changes: Approve; the table and the drawer reload after it. */
export function useAcceptChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptChanges) => api(acceptChanges, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
