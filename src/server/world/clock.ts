/**
 * Time and money for the world. Every date is an offset from one fixed `now`, so the same seed and
 * the same `now` give byte-identical rows; dates are UTC calendar days.
 */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** The world covers the merchant's last 90 days. */
export const HISTORY_DAYS = 90;

export class WorldClock {
  readonly nowMs: number;

  constructor(now: Date) {
    this.nowMs = now.getTime();
  }

  /** The instant `ms` before now. */
  ago(ms: number): Date {
    return new Date(this.nowMs - Math.round(ms));
  }

  /** The instant `ms` after now. */
  ahead(ms: number): Date {
    return new Date(this.nowMs + Math.round(ms));
  }

  /** The UTC calendar day (YYYY-MM-DD) `days` from today; negative is the past. */
  day(days: number): string {
    return ymd(new Date(this.nowMs + days * DAY));
  }

  /** Midnight UTC of today, for schedules that run on calendar days. */
  todayStartMs(): number {
    return Math.floor(this.nowMs / DAY) * DAY;
  }
}

export function ymd(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYYMMDD, the form of vendor_params.requested_on and X12 dates. */
export function compactYmd(date: Date): string {
  return ymd(date).replaceAll('-', '');
}

export function addDays(day: string, days: number): string {
  return ymd(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY));
}

/** Money is exact: integer cents written as a numeric string ('12.50'), never a float. */
export function money(cents: number): string {
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The default `now`: the start of the current UTC hour, so reruns within the hour match. */
export function defaultNow(): Date {
  return new Date(Math.floor(Date.now() / HOUR) * HOUR);
}
