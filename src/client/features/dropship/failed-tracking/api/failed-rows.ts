import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFailedTracking } from '@shared/api/dropship/failed-tracking';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

export const FAILED_ROWS_KEY = ['dropship', 'failed-tracking'] as const;

type Filter = { company: Company; warehouse: Warehouse | 'all' };

/** The failed packages of the chosen warehouse(s). */
export const failedRowsQuery = (filter: Filter) =>
  queryOptions({
    queryKey: [...FAILED_ROWS_KEY, filter.company, filter.warehouse],
    queryFn: async () => (await api(listFailedTracking, { query: { warehouse: filter.warehouse } })).rows,
  });

export function useFailedRows(filter: Filter) {
  return useQuery(failedRowsQuery(filter));
}
