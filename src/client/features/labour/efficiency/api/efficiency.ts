import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getEfficiencyByGroups,
  getEfficiencyExpected,
  type EfficiencyQuery,
} from '@shared/api/labour/efficiency';
import { api } from '@client/lib/api';

const KEY = ['labour', 'efficiency'] as const;

/** D3 7 `GET efficiencyByGroups`: efficiency per line and in total. */
export function useEfficiencyByGroups(query: EfficiencyQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'groups', query],
    queryFn: ({ signal }) => api(getEfficiencyByGroups, { query: query! }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** D3 7 `GET efficiencyExpected`: pieces against the calendar's expected output per day and warehouse. */
export function useEfficiencyExpected(query: EfficiencyQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'expected', query],
    queryFn: async ({ signal }) => (await api(getEfficiencyExpected, { query: query! }, { signal })).times,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
