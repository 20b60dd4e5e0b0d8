import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getWarrantyGraphs, type WarrantyGraphsQuery } from '@shared/api/warranty/warranty-graphs';
import { api } from '@client/lib/api';

/** D3 2.9: the counts of the graphs for a range (no dates: all time), counted on the server. */
export function useWarrantyGraphs(range: WarrantyGraphsQuery) {
  return useQuery({
    queryKey: ['warranty', 'graphs', range],
    queryFn: ({ signal }) => api(getWarrantyGraphs, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });
}
