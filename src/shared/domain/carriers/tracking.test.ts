import { describe, expect, it } from 'vitest';
import { carrierLabel, carrierOfTracking } from './tracking';

describe('tracking numbers by length (D1 section 9)', () => {
  it('maps 12 to FedEx, 18 to UPS, 22 and 30 to USPS', () => {
    expect(carrierOfTracking('1'.repeat(12))).toBe('fedex');
    expect(carrierOfTracking('1Z' + '0'.repeat(16))).toBe('ups');
    expect(carrierOfTracking('9'.repeat(22))).toBe('usps');
    expect(carrierOfTracking('9'.repeat(30))).toBe('usps');
  });
  it('leaves other lengths as plain text', () => {
    expect(carrierOfTracking('1'.repeat(11))).toBeNull();
    expect(carrierOfTracking('')).toBeNull();
  });
  it('labels carriers, UNKNOWN otherwise', () => {
    expect(carrierLabel('fedex')).toBe('FedEx');
    expect(carrierLabel('UPS')).toBe('UPS');
    expect(carrierLabel('dhl')).toBe('UNKNOWN');
    expect(carrierLabel(null)).toBe('UNKNOWN');
  });
});
