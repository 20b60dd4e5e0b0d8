import { describe, expect, it } from 'vitest';
import { requiredFields, SIGN_IN_MESSAGES, signInProblem, type SignInDraft } from './sign-in-rules';

const ltl: SignInDraft = {
  mode: 'LTL',
  scac: 'EXLA',
  driver_name: 'Dana Driver',
  truck_number: '4411',
  signature: 'data:image/png;base64,AAAA',
};

describe('carrier sign-in validation (D2 sections 5 and 8)', () => {
  it('accepts a complete LTL sign-in', () => {
    expect(signInProblem(ltl, 'kentucky')).toBeNull();
  });

  it('needs a warehouse first: IMS user is not configured properly', () => {
    expect(signInProblem(ltl, null)).toBe(SIGN_IN_MESSAGES.notConfigured);
    expect(signInProblem(ltl, '')).toBe('IMS user is not configured properly, please contact a developer');
  });

  it.each(['scac', 'driver_name', 'truck_number'] as const)('requires %s in every mode', (field) => {
    expect(signInProblem({ ...ltl, [field]: '  ' }, 'kentucky')).toBe(
      'Please fill out all fields before submitting',
    );
  });

  it('requires the PRO number for FTL and the delivered goods for Receiving', () => {
    expect(requiredFields('FTL')).toContain('pro_number');
    expect(requiredFields('Receiving')).toContain('delivered_goods');
    expect(requiredFields('LTL')).toEqual(['scac', 'driver_name', 'truck_number']);
    expect(signInProblem({ ...ltl, mode: 'FTL' }, 'kentucky')).toBe(SIGN_IN_MESSAGES.fillAllFields);
    expect(signInProblem({ ...ltl, mode: 'FTL', pro_number: '123' }, 'kentucky')).toBeNull();
    expect(signInProblem({ ...ltl, mode: 'Receiving' }, 'kentucky')).toBe(SIGN_IN_MESSAGES.fillAllFields);
    expect(signInProblem({ ...ltl, mode: 'Receiving', delivered_goods: 'Foam' }, 'kentucky')).toBeNull();
  });

  it('treats a missing or unknown mode as an unfilled field', () => {
    expect(signInProblem({ ...ltl, mode: undefined }, 'kentucky')).toBe(SIGN_IN_MESSAGES.fillAllFields);
    expect(signInProblem({ ...ltl, mode: 'PARCEL' }, 'kentucky')).toBe(SIGN_IN_MESSAGES.fillAllFields);
  });

  it('asks for the signature only once the fields are filled', () => {
    expect(signInProblem({ ...ltl, signature: '' }, 'kentucky')).toBe(
      'Please add signature before submitting',
    );
    expect(signInProblem({ ...ltl, signature: '', scac: '' }, 'kentucky')).toBe(
      SIGN_IN_MESSAGES.fillAllFields,
    );
  });
});
