import { createHash } from 'node:crypto';
import { AMAZON_TRACKING, CARRIERS, type Carrier } from '@shared/domain/carriers/tracking';
import { stableDigits } from '../sandbox-support';

/**
 * Tracking numbers built the way each carrier builds them, with their real check digits, so a
 * sandbox label looks like a real one to every screen and link (D1 section 9: 12 FedEx, 18 UPS,
 * 22 USPS; Amazon's TBA numbers). `account` is the shipper's account part, `serial` the package's.
 */
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** FedEx Express 12-digit: 11 digits and a mod-11 check digit (weights 1, 3, 7 from the right). */
export function fedexCheckDigit(first11: string): number {
  const weights = [1, 3, 7];
  let sum = 0;
  [...first11].reverse().forEach((d, i) => (sum += Number(d) * (weights[i % 3] ?? 1)));
  return (sum % 11) % 10;
}

/** UPS 1Z: letters count as (code - 63) mod 10; odd places once, even places twice; mod 10. */
export function upsCheckDigit(body15: string): number {
  let sum = 0;
  [...body15].forEach((ch, i) => {
    const value = /\d/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/** USPS IMpb: mod 10 with weights 3 and 1 from the rightmost digit. */
export function uspsCheckDigit(first21: string): number {
  let sum = 0;
  [...first21].reverse().forEach((d, i) => (sum += Number(d) * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10;
}

/** UPS service codes that sit inside the 1Z number. */
const UPS_SERVICE_CODE: Record<string, string> = { GROUND: '03', NEXT_DAY_AIR: '01', SECOND_DAY_AIR: '02' };
/** USPS service type codes of the IMpb. */
const USPS_SERVICE_TYPE: Record<string, string> = { GROUND_ADVANTAGE: '001', PRIORITY_MAIL: '055' };

/** The services each carrier sells in the sandbox, its ground service first. */
export const CARRIER_SERVICES: Record<Carrier, readonly string[]> = {
  fedex: ['FEDEX_GROUND', 'GROUND_HOME_DELIVERY'],
  ups: Object.keys(UPS_SERVICE_CODE),
  usps: Object.keys(USPS_SERVICE_TYPE),
  amazon: ['AMAZON_SHIPPING_GROUND'],
};

export const DEFAULT_SERVICE = Object.fromEntries(
  CARRIERS.map((carrier) => [carrier, CARRIER_SERVICES[carrier][0]]),
) as Record<Carrier, string>;

/** The company's account with each carrier: fixed per company, so numbers look the same on every run. */
export function shipperAccount(company: string, carrier: Carrier): string {
  if (carrier === 'ups')
    return createHash('sha256').update(`${company}:ups`).digest('hex').slice(0, 6).toUpperCase();
  return stableDigits(`${company}:${carrier}`, 9);
}

export type TrackingParts = { account: string; serial: number; service: string };

export function trackingNumber(carrier: Carrier, { account, serial, service }: TrackingParts): string {
  switch (carrier) {
    case 'fedex': {
      const first11 = `${digitsOnly(account).padStart(3, '0').slice(-3)}${String(serial).padStart(8, '0')}`;
      return `${first11}${fedexCheckDigit(first11)}`;
    }
    case 'ups': {
      const shipper = account
        .toUpperCase()
        .replace(/[^0-9A-Z]/g, '')
        .padStart(6, '0')
        .slice(-6);
      const body = `${shipper}${UPS_SERVICE_CODE[service] ?? '03'}${String(serial).padStart(7, '0')}`;
      return `1Z${body}${upsCheckDigit(body)}`;
    }
    case 'usps': {
      // 92 (commercial, 9-digit mailer id) + service type + mailer id + serial + check digit.
      const mailerId = digitsOnly(account).padStart(9, '0').slice(-9);
      const first21 = `92${USPS_SERVICE_TYPE[service] ?? '001'}${mailerId}${String(serial).padStart(7, '0')}`;
      return `${first21}${uspsCheckDigit(first21)}`;
    }
    case 'amazon':
      return `TBA${digitsOnly(account).padStart(3, '0').slice(-3)}${String(serial).padStart(9, '0')}`;
  }
}

/** True when the number carries its carrier's form and check digit. */
export function isValidTracking(carrier: Carrier, tracking: string): boolean {
  switch (carrier) {
    case 'fedex':
      return /^\d{12}$/.test(tracking) && fedexCheckDigit(tracking.slice(0, 11)) === Number(tracking[11]);
    case 'ups':
      return (
        /^1Z[0-9A-Z]{16}$/.test(tracking) && upsCheckDigit(tracking.slice(2, 17)) === Number(tracking[17])
      );
    case 'usps':
      return /^\d{22}$/.test(tracking) && uspsCheckDigit(tracking.slice(0, 21)) === Number(tracking[21]);
    case 'amazon':
      return AMAZON_TRACKING.test(tracking);
  }
}
