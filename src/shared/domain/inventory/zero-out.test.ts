import { describe, expect, it } from 'vitest';
import {
  isListed,
  normalizeZeroOutSku,
  sameSku,
  ZERO_OUT_MESSAGES as M,
  zeroOutAddedAt,
  zeroOutDateText,
  zeroOutSkuProblem,
} from './zero-out';

describe('a zeroed-out SKU (D3 5: trimmed; empty not allowed)', () => {
  it('is trimmed', () => {
    expect(normalizeZeroOutSku('  101234 \t')).toBe('101234');
    expect(normalizeZeroOutSku(null)).toBe('');
  });

  it('refuses empty and blank input', () => {
    expect(zeroOutSkuProblem('')).toBe(M.empty);
    expect(zeroOutSkuProblem('   ')).toBe(M.empty);
    expect(zeroOutSkuProblem(undefined)).toBe(M.empty);
    expect(M.empty).toBe('Enter a SKU to add.');
  });

  it('refuses a SKU longer than 40 characters', () => {
    expect(zeroOutSkuProblem('9'.repeat(40))).toBeNull();
    expect(zeroOutSkuProblem('9'.repeat(41))).toBe(M.tooLong);
  });

  it('is listed once, compared without case or blanks', () => {
    const list = [{ sku: 'AB12' }, { sku: '101234' }];
    expect(sameSku(' ab12 ', 'AB12')).toBe(true);
    expect(isListed(list, ' 101234')).toBe(true);
    expect(isListed(list, '101235')).toBe(false);
  });

  it('names the SKU in its refusals', () => {
    expect(M.duplicate('101234')).toBe('SKU 101234 is already zeroed out.');
    expect(M.unknown('XYZ')).toBe('SKU XYZ is not in the item list.');
    expect(M.notListed('XYZ')).toBe('SKU XYZ is not on the zeroed-out list.');
  });
});

describe('the date added (D3 9: shown in America/New_York)', () => {
  it('shows New York wall time in winter (UTC-5) and summer (UTC-4)', () => {
    expect(zeroOutDateText('2026-01-15T03:30:00Z')).toBe('01/14/2026 10:30 PM');
    expect(zeroOutDateText('2026-07-04T16:05:00.000Z')).toBe('07/04/2026 12:05 PM');
  });

  it('takes the sent time, never one after the server clock', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    expect(zeroOutAddedAt('2026-03-04T11:59:00Z', now).toISOString()).toBe('2026-03-04T11:59:00.000Z');
    expect(zeroOutAddedAt('2026-03-04T12:30:00Z', now)).toBe(now);
    expect(zeroOutAddedAt(undefined, now)).toBe(now);
    expect(zeroOutAddedAt('not a date', now)).toBe(now);
  });
});
