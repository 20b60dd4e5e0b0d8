import type { Company } from '../identity/companies';

/**
 * SSCC-18, the Serial Shipping Container Code every carton and pallet of a retail ASN carries
 * (GS1 General Specifications 2.2.1, application identifier 00 on the GS1-128 label; MAN*GM in an
 * 856): an extension digit, the GS1 company prefix, a serial reference, and the GS1 mod-10 check
 * digit, 18 digits in all.
 */
export const SSCC_LENGTH = 18;

/**
 * The GS1 company prefix of each company: its UPC-A prefix with the leading 0 of the GTIN-13 form
 * (the catalog's UPCs start 840195 for Furhaven and 785184 for Worldwise).
 */
export const GS1_COMPANY_PREFIX: Record<Company, string> = {
  furhaven: '0840195',
  worldwise: '0785184',
};

/**
 * The GS1 mod-10 check digit of a string of digits: from the rightmost digit leftwards, weights 3,
 * 1, 3, 1 ...; the check digit brings the sum up to a multiple of 10 (the same rule as UPC and GTIN).
 */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('A GS1 check digit is computed over digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The SSCC of one shipping unit: extension digit (0 cartons, 1 pallets here, as the extension is
 * the company's to use), the company prefix, then `serial` padded to fill 17 digits, then the check.
 */
export function sscc(companyPrefix: string, serial: number, extension: 0 | 1 = 0): string {
  if (!/^\d{6,12}$/.test(companyPrefix)) throw new Error('A GS1 company prefix is 6 to 12 digits');
  const room = SSCC_LENGTH - 2 - companyPrefix.length;
  if (!Number.isInteger(serial) || serial < 0 || String(serial).length > room)
    throw new Error(`An SSCC serial under prefix ${companyPrefix} has at most ${room} digits`);
  const first17 = `${extension}${companyPrefix}${String(serial).padStart(room, '0')}`;
  return `${first17}${gs1CheckDigit(first17)}`;
}

/** Eighteen digits whose last is the check digit of the other seventeen. */
export function isValidSscc(code: string): boolean {
  return (
    new RegExp(`^\\d{${SSCC_LENGTH}}$`).test(code) &&
    gs1CheckDigit(code.slice(0, SSCC_LENGTH - 1)) === Number(code[SSCC_LENGTH - 1])
  );
}
