/**
 * Address rules a carrier applies before it sells a label. Shared so a form can flag the same
 * problems before the server asks the carrier (Failed Tracking, Edit Customer).
 */
// The 50 states and DC (D3 section 9 lists the same set).
// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export type ShipAddress = {
  name: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  country?: string | null;
};

export type AddressCheck = { valid: true; address: ShipAddress } | { valid: false; reason: string };

const ZIP = /^(\d{5})-?(\d{4})?$/;

/** Trims and upper-cases what carriers print in capitals; ZIP+4 gets its hyphen. */
function normalise(address: ShipAddress, zip: RegExpExecArray): ShipAddress {
  const clean = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return {
    name: clean(address.name),
    address1: clean(address.address1),
    address2: clean(address.address2) || null,
    city: clean(address.city),
    state: clean(address.state),
    zip: zip[2] ? `${zip[1]}-${zip[2]}` : (zip[1] ?? ''),
    country: clean(address.country) || 'US',
  };
}

/** A domestic address a carrier would accept: a street, a city, a US state and a 5 or 9 digit ZIP. */
export function checkAddress(address: ShipAddress): AddressCheck {
  if (!address.name?.trim()) return { valid: false, reason: 'The recipient name is missing.' };
  if (!address.address1?.trim()) return { valid: false, reason: 'The street address is missing.' };
  if (!/\d/.test(address.address1) && !/^P\.?\s*O\.?\s*BOX/i.test(address.address1.trim())) {
    return { valid: false, reason: 'The street address has no house number.' };
  }
  if (!address.city?.trim()) return { valid: false, reason: 'The city is missing.' };
  const country = (address.country ?? 'US').trim().toUpperCase();
  if (country !== 'US' && country !== 'USA')
    return { valid: false, reason: 'Only US addresses can be shipped.' };
  const state = (address.state ?? '').trim().toUpperCase();
  if (!(US_STATES as readonly string[]).includes(state)) {
    return { valid: false, reason: `"${address.state}" is not a US state code.` };
  }
  const compactZip = (address.zip ?? '').trim().replace(/\s+/g, '');
  const zip = ZIP.exec(compactZip);
  if (!zip || (compactZip.includes('-') && !zip[2])) {
    return { valid: false, reason: `The ZIP code "${address.zip}" must have 5 or 9 digits.` };
  }
  return { valid: true, address: normalise(address, zip) };
}
