import { describe, expect, it } from 'vitest';
import { carrierOfTracking, CARRIERS } from '@shared/domain/carriers/tracking';
import { isValidTracking, trackingNumber, upsCheckDigit, uspsCheckDigit } from './tracking-numbers';

describe('tracking numbers', () => {
  it('has the lengths the screens link by (12 FedEx, 18 UPS, 22 USPS)', () => {
    const parts = { account: '123456789', serial: 42, service: '' };
    expect(trackingNumber('fedex', parts)).toHaveLength(12);
    expect(trackingNumber('ups', parts)).toMatch(/^1Z[0-9A-Z]{16}$/);
    expect(trackingNumber('usps', parts)).toHaveLength(22);
    expect(trackingNumber('amazon', parts)).toMatch(/^TBA\d{12}$/);
    for (const carrier of ['fedex', 'ups', 'usps'] as const) {
      expect(carrierOfTracking(trackingNumber(carrier, parts))).toBe(carrier);
    }
  });

  it('computes the published check digits', () => {
    // The 1Z example of UPS's own documentation: 1Z 999AA1 01 2345678 4.
    expect(upsCheckDigit('999AA1012345678')).toBe(4);
    // USPS uses the GS1 mod 10; the textbook GS1 example is UPC 03600029145 with check digit 2.
    expect(uspsCheckDigit('03600029145')).toBe(2);
  });

  it('validates its own numbers and rejects a changed digit', () => {
    for (const carrier of CARRIERS) {
      const good = trackingNumber(carrier, { account: 'A1B2C3', serial: 1234, service: '' });
      expect(isValidTracking(carrier, good)).toBe(true);
    }
    const fedex = trackingNumber('fedex', { account: '7', serial: 99, service: '' });
    const broken = `${fedex.slice(0, 11)}${(Number(fedex[11]) + 1) % 10}`;
    expect(isValidTracking('fedex', broken)).toBe(false);
  });

  it('gives different numbers for different serials and accounts', () => {
    const a = trackingNumber('usps', { account: '1', serial: 1, service: '' });
    expect(trackingNumber('usps', { account: '1', serial: 2, service: '' })).not.toBe(a);
    expect(trackingNumber('usps', { account: '2', serial: 1, service: '' })).not.toBe(a);
  });
});
