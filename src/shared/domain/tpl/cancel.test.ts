import { describe, expect, it } from 'vitest';
import { cancelOrderNumberProblem, ORDER_NUMBER_REQUIRED } from './cancel';

describe('cancelOrderNumberProblem', () => {
  it('takes an ERP number or a Geodis order id', () => {
    expect(cancelOrderNumberProblem(' 0980001 ')).toBeNull();
    expect(cancelOrderNumberProblem('100000007')).toBeNull();
  });
  it('refuses empty, long or odd numbers', () => {
    expect(cancelOrderNumberProblem('  ')).toBe(ORDER_NUMBER_REQUIRED);
    expect(cancelOrderNumberProblem('1'.repeat(31))).toMatch(/at most 30/);
    expect(cancelOrderNumberProblem('09 8')).toMatch(/letters, digits and dashes/);
  });
});
