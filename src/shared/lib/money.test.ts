import { describe, expect, it } from 'vitest';
import { fromCents, isMoney, multiplyMoney, sumMoney, toCents } from './money';

describe('money as exact decimal text', () => {
  it('reads and writes cents without float drift', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('-3')).toBe(-300n);
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(-5n)).toBe('-0.05');
    // 0.1 + 0.2 is the classic float trap.
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
  });

  it('multiplies a unit price by a whole quantity', () => {
    expect(multiplyMoney('19.99', 3)).toBe('59.97');
    expect(() => multiplyMoney('1.00', 1.5)).toThrow(/whole/);
  });

  it('refuses text that is not money', () => {
    expect(isMoney('1.234')).toBe(false);
    expect(isMoney('abc')).toBe(false);
    expect(() => toCents('1e3')).toThrow(/Not an amount/);
  });
});
