import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_MESSAGES as M,
  exportCell,
  exportFileName,
  exportRangeBounds,
  exportRangeProblem,
  exportRows,
  officeTime,
  officeToday,
  statusName,
  TODAYS_COUNTS_COLUMNS,
  todayCountCells,
} from './dashboard';

describe('export formatting (D1 section 9: commas become hyphens)', () => {
  it('replaces every comma of a value with a hyphen', () => {
    expect(exportCell('Louisville, KY')).toBe('Louisville- KY');
    expect(exportCell('a,b,,c')).toBe('a-b--c');
    expect(exportCell('no commas')).toBe('no commas');
  });
  it('writes numbers as text and nothing as an empty cell', () => {
    expect(exportCell(1234)).toBe('1234');
    expect(exportCell(null)).toBe('');
    expect(exportCell(undefined)).toBe('');
  });
  it('applies to every cell of every row', () => {
    expect(
      exportRows([
        ['1,000', 2, null],
        ['Smith, J', 'x', 'y,z'],
      ]),
    ).toEqual([
      ['1-000', '2', ''],
      ['Smith- J', 'x', 'y-z'],
    ]);
    expect(exportRows([])).toEqual([]);
  });
});

describe('export range', () => {
  it('needs both dates, real ones, in order, at most 366 days', () => {
    expect(exportRangeProblem('', '2026-01-01')).toBe(M.startRequired);
    expect(exportRangeProblem('2026-01-01', ' ')).toBe(M.endRequired);
    expect(exportRangeProblem('2026-02-30', '2026-03-01')).toBe(M.startInvalid);
    expect(exportRangeProblem('2026-03-01', '03/02/2026')).toBe(M.endInvalid);
    expect(exportRangeProblem('2026-03-02', '2026-03-01')).toBe(M.order);
    expect(exportRangeProblem('2025-01-01', '2026-01-02')).toBe(M.tooLong);
    expect(exportRangeProblem('2024-01-01', '2024-12-31')).toBeNull(); // 366 days, a leap year
    expect(exportRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });
  it("covers the office's days, both ends included (New York time)", () => {
    const { from, until } = exportRangeBounds('2026-03-01', '2026-03-02');
    expect(from.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(until.toISOString()).toBe('2026-03-03T05:00:00.000Z');
    // Across the spring change: March 8 2026 has 23 hours in New York.
    const dst = exportRangeBounds('2026-03-08', '2026-03-08');
    expect(dst.until.getTime() - dst.from.getTime()).toBe(23 * 3_600_000);
  });
  it("today is the office's day: 02:00 UTC is still yesterday in New York", () => {
    expect(officeToday(new Date('2026-03-03T02:00:00Z')).day).toBe('2026-03-02');
    expect(officeTime('2026-03-03T02:05:00Z')).toBe('2026-03-02 21:05');
    expect(officeTime(null)).toBe('');
  });
});

describe("Today's Counts", () => {
  it('puts both holds in one column and adds a total', () => {
    expect(TODAYS_COUNTS_COLUMNS).toEqual([
      'Warehouse',
      'Created',
      'Pulled',
      'Built',
      'Staged',
      'Shipped',
      'On Hold',
      'Cancelled',
      'Total',
    ]);
    expect(todayCountCells({ '100': 5, '104': 2, '197': 1, '198': 3, '199': 1 })).toEqual([
      5, 0, 0, 0, 2, 4, 1, 12,
    ]);
    expect(todayCountCells({})).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
  it('names statuses as the spec does', () => {
    expect(statusName(100)).toBe('order_created');
    expect(statusName(198)).toBe('order_unacknowledged');
    expect(statusName(42)).toBe('42');
  });
});

describe('file names', () => {
  it('name the export, the warehouse and the days', () => {
    expect(
      exportFileName('orders', { start: '2026-03-01', end: '2026-03-02', warehouse: 'kentucky', today: 'x' }),
    ).toBe('Orders_Kentucky_2026-03-01_2026-03-02.csv');
    expect(exportFileName('todays_counts', { today: '2026-03-02' })).toBe('TodaysCounts_2026-03-02.csv');
    expect(exportFileName('unprocessed', { warehouse: 'pennsylvania', today: '2026-03-02' })).toBe(
      'Unprocessed_Pennsylvania_2026-03-02.csv',
    );
    expect(
      exportFileName('usps', { start: '2026-03-01', end: '2026-03-01', warehouse: 'kentucky', today: 'x' }),
    ).toBe('USPS_Tracking_Kentucky_2026-03-01_2026-03-01.csv');
  });
  it('keeps the export messages of the spec', () => {
    expect(M.uspsExported).toBe('Exported');
    expect(M.uspsFailed).toBe('Failed to Export USPS');
  });
});
