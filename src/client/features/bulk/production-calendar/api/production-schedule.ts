import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getProductionSchedule, type CalendarEvent } from '@shared/api/bulk/production-calendar';
import type { CalendarWarehouse } from '@shared/domain/bulk/production-calendar-rules';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

export type ScheduleFilter = {
  company: Company;
  warehouse: CalendarWarehouse;
  /** The first and last day of the month grid (YYYY-MM-DD). */
  start: string;
  end: string;
};

/** D2 section 7 `GET /v1/operations/getProductionSchedule` for the days a month grid shows. */
export async function fetchSchedule(filter: ScheduleFilter, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const query = { warehouse: filter.warehouse, start_date: filter.start, end_date: filter.end };
  return (await api(getProductionSchedule, { query }, { company: filter.company, signal })).events;
}

export const scheduleQuery = (filter: ScheduleFilter) =>
  queryOptions({
    queryKey: ['production-calendar', filter.company, filter.warehouse, filter.start, filter.end],
    queryFn: ({ signal }) => fetchSchedule(filter, signal),
    // The previous month stays on screen (faded) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSchedule(filter: ScheduleFilter) {
  return useQuery(scheduleQuery(filter));
}
