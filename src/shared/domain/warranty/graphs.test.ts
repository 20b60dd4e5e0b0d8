import { describe, expect, it } from 'vitest';
import {
  ACTION_SERIES,
  WARRANTY_GRAPH_TOP,
  actionSeries,
  actionsOverTime,
  graphBucket,
  periodLabel,
  periodStart,
  periodsInRange,
  skuGroupKey,
  topCounts,
} from './graphs';

describe('warranty graphs (D3 2.9)', () => {
  it('keeps the top 30 by count, ties by name, and totals the rest', () => {
    expect(WARRANTY_GRAPH_TOP).toBe(30);
    const entries = Array.from({ length: 35 }, (_, i) => ({
      key: `SKU-${String(i).padStart(2, '0')}`,
      count: i % 5,
    }));
    const { top, others } = topCounts(entries);
    expect(top).toHaveLength(30);
    expect(top[0]).toEqual({ key: 'SKU-04', count: 4 });
    expect(top[1]).toEqual({ key: 'SKU-09', count: 4 });
    // 35 entries, 7 of each count 0..4: the 5 left out are the last zeros.
    expect(others).toBe(0);
    expect(
      topCounts(
        [
          { key: 'B', count: 2 },
          { key: 'A', count: 2 },
          { key: 'C', count: 1 },
        ],
        2,
      ),
    ).toEqual({
      top: [
        { key: 'A', count: 2 },
        { key: 'B', count: 2 },
      ],
      others: 1,
    });
  });

  it('groups SKUs trimmed and upper-cased, and actions into the three plus Other', () => {
    expect(skuGroupKey(' abc-1 ')).toBe('ABC-1');
    expect(ACTION_SERIES).toEqual(['Yes', 'Yes - WFW', 'No', 'Other']);
    expect(actionSeries('Yes - WFW')).toBe('Yes - WFW');
    expect(actionSeries('Maybe')).toBe('Other');
  });

  it('charts by day up to 31 days, by week up to 26 weeks, by month beyond', () => {
    expect(graphBucket('2026-03-01', '2026-03-31')).toBe('day');
    expect(graphBucket('2026-03-01', '2026-04-01')).toBe('week');
    expect(graphBucket('2026-01-01', '2026-07-01')).toBe('week');
    expect(graphBucket('2026-01-01', '2026-07-02')).toBe('month');
  });

  it('starts weeks on Monday and months on the 1st, as date_trunc does', () => {
    expect(periodStart('2026-03-08', 'week')).toBe('2026-03-02'); // a Sunday
    expect(periodStart('2026-03-02', 'week')).toBe('2026-03-02');
    expect(periodStart('2026-03-17', 'month')).toBe('2026-03-01');
    expect(periodsInRange('2025-11-15', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(periodsInRange('2026-03-01', '2026-03-16', 'week')).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(periodsInRange('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('labels periods', () => {
    expect(periodLabel('2026-03-07', 'day')).toBe('3/7/26');
    expect(periodLabel('2026-03-02', 'week')).toBe('Week of 3/2/26');
    expect(periodLabel('2026-03-01', 'month')).toBe('Mar 2026');
  });

  it('fills actions over time with zeros and shows Other only when used', () => {
    const periods = ['2026-03-01', '2026-03-02', '2026-03-03'];
    expect(
      actionsOverTime(
        [
          { period: '2026-03-01', action: 'Yes', count: 2 },
          { period: '2026-03-03', action: 'No', count: 1 },
          { period: '2026-03-03', action: 'Yes - WFW', count: 4 },
        ],
        periods,
      ),
    ).toEqual([
      { action: 'Yes', counts: [2, 0, 0] },
      { action: 'Yes - WFW', counts: [0, 0, 4] },
      { action: 'No', counts: [0, 0, 1] },
    ]);
    const other = actionsOverTime([{ period: '2026-03-02', action: 'Later', count: 3 }], periods);
    expect(other.at(-1)).toEqual({ action: 'Other', counts: [0, 3, 0] });
  });
});
