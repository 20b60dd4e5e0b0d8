import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHourlyBuilds, type HourlyBuildsQuery } from '@shared/api/labour/hourly-builds';
import { HOURLY_REFRESH_MS } from '@shared/domain/labour/shifts';
import { api } from '@client/lib/api';

export const HOURLY_KEY = ['labour', 'hourly-builds'] as const;

/** Pieces per hour of a working day; reloads every 30 minutes (D3 2.12, 9) and on a builds signal. */
export function useHourlyBuilds(query: HourlyBuildsQuery) {
  return useQuery({
    queryKey: [...HOURLY_KEY, query],
    queryFn: ({ signal }) => api(getHourlyBuilds, { query }, { signal }),
    refetchInterval: HOURLY_REFRESH_MS,
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
  });
}
