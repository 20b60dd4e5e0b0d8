import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUnprocessed } from '@shared/api/dropship/api-status';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

export const UNPROCESSED_KEY = ['dropship', 'unprocessed'] as const;

/** The API Status rows of the company, for one warehouse or all. */
export const unprocessedQuery = (company: Company, warehouse: Warehouse | 'all') =>
  queryOptions({
    queryKey: [...UNPROCESSED_KEY, company, warehouse],
    // A monitoring screen: a restored or cached copy is shown at once and refreshed on every open.
    staleTime: 0,
    queryFn: async ({ signal }) => (await api(listUnprocessed, { query: { warehouse } }, { signal })).vendors,
  });

export function useUnprocessed(company: Company, warehouse: Warehouse | 'all') {
  return useQuery(unprocessedQuery(company, warehouse));
}
