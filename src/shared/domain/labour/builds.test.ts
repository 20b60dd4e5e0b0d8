import { describe, expect, it } from 'vitest';
import { BUILD_MESSAGES, buildQuantityProblem, minutesBetween } from './builds';

describe('build quantity', () => {
  it('is a whole number from 0 to 100,000', () => {
    expect(buildQuantityProblem('12')).toBeNull();
    expect(buildQuantityProblem(' 0 ')).toBeNull();
    expect(buildQuantityProblem(100_000)).toBeNull();
    for (const bad of ['', '-1', '1.5', 'ten', '100001'])
      expect(buildQuantityProblem(bad)).toBe(BUILD_MESSAGES.quantity);
    expect(BUILD_MESSAGES.quantity).toBe('Quantity must be a whole number from 0 to 100,000.');
  });
  it('measures time on the line between builds in minutes', () => {
    expect(minutesBetween(null, 5)).toBeNull();
    expect(minutesBetween(0, 90_000)).toBe(1.5);
  });
});
