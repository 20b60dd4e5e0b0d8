/**
 * Employee Times (D3 2.12, 5 "Dates" and "Employee times"): a day range is searched from 4 hours
 * before the start date's midnight (UTC) to 20 hours after the end date's midnight (UTC), that is
 * from 20:00 UTC of the day before the start to 20:00 UTC of the end date: one 24-hour working day
 * per date, all of a shift that starts in the morning Eastern and ends in the evening.
 */
export const EMPLOYEE_TIMES_START_OFFSET_HOURS = -4;
export const EMPLOYEE_TIMES_END_OFFSET_HOURS = 20;

/** The longest range one search answers. */
export const EMPLOYEE_TIMES_MAX_DAYS = 366;

export const EMPLOYEE_TIMES_MESSAGES = {
  startDate: 'start_date must be a date as YYYY-MM-DD.',
  endDate: 'end_date must be a date as YYYY-MM-DD.',
  order: 'The end date must not be before the start date.',
  tooLong: `The range may be at most ${EMPLOYEE_TIMES_MAX_DAYS} days.`,
  warehouse: 'Choose a warehouse.',
  failed: 'Failed to get employee times!',
  needFilters: 'Set the start date, end date and warehouse to search.',
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD date, or null when it is not a real date. */
function midnightUtc(ymd: string): number | null {
  const m = YMD.exec(ymd);
  if (!m) return null;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(at).toISOString().slice(0, 10) === ymd ? at : null;
}

/** The instants searched for a start and an end date (D3 5: -4 hours and +20 hours). */
export function employeeTimesRange(startDate: string, endDate: string): { from: Date; to: Date } {
  const start = midnightUtc(startDate);
  const end = midnightUtc(endDate);
  if (start === null) throw new Error(EMPLOYEE_TIMES_MESSAGES.startDate);
  if (end === null) throw new Error(EMPLOYEE_TIMES_MESSAGES.endDate);
  return {
    from: new Date(start + EMPLOYEE_TIMES_START_OFFSET_HOURS * HOUR_MS),
    to: new Date(end + EMPLOYEE_TIMES_END_OFFSET_HOURS * HOUR_MS),
  };
}

/** What is wrong with a date range, or null (both dates real, in order, not too long). */
export function employeeTimesRangeProblem(startDate: string, endDate: string): string | null {
  const start = midnightUtc(startDate);
  const end = midnightUtc(endDate);
  if (start === null) return EMPLOYEE_TIMES_MESSAGES.startDate;
  if (end === null) return EMPLOYEE_TIMES_MESSAGES.endDate;
  if (end < start) return EMPLOYEE_TIMES_MESSAGES.order;
  if ((end - start) / DAY_MS + 1 > EMPLOYEE_TIMES_MAX_DAYS) return EMPLOYEE_TIMES_MESSAGES.tooLong;
  return null;
}

/** D3 5: Search stays disabled until start date, end date and warehouse are set. */
export function employeeTimesSearchReady(filters: {
  start_date: string;
  end_date: string;
  warehouse: string;
}): boolean {
  return (
    filters.start_date.trim() !== '' && filters.end_date.trim() !== '' && filters.warehouse.trim() !== ''
  );
}

/** Hours shown with two decimals (7.5 -> "7.50"). */
export const hoursText = (hours: number): string => hours.toFixed(2);
