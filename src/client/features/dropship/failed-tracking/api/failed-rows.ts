import { queryOptions, useQuery } from '@tanstack/react-query';
import { failedTrackingListSchema } from '@shared/api/dropship/failed-tracking';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import { legacyApi } from '@client/lib/api';

export const FAILED_ROWS_KEY = ['dropship', 'failed-tracking'] as const;

type Filter = { company: Company; warehouse: Warehouse | 'all' };

/** GET /dropship/orders/failed_tracking?warehouse: the failed packages of the chosen warehouse(s). */
export const failedRowsQuery = (filter: Filter) =>
  queryOptions({
    queryKey: [...FAILED_ROWS_KEY, filter.company, filter.warehouse],
    queryFn: async () =>
      (
        await legacyApi('/dropship/orders/failed_tracking', {
          query: { warehouse: filter.warehouse },
          schema: failedTrackingListSchema,
        })
      ).rows,
  });

export function useFailedRows(filter: Filter) {
  return useQuery(failedRowsQuery(filter));
}
