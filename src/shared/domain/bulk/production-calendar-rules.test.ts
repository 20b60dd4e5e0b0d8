import { describe, expect, it } from 'vitest';
import {
  capacityDays,
  DAILY_CAPACITY,
  daysUntil,
  isCalendarWarehouse,
  msUntilNextDay,
  SOON,
  timingAt,
  timingClass,
  UPCOMING,
  warehouseToday,
} from './production-calendar-rules';

/** Pieces that take exactly `days` days of the 4,300-piece daily capacity. */
const daysOf = (days: number) => days * 4300;

describe('the calendar numbers (D2 section 9)', () => {
  it('has a daily capacity of 4300, soon at 3 days and ratio 3, upcoming at 7 days and ratio 7', () => {
    expect(DAILY_CAPACITY).toBe(4300);
    expect(SOON).toEqual({ days: 3, ratio: 3 });
    expect(UPCOMING).toEqual({ days: 7, ratio: 7 });
    expect(capacityDays(12_900)).toBe(3);
    expect(capacityDays(30_100)).toBe(7);
  });

  it('shows Kentucky and Pennsylvania only', () => {
    expect(isCalendarWarehouse('kentucky')).toBe(true);
    expect(isCalendarWarehouse('pennsylvania')).toBe(true);
    for (const w of ['texas', 'illinois', 'Kentucky', '', null, undefined])
      expect(isCalendarWarehouse(w)).toBe(false);
  });
});

describe('whole calendar days', () => {
  it('counts days across months, years and a leap day', () => {
    expect(daysUntil('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysUntil('2026-03-11', '2026-03-10')).toBe(1);
    expect(daysUntil('2026-03-09', '2026-03-10')).toBe(-1);
    expect(daysUntil('2026-03-01', '2026-02-28')).toBe(1);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2027-01-02', '2026-12-31')).toBe(2);
    // Across the spring DST change a day is still one day.
    expect(daysUntil('2026-03-09', '2026-03-08')).toBe(1);
  });
});

describe('the timing class (D2 section 4)', () => {
  const today = '2026-03-10';

  it('is late when the date is today or earlier, whatever the quantity', () => {
    for (const qty of [0, 1, daysOf(3), daysOf(100)]) {
      expect(timingClass({ date: '2026-03-10', qty }, today)).toBe('late');
      expect(timingClass({ date: '2026-03-09', qty }, today)).toBe('late');
      expect(timingClass({ date: '2025-12-31', qty }, today)).toBe('late');
    }
  });

  it('is soon under 3 days with qty/4300 above 3 (not at 3, not at 3 days)', () => {
    expect(timingClass({ date: '2026-03-11', qty: daysOf(3) + 1 }, today)).toBe('soon');
    expect(timingClass({ date: '2026-03-12', qty: daysOf(3) + 1 }, today)).toBe('soon');
    // Exactly 3 days of capacity is not above 3.
    expect(timingClass({ date: '2026-03-12', qty: daysOf(3) }, today)).toBe('normal');
    // 3 days away is not under 3.
    expect(timingClass({ date: '2026-03-13', qty: daysOf(3) + 1 }, today)).toBe('normal');
  });

  it('is upcoming under 7 days with qty/4300 above 7 (not at 7, not at 7 days)', () => {
    expect(timingClass({ date: '2026-03-13', qty: daysOf(7) + 1 }, today)).toBe('upcoming');
    expect(timingClass({ date: '2026-03-16', qty: daysOf(7) + 1 }, today)).toBe('upcoming');
    expect(timingClass({ date: '2026-03-16', qty: daysOf(7) }, today)).toBe('normal');
    expect(timingClass({ date: '2026-03-17', qty: daysOf(7) + 1 }, today)).toBe('normal');
    // Over 3 but not over 7 days of capacity, 4 days away: neither rule holds.
    expect(timingClass({ date: '2026-03-14', qty: daysOf(5) }, today)).toBe('normal');
  });

  it('takes the first rule that holds: a large event 2 days away is soon', () => {
    expect(timingClass({ date: '2026-03-12', qty: daysOf(8) }, today)).toBe('soon');
  });

  it('reads a malformed date as normal rather than guessing', () => {
    expect(timingClass({ date: 'not a date', qty: daysOf(10) }, today)).toBe('normal');
  });
});

describe('a moving clock at the warehouse', () => {
  // 2026-03-12 00:00 in New York (EDT begins 2026-03-08) is 04:00 UTC.
  const midnight = Date.parse('2026-03-12T04:00:00.000Z');
  const big = { date: '2026-03-14', qty: daysOf(8) };

  it("reads today in the warehouse's zone, not UTC", () => {
    expect(warehouseToday('kentucky', midnight - 1)).toBe('2026-03-11');
    expect(warehouseToday('kentucky', midnight)).toBe('2026-03-12');
    expect(warehouseToday('pennsylvania', Date.parse('2026-03-12T03:30:00.000Z'))).toBe('2026-03-11');
  });

  it('moves an event from upcoming to soon to late as the days pass, at midnight exactly', () => {
    // 3 days before: upcoming (under 7, over 7 days of capacity) until the last millisecond.
    expect(timingAt(big, 'kentucky', midnight - 1)).toBe('upcoming');
    // 2 days before: soon.
    expect(timingAt(big, 'kentucky', midnight)).toBe('soon');
    expect(timingAt(big, 'kentucky', midnight + 86_400_000 - 1)).toBe('soon');
    expect(timingAt(big, 'kentucky', midnight + 86_400_000)).toBe('soon');
    // The day itself: late.
    expect(timingAt(big, 'kentucky', midnight + 2 * 86_400_000 - 1)).toBe('soon');
    expect(timingAt(big, 'kentucky', midnight + 2 * 86_400_000)).toBe('late');
    expect(timingAt(big, 'pennsylvania', midnight + 30 * 86_400_000)).toBe('late');
  });

  it('keeps a small event normal until its day, then late', () => {
    const small = { date: '2026-03-14', qty: 500 };
    expect(timingAt(small, 'pennsylvania', midnight)).toBe('normal');
    expect(timingAt(small, 'pennsylvania', midnight + 2 * 86_400_000 - 1)).toBe('normal');
    expect(timingAt(small, 'pennsylvania', midnight + 2 * 86_400_000)).toBe('late');
  });

  it('says when the day changes next, across the DST change too', () => {
    expect(msUntilNextDay('kentucky', midnight - 1)).toBe(1);
    expect(msUntilNextDay('kentucky', midnight)).toBe(86_400_000);
    expect(msUntilNextDay('kentucky', midnight - 3_600_000)).toBe(3_600_000);
    // 2026-03-08 in New York is 23 hours long (05:00Z to 04:00Z next day).
    expect(msUntilNextDay('kentucky', Date.parse('2026-03-08T05:00:00.000Z'))).toBe(23 * 3_600_000);
    // 2026-11-01 is 25 hours long (04:00Z to 05:00Z next day).
    expect(msUntilNextDay('pennsylvania', Date.parse('2026-11-01T04:00:00.000Z'))).toBe(25 * 3_600_000);
  });
});
