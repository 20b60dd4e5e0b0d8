import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_TIMES_END_OFFSET_HOURS,
  EMPLOYEE_TIMES_MESSAGES as M,
  EMPLOYEE_TIMES_START_OFFSET_HOURS,
  employeeTimesRange,
  employeeTimesRangeProblem,
  employeeTimesSearchReady,
  hoursText,
} from './employee-times';

describe('the employee times date conversion (D3 5: -4 hours for the start, +20 hours for the end)', () => {
  it('keeps the spec offsets', () => {
    expect(EMPLOYEE_TIMES_START_OFFSET_HOURS).toBe(-4);
    expect(EMPLOYEE_TIMES_END_OFFSET_HOURS).toBe(20);
  });

  it('moves the start 4 hours back and the end 20 hours on from midnight UTC', () => {
    const { from, to } = employeeTimesRange('2026-03-02', '2026-03-06');
    expect(from.toISOString()).toBe('2026-03-01T20:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-06T20:00:00.000Z');
  });

  it('makes one day a 24-hour window', () => {
    const { from, to } = employeeTimesRange('2026-03-02', '2026-03-02');
    expect(from.toISOString()).toBe('2026-03-01T20:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-02T20:00:00.000Z');
    expect(to.getTime() - from.getTime()).toBe(24 * 3_600_000);
  });

  it('crosses month and year ends', () => {
    const { from, to } = employeeTimesRange('2026-01-01', '2026-12-31');
    expect(from.toISOString()).toBe('2025-12-31T20:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-31T20:00:00.000Z');
  });

  it('refuses a date that is not real', () => {
    expect(() => employeeTimesRange('2026-02-30', '2026-03-01')).toThrow(M.startDate);
    expect(() => employeeTimesRange('2026-03-01', 'tomorrow')).toThrow(M.endDate);
  });
});

describe('the range', () => {
  it.each([
    ['2026-03-02', '2026-03-02', null],
    ['2026-03-03', '2026-03-02', M.order],
    ['2026-3-2', '2026-03-02', M.startDate],
    ['2026-03-02', '', M.endDate],
    ['2025-01-01', '2026-01-01', null],
    ['2025-01-01', '2026-01-02', M.tooLong],
  ])('%s to %s -> %s', (start, end, problem) => {
    expect(employeeTimesRangeProblem(start, end)).toBe(problem);
  });
});

describe('Search (D3 5: disabled until start date, end date and warehouse are set)', () => {
  const full = { start_date: '2026-03-02', end_date: '2026-03-02', warehouse: 'KY' };
  it('is ready with all three', () => expect(employeeTimesSearchReady(full)).toBe(true));
  it.each(['start_date', 'end_date', 'warehouse'] as const)('is not ready without %s', (key) => {
    expect(employeeTimesSearchReady({ ...full, [key]: '' })).toBe(false);
    expect(employeeTimesSearchReady({ ...full, [key]: '  ' })).toBe(false);
  });
});

it('shows hours with two decimals', () => {
  expect(hoursText(7.5)).toBe('7.50');
  expect(hoursText(0)).toBe('0.00');
});
