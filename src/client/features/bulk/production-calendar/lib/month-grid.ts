/**
 * The month grid of the Production Calendar: whole weeks (Sunday first) that cover a month, and the
 * month steps of the previous/next buttons. Plain calendar days (YYYY-MM-DD); no time zone enters.
 */

export type GridDay = {
  /** YYYY-MM-DD. */
  date: string;
  /** The day of the month, 1 to 31. */
  day: number;
  /** False for the days of the weeks' edges that belong to the month before or after. */
  inMonth: boolean;
};

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
const ymdOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
};

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(month: string): [number, number] {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}

/** The month (YYYY-MM) of a day. */
export const monthOf = (ymd: string): string => ymd.slice(0, 7);

/** The month `by` months after `month` (negative: before). */
export function addMonths(month: string, by: number): string {
  const [y, m] = parts(month);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}

/** "2026-03" -> "March 2026". */
export function monthLabel(month: string): string {
  const [y, m] = parts(month);
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** "2026-03-04" -> "Wednesday, March 4, 2026". */
export function dayLabel(ymd: string): string {
  const [y, m] = parts(monthOf(ymd));
  const d = Number(ymd.slice(8, 10));
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}

/** The weeks (Sunday to Saturday) that cover the month: 4 to 6 rows of 7 days. */
export function monthWeeks(month: string): GridDay[][] {
  const [y, m] = parts(month);
  const first = Date.UTC(y, m - 1, 1);
  const last = Date.UTC(y, m, 0);
  const start = first - new Date(first).getUTCDay() * DAY_MS;
  const end = last + (6 - new Date(last).getUTCDay()) * DAY_MS;
  const weeks: GridDay[][] = [];
  for (let at = start; at <= end; at += 7 * DAY_MS) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const ms = at + i * DAY_MS;
        const date = ymdOf(ms);
        return { date, day: new Date(ms).getUTCDate(), inMonth: monthOf(date) === month };
      }),
    );
  }
  return weeks;
}

/** The first and last day the grid shows: what the schedule is asked for. */
export function gridRange(month: string): { start: string; end: string } {
  const weeks = monthWeeks(month);
  return { start: weeks[0]![0]!.date, end: weeks[weeks.length - 1]![6]!.date };
}
