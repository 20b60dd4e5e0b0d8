import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isYmd } from '../../lib/dates';
import { OFFICE_TZ } from '../../lib/office-zone';
import { SHIFTS, type Shift } from './status';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Shifts of the build lines (D3 2.12, 9): First, Second, Both. The first shift runs 04:00 to 16:00
 * at the warehouses (Eastern, OFFICE_TZ): the spec's "04:00 to 16:00 after an 8-hour offset" is the
 * window counted from 08:00 UTC, which is 04:00 Eastern in summer; the zone is used so it also
 * holds in winter. The second shift runs from 16:00 to 04:00 the next morning and belongs to the
 * working day it started on. Hourly Builds shows the first shift as hours 5 to 16: each hour is
 * labelled by the hour it ends at (builds of 04:00-04:59 are hour 5, of 15:00-15:59 hour 16).
 */
export { SHIFTS, type Shift };

export const FIRST_SHIFT_START_HOUR = 4;
export const FIRST_SHIFT_END_HOUR = 16;
/** The spec's offset: 04:00 Eastern daylight time is 08:00 UTC. */
export const SHIFT_OFFSET_HOURS = 8;
/**
 * A worker who clocks in up to an hour before a shift starts works that shift (at 03:30 for the
 * 04:00 first shift): their clock time counts from the clock-in plus this grace.
 */
export const CLOCK_IN_GRACE_MINUTES = 60;
/** Hourly Builds refreshes every 30 minutes (D3 2.12, 9). */
export const HOURLY_REFRESH_MS = 1_800_000;

export const SHIFT_MESSAGES = {
  shift: 'shift must be First, Second or Both.',
  date: 'date must be a date as YYYY-MM-DD.',
} as const;

export const isShift = (value: string): value is Shift => (SHIFTS as readonly string[]).includes(value);

/** The shift a wall-clock hour (0-23, at the warehouse) belongs to. */
export function shiftOfHour(hour: number): Exclude<Shift, 'Both'> {
  return hour >= FIRST_SHIFT_START_HOUR && hour < FIRST_SHIFT_END_HOUR ? 'First' : 'Second';
}

/** Whether a build of `shift` is shown under the filter `filter` (Both shows every build). */
export const inShift = (filter: Shift, shift: Exclude<Shift, 'Both'>): boolean =>
  filter === 'Both' || filter === shift;

/**
 * The hours Hourly Builds shows for a shift, each the hour a bucket ends at: 5..16 for the first
 * shift, 17..28 for the second (17 is 16:00-16:59 ... 28 is 03:00-03:59 of the next morning), both
 * for Both.
 */
export function shiftHours(shift: Shift): number[] {
  const first = Array.from({ length: FIRST_SHIFT_END_HOUR - FIRST_SHIFT_START_HOUR }, (_, i) => i + 5);
  const second = first.map((h) => h + 12);
  return shift === 'First' ? first : shift === 'Second' ? second : [...first, ...second];
}

/** How an hour of `shiftHours` reads on the chart: 5..24, then 1..4 after midnight. */
export const hourLabel = (hour: number): string => String(hour > 24 ? hour - 24 : hour);

/** The working day and shift a clock time with this clock-in counts for (the grace applied). */
export const clockInSlot = (clockIn: Date | number, tz: string = OFFICE_TZ) =>
  buildSlot(Number(clockIn) + CLOCK_IN_GRACE_MINUTES * 60_000, tz);

/** The working day, shift and hour bucket of a build made at `at`. */
export function buildSlot(
  at: Date | number,
  tz: string = OFFICE_TZ,
): { day: string; shift: Exclude<Shift, 'Both'>; hour: number } {
  const local = dayjs(at).tz(tz);
  const h = local.hour();
  // Before 04:00 a build belongs to the second shift of the day before.
  const early = h < FIRST_SHIFT_START_HOUR;
  const day = early ? local.subtract(1, 'day').format('YYYY-MM-DD') : local.format('YYYY-MM-DD');
  return { day, shift: shiftOfHour(h), hour: early ? h + 25 : h + 1 };
}

/** When the working day `ymd` starts at the warehouse (04:00 there), as epoch ms; NaN for a bad day. */
export function workingDayStart(ymd: string, tz: string = OFFICE_TZ): number {
  if (!isYmd(ymd)) return Number.NaN;
  return dayjs.tz(`${ymd} 0${FIRST_SHIFT_START_HOUR}:00`, tz).valueOf();
}

/**
 * The instants a shift of working days `start`..`end` covers: [from, to). First: 04:00 to 16:00 of
 * each day (the range is from the first day's 04:00 to the last day's 16:00; the query also checks
 * the hour). Second and Both: 04:00 of the first day to 04:00 after the last.
 */
export function shiftRange(
  start: string,
  end: string,
  shift: Shift,
  tz: string = OFFICE_TZ,
): { from: Date; to: Date } {
  const from = workingDayStart(start, tz);
  const next = dayjs.utc(end).add(1, 'day').format('YYYY-MM-DD');
  const to =
    shift === 'First'
      ? dayjs.tz(`${end} ${FIRST_SHIFT_END_HOUR}:00`, tz).valueOf()
      : workingDayStart(next, tz);
  return { from: new Date(from), to: new Date(to) };
}
