import { describe, expect, it } from 'vitest';
import { TRACKING_LENGTH, carrierOfTracking } from '@shared/domain/carriers/tracking';
import { AMAZON_TRACKING, erpNumber, isValidUpc, trackingNumber, upcFor } from './codes';
import { hashKey, rngFor } from './prng';
import { interchange, parseSegments } from './x12';

describe('prng', () => {
  it('gives the same stream for the same key and a different one otherwise', () => {
    const draw = (seed: number, ...key: string[]) =>
      Array.from({ length: 5 }, () => rngFor(seed, ...key)).map((r) => r.float());
    expect(draw(1, 'a')).toEqual(draw(1, 'a'));
    expect(rngFor(1, 'a').float()).not.toBe(rngFor(2, 'a').float());
    expect(hashKey('ab', 'c')).not.toBe(hashKey('a', 'bc'));
  });

  it('keeps int() within its bounds', () => {
    const rng = rngFor(3, 'bounds');
    const values = Array.from({ length: 2000 }, () => rng.int(2, 5));
    expect(Math.min(...values)).toBe(2);
    expect(Math.max(...values)).toBe(5);
  });
});

describe('codes', () => {
  it('writes UPC-A numbers whose check digit verifies', () => {
    expect(isValidUpc('036000291452')).toBe(true); // a published example
    expect(isValidUpc('036000291453')).toBe(false);
    for (let n = 1; n < 500; n++) expect(isValidUpc(upcFor('840195', n))).toBe(true);
  });

  it('gives each carrier its tracking length, unique per package', () => {
    for (const carrier of ['fedex', 'ups', 'usps'] as const) {
      const numbers = new Set(
        Array.from({ length: 1000 }, (_, id) => trackingNumber(carrier, id + 1, 'KYFR7')),
      );
      expect(numbers.size).toBe(1000);
      for (const t of numbers) {
        expect(t).toHaveLength(TRACKING_LENGTH[carrier]);
        expect(carrierOfTracking(t)).toBe(carrier);
      }
    }
    expect(trackingNumber('amazon', 42, 'x')).toMatch(AMAZON_TRACKING);
  });

  it('pads ERP numbers to 7 digits', () => {
    expect(erpNumber(123_456)).toBe('0123456');
    expect(erpNumber(900_001)).toMatch(/^\d{7}$/);
  });
});

describe('x12', () => {
  it('counts segments in SE and closes the group and interchange', () => {
    const text = interchange(
      {
        sender: 'FURHAVEN',
        receiver: 'CHEEDI',
        at: new Date('2026-03-02T10:00:00Z'),
        control: 100_123,
        functionalId: 'PO',
        transactionType: '850',
      },
      [
        ['BEG', '00', 'SA', 'PO1', '', '20260302'],
        ['PO1', 1, 2, 'EA', '10.00', '', 'VN', 'SKU1'],
        ['CTT', 1],
      ],
    );
    const segments = parseSegments(text);
    expect(segments[0]?.[0]).toBe('ISA');
    expect(text.split('\n')[0]).toHaveLength(106); // fixed-width ISA with its terminator
    const st = segments.findIndex((s) => s[0] === 'ST');
    const se = segments.findIndex((s) => s[0] === 'SE');
    expect(Number(segments[se]?.[1])).toBe(se - st + 1);
    expect(segments.find((s) => s[0] === 'GS')?.[6]).toBe('100123');
    expect(segments.at(-2)).toEqual(['GE', '1', '100123']);
    expect(segments.at(-1)).toEqual(['IEA', '1', '000100123']);
  });
});
