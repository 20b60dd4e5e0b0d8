import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, dayStartIn, msUntilNextDay, OFFICE_TZ } from './zoned-time';

const HOUR = 3_600_000;

describe('zoned time at the office (America/New_York)', () => {
  it('reads the day at the office, not in UTC', () => {
    // 03:30 UTC on the 25th is 22:30 on the 24th in New York (EST, UTC-5).
    expect(dayIn(Date.parse('2026-11-25T03:30:00Z'))).toBe('2026-11-24');
    expect(dayIn(Date.parse('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
    expect(dayIn(Date.parse('2026-11-25T03:30:00Z'), 'UTC')).toBe('2026-11-25');
    expect(OFFICE_TZ).toBe('America/New_York');
  });

  it('starts a day at local midnight in winter, in summer and across the changes', () => {
    expect(dayStartIn('2026-11-24')).toBe(Date.parse('2026-11-24T05:00:00Z'));
    expect(dayStartIn('2026-07-04')).toBe(Date.parse('2026-07-04T04:00:00Z'));
    // 2026-03-08 is 23 hours long, 2026-11-01 is 25.
    expect(dayStartIn('2026-03-09') - dayStartIn('2026-03-08')).toBe(23 * HOUR);
    expect(dayStartIn('2026-11-02') - dayStartIn('2026-11-01')).toBe(25 * HOUR);
    expect(dayStartIn('2026-02-30')).toBeNaN();
    expect(dayStartIn('soon')).toBeNaN();
  });

  it('counts whole days and steps over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-24', '2026-11-27')).toBe(3);
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4);
    expect(daysBetween('2026-11-24', 'x')).toBeNaN();
  });

  it('says when the day next changes, at least 1 ms ahead', () => {
    const lateEvening = Date.parse('2026-11-25T04:30:00Z'); // 23:30 in New York
    expect(msUntilNextDay(lateEvening)).toBe(30 * 60_000);
    const lastMs = dayStartIn('2026-11-25') - 1;
    expect(msUntilNextDay(lastMs)).toBe(1);
    // The evening before the fall-back change: midnight is still 30 minutes away.
    expect(msUntilNextDay(Date.parse('2026-11-01T03:30:00Z'))).toBe(30 * 60_000);
  });
});
