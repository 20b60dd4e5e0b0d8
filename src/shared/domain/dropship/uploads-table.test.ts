import { describe, expect, it } from 'vitest';
import { isDeletableOrder, offersMasterPackslips, uploadResultMessage } from './uploads-table';

describe('messages', () => {
  it('uses the spec wording', () => {
    expect(uploadResultMessage(5, 2)).toBe('Successful Uploads: 5 / Failed Uploads: 2');
  });
  it('offers master packslips only for Petsense', () => {
    expect(offersMasterPackslips('Petsense')).toBe(true);
    expect(offersMasterPackslips('Petco')).toBe(false);
    expect(offersMasterPackslips(null)).toBe(false);
  });
});

describe('delete rules', () => {
  it('deletes orders that are neither on a pull sheet nor past creation', () => {
    expect(isDeletableOrder({ order_status: 100, on_pullsheet: false })).toBe(true);
    expect(isDeletableOrder({ order_status: 198, on_pullsheet: false })).toBe(true);
    expect(isDeletableOrder({ order_status: 197, on_pullsheet: false })).toBe(true);
    expect(isDeletableOrder({ order_status: 199, on_pullsheet: false })).toBe(true);
    expect(isDeletableOrder({ order_status: 100, on_pullsheet: true })).toBe(false);
    for (const s of [101, 102, 103, 104])
      expect(isDeletableOrder({ order_status: s, on_pullsheet: false })).toBe(false);
  });
});
