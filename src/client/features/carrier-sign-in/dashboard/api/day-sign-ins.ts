import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSignIns, type SignIn } from '@shared/api/carrier-sign-in/sign-in';
import { DOCK_TZ } from '@shared/domain/carrier-sign-in/sign-in-rules';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import { isYmd } from '@shared/lib/dates';
import { api } from '@client/lib/api';

export type DaySignInsFilter = {
  company: Company;
  /** YYYY-MM-DD at the dock (America/New_York). */
  date: string;
  /** The selected warehouse, or all the user holds. */
  warehouse: Warehouse | 'all';
};

/** D2 section 7 `GET /carrier-sign-in/sign-ins` for one day at the dock (`date`, `tz`), newest first. */
export async function fetchDaySignIns(filter: DaySignInsFilter, signal?: AbortSignal): Promise<SignIn[]> {
  const query = {
    date: filter.date,
    tz: DOCK_TZ,
    warehouse: filter.warehouse === 'all' ? undefined : filter.warehouse,
  };
  return (await api(listSignIns, { query }, { company: filter.company, signal })).signIns;
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
