import { describe, expect, it } from 'vitest';
import { checkAddress, type ShipAddress } from './addresses';

const good: ShipAddress = {
  name: 'Jane Buyer',
  address1: '12 Main St',
  city: 'Louisville',
  state: 'ky',
  zip: '40202',
};

describe('checkAddress', () => {
  it('accepts a domestic address and normalises it', () => {
    expect(checkAddress(good)).toEqual({
      valid: true,
      address: {
        name: 'JANE BUYER',
        address1: '12 MAIN ST',
        address2: null,
        city: 'LOUISVILLE',
        state: 'KY',
        zip: '40202',
        country: 'US',
      },
    });
    expect(checkAddress({ ...good, zip: '402021234' })).toMatchObject({ address: { zip: '40202-1234' } });
    expect(checkAddress({ ...good, zip: '40202-1234' })).toMatchObject({ valid: true });
    expect(checkAddress({ ...good, address1: 'PO Box 77' })).toMatchObject({ valid: true });
  });

  it.each([
    [{ zip: '4020' }, /5 or 9 digits/],
    [{ zip: '402021' }, /5 or 9 digits/],
    [{ zip: '40202-' }, /5 or 9 digits/],
    [{ zip: 'ABCDE' }, /5 or 9 digits/],
    [{ address1: '  ' }, /street address is missing/],
    [{ address1: 'Main Street' }, /house number/],
    [{ city: '' }, /city is missing/],
    [{ state: 'XX' }, /not a US state/],
    [{ name: '' }, /recipient name/],
    [{ country: 'CA' }, /Only US/],
  ])('refuses %o with a reason', (change, reason) => {
    const result = checkAddress({ ...good, ...change });
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.reason).toMatch(reason);
  });
});
