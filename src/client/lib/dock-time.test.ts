import { describe, expect, it } from 'vitest';
import { dockDateTime, dockTime, dockToday, longDate } from './dock-time';

describe('dock times (America/New_York)', () => {
  it('reads today at the dock, not in UTC', () => {
    // 02:30 UTC on 4 March is still 3 March in New York (EST, UTC-5).
    expect(dockToday(new Date('2025-03-04T02:30:00Z'))).toBe('2025-03-03');
    expect(dockToday(new Date('2025-03-04T05:00:00Z'))).toBe('2025-03-04');
  });

  it('shows times as h:mm A, across daylight saving time', () => {
    expect(dockTime('2025-01-15T19:05:00Z')).toBe('2:05 PM');
    expect(dockTime('2025-07-15T18:05:00Z')).toBe('2:05 PM');
    expect(dockTime('2025-07-15T04:00:00Z')).toBe('12:00 AM');
  });

  it('adds the day when a time falls on another day than the list', () => {
    expect(dockTime('2025-03-04T15:00:00Z', '2025-03-04')).toBe('10:00 AM');
    expect(dockTime('2025-03-05T15:00:00Z', '2025-03-04')).toBe('Mar 5, 10:00 AM');
  });

  it('formats the drawer and the summary', () => {
    expect(dockDateTime('2025-03-04T19:05:00Z')).toBe('Tue, Mar 4, 2025, 2:05 PM');
    expect(longDate('2001-01-02')).toBe('Tuesday, January 2, 2001');
  });
});
