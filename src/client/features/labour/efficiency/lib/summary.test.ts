import { describe, expect, it } from 'vitest';
import { outputByWarehouse, percentText } from './summary';

const row = (warehouse: string, expected: number, actual: number) => ({
  date: '2026-03-02',
  warehouse,
  shift: 'First' as const,
  scheduled: expected,
  capacity: 4300,
  expected,
  actual,
  percent: null,
});

describe('output by warehouse', () => {
  it('sums each warehouse and the planned ones together, actual over expected', () => {
    const { warehouses, total } = outputByWarehouse([
      row('PA', 4300, 3870),
      row('KY', 1000, 500),
      row('KY', 1000, 1500),
      row('TX', 0, 40),
    ]);
    expect(warehouses.map((w) => [w.warehouse, w.expected, w.actual, w.percent])).toEqual([
      ['KY', 2000, 2000, 100],
      ['PA', 4300, 3870, 90],
      ['TX', 0, 40, null],
    ]);
    expect(total).toEqual({ warehouse: 'All planned', expected: 6300, actual: 5870, percent: 93.2 });
    expect(percentText(null)).toBe('–');
    expect(percentText(93.8)).toBe('93.8%');
  });
});
