import { describe, expect, it } from 'vitest';
import { GS1_COMPANY_PREFIX, gs1CheckDigit, isValidSscc, sscc } from './sscc';

describe('GS1 mod-10 check digit', () => {
  it("gives GS1's own examples: the SSCC 10614141123456789-7 and the UPC 03600029145-2", () => {
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('37610425002123456')).toBe(9);
  });

  it('refuses anything but digits', () => {
    expect(() => gs1CheckDigit('1234A')).toThrow();
    expect(() => gs1CheckDigit('')).toThrow();
  });
});

describe('SSCC-18', () => {
  it('is the extension digit, the company prefix, the serial padded to 17 digits, then the check digit', () => {
    expect(sscc('0614141', 123456789, 1)).toBe('106141411234567897');
    const code = sscc(GS1_COMPANY_PREFIX.furhaven, 42);
    expect(code).toBe(`00840195000000042${gs1CheckDigit('00840195000000042')}`);
    expect(code).toHaveLength(18);
    expect(isValidSscc(code)).toBe(true);
  });

  it('marks pallets with extension digit 1 and cartons with 0, so the same serial never repeats a code', () => {
    const carton = sscc(GS1_COMPANY_PREFIX.worldwise, 7, 0);
    const pallet = sscc(GS1_COMPANY_PREFIX.worldwise, 7, 1);
    expect(carton[0]).toBe('0');
    expect(pallet[0]).toBe('1');
    expect(carton).not.toBe(pallet);
    expect([carton, pallet].every(isValidSscc)).toBe(true);
  });

  it('refuses a serial that does not fit beside the prefix, and a bad prefix', () => {
    expect(() => sscc('0840195', 1_000_000_000)).toThrow(/at most 9 digits/);
    expect(() => sscc('0840195', -1)).toThrow();
    expect(() => sscc('12AB', 1)).toThrow();
    expect(sscc('0840195', 999_999_999)).toMatch(/^00840195999999999\d$/);
  });

  it('finds a wrong check digit, a wrong length and letters', () => {
    expect(isValidSscc('106141411234567897')).toBe(true);
    expect(isValidSscc('106141411234567890')).toBe(false);
    expect(isValidSscc('10614141123456789')).toBe(false);
    expect(isValidSscc('10614141123456789X')).toBe(false);
  });
});
