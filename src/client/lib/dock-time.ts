import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DOCK_TZ } from '@shared/domain/carrier-sign-in/sign-in-rules';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Today's date at the dock, as YYYY-MM-DD. */
export function dockToday(now: Date = new Date()): string {
  return dayjs(now).tz(DOCK_TZ).format('YYYY-MM-DD');
}

/** A stored time as the dock reads it: "2:05 PM"; with the day when it is not `day` ("Mar 4, 2:05 PM"). */
export function dockTime(iso: string, day?: string): string {
  const at = dayjs(iso).tz(DOCK_TZ);
  return day && at.format('YYYY-MM-DD') !== day ? at.format('MMM D, h:mm A') : at.format('h:mm A');
}

/** A date and time for the detail view: "Tue, Mar 4, 2025, 2:05 PM". */
export function dockDateTime(iso: string): string {
  return dayjs(iso).tz(DOCK_TZ).format('ddd, MMM D, YYYY, h:mm A');
}

/** "2025-03-04" -> "Tuesday, March 4, 2025". */
export function longDate(ymd: string): string {
  return dayjs(ymd).format('dddd, MMMM D, YYYY');
}
