import { describe, expect, it } from 'vitest';
import { addMonths, dayLabel, gridRange, monthLabel, monthWeeks } from './month-grid';

describe('the month grid', () => {
  it('covers March 2026 with whole Sunday-first weeks, edge days marked', () => {
    const weeks = monthWeeks('2026-03');
    // 2026-03-01 is a Sunday; 2026-03-31 a Tuesday.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: '2026-03-01', day: 1, inMonth: true });
    expect(weeks[4]![2]).toEqual({ date: '2026-03-31', day: 31, inMonth: true });
    expect(weeks[4]![6]).toEqual({ date: '2026-04-04', day: 4, inMonth: false });
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });

  it('takes six weeks when the month needs them, four for a February that fits', () => {
    // 2026-08-01 is a Saturday, 31 days: six rows.
    expect(monthWeeks('2026-08')).toHaveLength(6);
    // 2026-02-01 is a Sunday, 28 days: four rows.
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(gridRange('2026-08')).toEqual({ start: '2026-07-26', end: '2026-09-05' });
    // A leap February.
    expect(
      monthWeeks('2028-02')
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(29);
  });

  it('steps months across years and names them', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(dayLabel('2026-03-04')).toBe('Wednesday, March 4, 2026');
  });
});
