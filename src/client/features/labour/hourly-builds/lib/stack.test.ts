import { describe, expect, it } from 'vitest';
import { shiftHours } from '@shared/domain/labour/shifts';
import { stackHours } from './stack';

const data = {
  date: '2026-03-03',
  shift: 'First' as const,
  hours: shiftHours('First'),
  rows: [
    { hour: 5, warehouse: 'KY', group_number: 1, quantity: 10 },
    { hour: 5, warehouse: 'PA', group_number: 2, quantity: 4 },
    { hour: 16, warehouse: 'KY', group_number: 2, quantity: 6 },
    { hour: 17, warehouse: 'KY', group_number: 2, quantity: 99 },
  ],
};

describe('stackHours', () => {
  it('stacks hours 5 to 16 by warehouse, leaving out hours of another shift', () => {
    const stack = stackHours(data, false);
    expect(stack.labels).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16']);
    expect(stack.series.map((s) => s.label)).toEqual(['KY', 'PA']);
    expect(stack.series[0]!.values[0]).toBe(10);
    expect(stack.series[0]!.values[11]).toBe(6);
    expect(stack.total).toBe(20);
  });
  it('stacks by line for one warehouse', () => {
    expect(stackHours(data, true).series.map((s) => s.label)).toEqual(['Line 1', 'Line 2']);
  });
});
