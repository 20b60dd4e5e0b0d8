import { describe, expect, it } from 'vitest';
import { CARRIERS } from '@shared/domain/carriers/tracking';
import { neverScanned } from '../integrations/carriers/sandbox-tracking';
import { isValidTracking } from '../integrations/carriers/tracking-numbers';
import { erpNumber, isValidUpc, upcFor } from './codes';
import { worldTracking } from './parcel-labels';
import { hashKey, rngFor } from './prng';
import { counterKey, counterRows, usedNumber } from './sim-counters';
import { IdSequences } from './table-batch';

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

  it('draws tracking numbers the carriers sandbox would sell, scanned or never scanned as asked', () => {
    const ids = new IdSequences();
    for (const carrier of CARRIERS) {
      const waiting = worldTracking(ids, 'furhaven', carrier, 'GROUND', false);
      const shipped = worldTracking(ids, 'worldwise', carrier, 'GROUND', true);
      for (const number of [waiting, shipped]) expect(isValidTracking(carrier, number)).toBe(true);
      expect([neverScanned(waiting), neverScanned(shipped)]).toEqual([true, false]);
    }
    // One global sequence per carrier, as the sandbox keeps it: the serials never repeat.
    expect(ids.peek(counterKey('global', 'carrier-ups'))).toBeGreaterThanOrEqual(2);
  });

  it('leaves each simulator sequence at the highest number the world used', () => {
    const ids = new IdSequences();
    ids.next('dropship_orders');
    usedNumber(ids, 'furhaven', 'erp-order', '0900042');
    usedNumber(ids, 'furhaven', 'erp-order', '0100007');
    usedNumber(ids, 'worldwise', 'erp-invoice', 'AR000310');
    expect(ids.next(counterKey('worldwise', 'edi-inbound:bulk:Chewy'), 100_000)).toBe(100_001);
    expect(counterRows(ids)).toEqual([
      { scope: 'furhaven', name: 'erp-order', value: 900_042 },
      { scope: 'worldwise', name: 'erp-invoice', value: 310 },
      { scope: 'worldwise', name: 'edi-inbound:bulk:Chewy', value: 100_001 },
    ]);
  });

  it('pads ERP numbers to 7 digits', () => {
    expect(erpNumber(123_456)).toBe('0123456');
    expect(erpNumber(900_001)).toMatch(/^\d{7}$/);
  });
});
