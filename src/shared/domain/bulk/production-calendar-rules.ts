/**
 * The Production Calendar's rules (D2 sections 2, 4 and 9): which warehouses it shows and the timing
 * class of an event. Used by the server (the warehouse check) and by the calendar (the colours and
 * labels, re-evaluated when the warehouse's day changes while the screen is open).
 *
 * "Today" is the calendar day at the warehouse: both calendar warehouses keep Eastern time
 * (America/New_York, the zone of the docks elsewhere in the app). Days are whole calendar days, so an
 * event's class changes at the warehouse's midnight, never in the middle of its day.
 */
import { dayIn, daysBetween, msUntilNextDay as msUntilNextDayIn, OFFICE_TZ } from '../../lib/zoned-time';

/** D2 section 2: a month view for these warehouses. */
export const CALENDAR_WAREHOUSES = ['kentucky', 'pennsylvania'] as const;
export type CalendarWarehouse = (typeof CALENDAR_WAREHOUSES)[number];

/** The zone in which each calendar warehouse's "today" is read. */
export const CALENDAR_TZ: Record<CalendarWarehouse, string> = {
  kentucky: OFFICE_TZ,
  pennsylvania: OFFICE_TZ,
};

/** D2 section 9: pieces a warehouse builds in a day. */
export const DAILY_CAPACITY = 4300;
/** D2 section 9: soon when under 3 days away and over 3 days of capacity. */
export const SOON = { days: 3, ratio: 3 } as const;
/** D2 section 9: upcoming when under 7 days away and over 7 days of capacity. */
export const UPCOMING = { days: 7, ratio: 7 } as const;

export const TIMINGS = ['late', 'soon', 'upcoming', 'normal'] as const;
export type Timing = (typeof TIMINGS)[number];

/** What the calendar writes beside the colour (colour is never the only cue). */
export const TIMING_LABEL: Record<Timing, string> = {
  late: 'Late',
  soon: 'Soon',
  upcoming: 'Upcoming',
  normal: 'On schedule',
};

/** What each class means, for the legend. */
export const TIMING_MEANING: Record<Timing, string> = {
  late: 'due today or earlier',
  soon: `due within ${SOON.days - 1} days, over ${SOON.ratio} days of capacity`,
  upcoming: `due within ${UPCOMING.days - 1} days, over ${UPCOMING.ratio} days of capacity`,
  normal: 'everything else',
};

export function isCalendarWarehouse(value: string | null | undefined): value is CalendarWarehouse {
  return typeof value === 'string' && (CALENDAR_WAREHOUSES as readonly string[]).includes(value);
}

/** Whole calendar days from `today` to `date` (negative when the date has passed). */
export const daysUntil = (date: string, today: string): number => daysBetween(today, date);

/** The calendar day (YYYY-MM-DD) at `nowMs` in the warehouse's zone. */
export const warehouseToday = (warehouse: CalendarWarehouse, nowMs: number): string =>
  dayIn(nowMs, CALENDAR_TZ[warehouse]);

/** An event as the rules read it. */
export type TimedEvent = { date: string; qty: number };

/** Days of the warehouse's capacity the event's pieces take (qty / 4300). */
export const capacityDays = (qty: number): number => qty / DAILY_CAPACITY;

/**
 * D2 section 4: late when the date is today or earlier; soon when under 3 days away and qty/4300
 * is above 3; upcoming when under 7 days away and qty/4300 is above 7; otherwise normal. The first
 * rule that holds wins, so a large event 2 days away is soon, not upcoming.
 */
export function timingClass(event: TimedEvent, today: string): Timing {
  const days = daysUntil(event.date, today);
  if (Number.isNaN(days)) return 'normal';
  if (days <= 0) return 'late';
  const ratio = capacityDays(event.qty);
  if (days < SOON.days && ratio > SOON.ratio) return 'soon';
  if (days < UPCOMING.days && ratio > UPCOMING.ratio) return 'upcoming';
  return 'normal';
}

/** The class of an event at a warehouse at the instant `nowMs` (the screen's clock). */
export function timingAt(event: TimedEvent, warehouse: CalendarWarehouse, nowMs: number): Timing {
  return timingClass(event, warehouseToday(warehouse, nowMs));
}

/** How long until the warehouse's day changes after `nowMs` (ms, at least 1): when classes can change. */
export const msUntilNextDay = (warehouse: CalendarWarehouse, nowMs: number): number =>
  msUntilNextDayIn(nowMs, CALENDAR_TZ[warehouse]);
