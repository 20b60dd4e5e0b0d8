import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isYmd } from './dates';
import { OFFICE_TZ } from './office-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Calendar days at a place, read through dayjs' time-zone plugin (the platform's Intl data), so
 * daylight-saving days of 23 and 25 hours come out right. Every screen and rule that speaks of
 * "today" or "that day" at the warehouses uses these, with OFFICE_TZ unless it says otherwise.
 */

export { OFFICE_TZ };

/** The calendar day (YYYY-MM-DD) at `at` in `tz`. */
export function dayIn(at: Date | number, tz: string = OFFICE_TZ): string {
  return dayjs(at).tz(tz).format('YYYY-MM-DD');
}

/** Midnight at the start of `ymd` in `tz`, as epoch ms; NaN for anything but a real YYYY-MM-DD date. */
export function dayStartIn(ymd: string, tz: string = OFFICE_TZ): number {
  return isYmd(ymd) ? dayjs.tz(ymd, tz).valueOf() : Number.NaN;
}

/** The day `n` days after `ymd` (before, for a negative `n`). */
export function addDays(ymd: string, n: number): string {
  return dayjs.utc(ymd).add(n, 'day').format('YYYY-MM-DD');
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); NaN for a malformed day. */
export function daysBetween(from: string, to: string): number {
  if (!isYmd(from) || !isYmd(to)) return Number.NaN;
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** How long after `nowMs` the day changes in `tz` (ms, at least 1): when "today" next moves. */
export function msUntilNextDay(nowMs: number, tz: string = OFFICE_TZ): number {
  return Math.max(1, dayStartIn(addDays(dayIn(nowMs, tz), 1), tz) - nowMs);
}
