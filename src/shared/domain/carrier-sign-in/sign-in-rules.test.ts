import { describe, expect, it } from 'vitest';
import {
  emptyFields,
  FIELD_HINTS,
  requiredFields,
  SIGN_IN_MESSAGES,
  signInModeOf,
  signInProblem,
  type SignInDraft,
} from './sign-in-rules';

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

  it('names the empty fields of the mode, each with its own hint', () => {
    expect(emptyFields({ ...ltl, mode: 'FTL', driver_name: ' ', pro_number: '' })).toEqual([
      'driver_name',
      'pro_number',
    ]);
    expect(emptyFields({ mode: 'Receiving' })).toEqual([
      'scac',
      'driver_name',
      'truck_number',
      'delivered_goods',
    ]);
    expect(emptyFields(ltl)).toEqual([]);
    for (const field of requiredFields('Receiving').concat('pro_number'))
      expect(FIELD_HINTS[field]).toBeTruthy();
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

describe('the mode of a sign-in sent as D2 section 7 writes it (no mode)', () => {
  // D2 section 7: newSignIn{scac, driver_name, truck_number, warehouse, sign_in_time, signature,
  // pro_number or delivered_goods}.
  const spec = {
    scac: 'EXLA',
    driver_name: 'Dana Driver',
    truck_number: '4411',
    warehouse: 'kentucky',
    sign_in_time: '2025-03-04T14:05:00.000Z',
    signature: 'data:image/png;base64,AAAA',
  };

  it('is FTL with a PRO number, Receiving with delivered goods, LTL with neither', () => {
    expect(signInModeOf({ ...spec, pro_number: 'PRO-77' })).toBe('FTL');
    expect(signInModeOf({ ...spec, delivered_goods: 'Foam beds' })).toBe('Receiving');
    expect(signInModeOf(spec)).toBe('LTL');
    expect(signInModeOf({ ...spec, mode: null, pro_number: '  ', delivered_goods: '' })).toBe('LTL');
  });

  it('passes the checks once the mode is read from the fields', () => {
    const ftl = { ...spec, pro_number: 'PRO-77' };
    expect(signInProblem({ ...ftl, mode: signInModeOf(ftl) }, spec.warehouse)).toBeNull();
    expect(signInProblem({ ...spec, mode: signInModeOf(spec) }, spec.warehouse)).toBeNull();
  });

  it('keeps a mode that is sent, even one the fields contradict or an unknown one', () => {
    expect(signInModeOf({ ...spec, mode: 'FTL' })).toBe('FTL');
    expect(signInProblem({ ...spec, mode: signInModeOf({ ...spec, mode: 'FTL' }) }, 'kentucky')).toBe(
      SIGN_IN_MESSAGES.fillAllFields,
    );
    expect(signInModeOf({ ...spec, mode: 'PARCEL', pro_number: '1' })).toBe('PARCEL');
  });
});
