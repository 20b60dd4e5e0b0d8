import { padErpNumber } from '@shared/lib/dates';
import type { Rng } from './prng';
import { counterKey } from './sim-counters';
import type { IdSequences } from './table-batch';

/**
 * Identifiers that must look real and pass the checks screens and printers apply: UPC-A with its
 * check digit, ASINs, 7-digit ERP numbers. Tracking numbers come from the carriers sandbox's builder.
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

/** An Acumatica number of the 7-digit, zero-padded form (D1 section 5). */
export function erpNumber(n: number): string {
  return padErpNumber(n % 10_000_000);
}

/** The world's ERP shipments are numbered from here on; the sandbox's sequence continues after them. */
const FIRST_SHIPMENT = 300_000;

/** The next number of the company's ERP shipment sequence, which dropship and bulk shipments share. */
export function erpShipmentNumber(ids: IdSequences, company: string): string {
  return erpNumber(ids.next(counterKey(company, 'erp-shipment'), FIRST_SHIPMENT));
}
