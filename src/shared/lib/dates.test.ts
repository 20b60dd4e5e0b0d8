import { describe, expect, it } from 'vitest';
import { datePart, isYmd, orderDateText, padErpNumber, toYmd } from './dates';

describe('dates and ERP numbers', () => {
  it('formats dates as YYYY-MM-DD', () => {
    expect(toYmd(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toYmd(new Date(2026, 10, 21))).toBe('2026-11-21');
  });
  it('validates YYYY-MM-DD calendar dates', () => {
    expect(isYmd('2026-02-28')).toBe(true);
    expect(isYmd('2026-02-30')).toBe(false);
    expect(isYmd('2026-2-3')).toBe(false);
    expect(isYmd('2024-02-29')).toBe(true);
  });
  it('pads Acumatica order numbers to 7 characters', () => {
    expect(padErpNumber('1234')).toBe('0001234');
    expect(padErpNumber(42)).toBe('0000042');
    expect(padErpNumber('1234567')).toBe('1234567');
    expect(padErpNumber(' 98 ')).toBe('0000098');
    expect(padErpNumber('')).toBe('');
    expect(padErpNumber(null)).toBe('');
  });
  it('replaces the T of order dates and cuts to the date part', () => {
    expect(orderDateText('2026-11-21T08:30:00')).toBe('2026-11-21 08:30:00');
    expect(datePart('2026-11-21 08:30:00')).toBe('2026-11-21');
    expect(datePart(null)).toBe('');
  });
});
