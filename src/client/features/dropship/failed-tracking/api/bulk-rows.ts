import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listBulkFailedTracking,
  updateBulkTracking,
  type UpdateBulkTrackingRequest,
} from '@shared/api/dropship/failed-tracking';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

const KEY = ['bulk', 'failed-tracking'] as const;

/** The bulk side's rows: parcel shipments without a tracking number (the `_bulk` company). */
export function useBulkFailedRows(company: Company) {
  return useQuery({
    queryKey: [...KEY, company],
    queryFn: async ({ signal }) => (await api(listBulkFailedTracking, {}, { signal })).rows,
  });
}

/** Set Tracking on a bulk parcel shipment; the list reloads after it. */
export function useSetBulkTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBulkTrackingRequest) => api(updateBulkTracking, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
