import { queryOptions, useQuery } from '@tanstack/react-query';
import { signInListSchema, type SignIn } from '@shared/api/carrier-sign-in/sign-in';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import { isYmd } from '@shared/lib/dates';
import { legacyApi } from '@client/lib/api';
import { DOCK_TZ } from '../lib/dock-time';

export type DaySignInsFilter = {
  company: Company;
  /** YYYY-MM-DD at the dock (America/New_York). */
  date: string;
  /** The selected warehouse, or all the user holds. */
  warehouse: Warehouse | 'all';
};

/** GET /api/carrier-sign-in/sign-ins?date=&tz=: the sign-ins of one day at the dock, newest first. */
export async function fetchDaySignIns(filter: DaySignInsFilter, signal?: AbortSignal): Promise<SignIn[]> {
  const { signIns } = await legacyApi('/carrier-sign-in/sign-ins', {
    query: {
      date: filter.date,
      tz: DOCK_TZ,
      warehouse: filter.warehouse === 'all' ? undefined : filter.warehouse,
    },
    side: 'bulk',
    company: filter.company,
    schema: signInListSchema,
    signal,
  });
  return signIns;
}

/** Every day list; a refresh signal invalidates them all (only the shown one refetches). */
export const DAY_SIGN_INS_KEY = ['carrier-sign-ins', 'day'] as const;

export const daySignInsQuery = (filter: DaySignInsFilter) =>
  queryOptions({
    queryKey: [...DAY_SIGN_INS_KEY, filter.company, filter.date, filter.warehouse],
    queryFn: ({ signal }) => fetchDaySignIns(filter, signal),
    enabled: isYmd(filter.date),
  });

/** The day's list; waits while the date field holds no complete date. */
export function useDaySignIns(filter: DaySignInsFilter) {
  return useQuery(daySignInsQuery(filter));
}
