import { describe, expect, it } from 'vitest';
import { CARRIER_MESSAGES, carrierProblem, missingCarrierFields, normaliseCarrier } from './carriers';

const estes = { carrier: 'Estes Express Lines', scac: 'EXLA', shorthand: 'Estes' };

describe('Add Carrier rules (D2 sections 3, 5, 9)', () => {
  it('accepts a carrier with its name, a 4-character SCAC and a shorthand', () => {
    expect(carrierProblem(estes)).toBeNull();
    expect(missingCarrierFields(estes)).toEqual([]);
  });

  it('requires all three fields, naming the first one missing', () => {
    expect(missingCarrierFields({ carrier: ' ', scac: '', shorthand: 'x' })).toEqual(['carrier', 'scac']);
    expect(carrierProblem({ ...estes, carrier: '' })).toBe('Carrier is required.');
    expect(carrierProblem({ ...estes, scac: '  ' })).toBe('SCAC is required.');
    expect(carrierProblem({ ...estes, shorthand: '' })).toBe('Shorthand is required.');
  });

  it('takes a SCAC of exactly 4 characters (the shipment carrier length), upper-cased', () => {
    expect(carrierProblem({ ...estes, scac: 'exla' })).toBeNull();
    expect(normaliseCarrier({ ...estes, scac: ' exla ' }).scac).toBe('EXLA');
    expect(carrierProblem({ ...estes, scac: 'EXL' })).toBe(CARRIER_MESSAGES.scac);
    expect(carrierProblem({ ...estes, scac: 'EXLAS' })).toBe(CARRIER_MESSAGES.scac);
    expect(carrierProblem({ ...estes, scac: 'EX-A' })).toBe(CARRIER_MESSAGES.scac);
  });

  it('bounds the name and the shorthand', () => {
    expect(carrierProblem({ ...estes, carrier: 'x'.repeat(101) })).toBe(CARRIER_MESSAGES.carrierTooLong);
    expect(carrierProblem({ ...estes, shorthand: 'x'.repeat(21) })).toBe(CARRIER_MESSAGES.shorthandTooLong);
  });
});
