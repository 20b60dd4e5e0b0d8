import { type Carrier } from '@shared/domain/carriers/tracking';
import { padErpNumber } from '@shared/lib/dates';
import type { Rng } from './prng';

/**
 * Identifiers that must look real and pass the checks screens and printers apply: UPC-A with its
 * check digit, ASINs, tracking numbers of each carrier's length, 7-digit ERP numbers.
 */

/** The UPC-A check digit of 11 digits: 3x the odd positions plus the even ones, to a multiple of 10. */
export function upcCheckDigit(first11: string): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function isValidUpc(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}

/** A UPC-A under the company's GS1 prefix (6 digits), unique by item number. */
export function upcFor(prefix: string, itemNumber: number): string {
  const first11 = `${prefix}${String(itemNumber % 100_000).padStart(5, '0')}`;
  return `${first11}${upcCheckDigit(first11)}`;
}

const ASIN_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function asinFor(rng: Rng): string {
  let out = 'B0';
  for (let i = 0; i < 8; i++) out += rng.pick([...ASIN_CHARS]);
  return out;
}

/**
 * Spreads a sequential number over `digits` digits without collisions: multiplying by a constant
 * prime to 10 is a bijection modulo 10^digits, so distinct packages never share a tracking number.
 */
function scramble(n: number, digits: number): string {
  const mod = 10n ** BigInt(digits);
  return ((BigInt(n) * 7_919_000_003n + 123_457n) % mod).toString().padStart(digits, '0');
}

/** Amazon Shipping labels: TBA and 12 digits (the domain gives Amazon no length; this is the real form). */
export const AMAZON_TRACKING = /^TBA\d{12}$/;

/** A tracking number of the carrier's length (12 FedEx, 18 UPS, 22 USPS), unique per package id. */
export function trackingNumber(carrier: Carrier, packageId: number, shipper: string): string {
  switch (carrier) {
    case 'fedex':
      return scramble(packageId, 12);
    case 'ups':
      // 1Z + 6-character shipper account + 2-digit service + 8 digits = 18.
      return `1Z${shipper.padEnd(6, '0').slice(0, 6)}03${scramble(packageId, 8)}`;
    case 'usps':
      // IMpb: 9400 + 18 digits = 22.
      return `9400${scramble(packageId, 18)}`;
    case 'amazon':
      return `TBA${scramble(packageId, 12)}`;
  }
}

/** An Acumatica number of the 7-digit, zero-padded form (D1 section 5). */
export function erpNumber(n: number): string {
  return padErpNumber(n % 10_000_000);
}
