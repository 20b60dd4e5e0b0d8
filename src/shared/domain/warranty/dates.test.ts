import { describe, expect, it } from 'vitest';
import { exportFileDate, parseWarrantyDate, warrantyDate, warrantyDateToLocal } from './dates';

describe('warranty dates (D3 section 5 and 9)', () => {
  it('sends the order date as year-month-day without zero padding', () => {
    expect(warrantyDate(new Date(2026, 2, 7))).toBe('2026-3-7');
    expect(warrantyDate(new Date(2026, 10, 25))).toBe('2026-11-25');
  });

  it('reads padded, unpadded and ISO dates, and refuses dates that do not exist', () => {
    expect(parseWarrantyDate('2026-3-7')).toBe('2026-03-07');
    expect(parseWarrantyDate('2026-03-07')).toBe('2026-03-07');
    expect(parseWarrantyDate('2026-03-07T00:00:00.000Z')).toBe('2026-03-07');
    expect(parseWarrantyDate('2026-2-30')).toBeNull();
    expect(parseWarrantyDate('3/7/2026')).toBeNull();
    expect(warrantyDateToLocal('2026-3-7')?.getDate()).toBe(7);
  });

  it('names export files by month.day.two-digit year', () => {
    expect(exportFileDate(new Date(2026, 2, 7))).toBe('3.7.26');
    expect(exportFileDate(new Date(2030, 11, 31))).toBe('12.31.30');
    expect(exportFileDate(new Date(2005, 0, 1))).toBe('1.1.05');
  });
});
