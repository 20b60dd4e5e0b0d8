/** The values of an order upload's cells: order date, requested on, carrier, quantity, price. */
import { CARRIERS, type Carrier } from '../carriers/tracking';
import { isMoney } from '../../lib/money';
import { isYmd } from '../../lib/dates';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const pad2 = (n: string | number) => String(n).padStart(2, '0');

/**
 * An order date as an ISO timestamp. Accepts YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (with an optional
 * zone) and M/D/YYYY [H:MM]; a time without a zone is read as UTC, and a bare date as noon UTC so
 * the date part stays the same in every US time zone. Null when it is not a real date.
 */
export function parseOrderDate(value: string): string | null {
  const text = value.trim();
  let ymd: string;
  let time = '12:00:00';
  let zone = 'Z';
  const us = US_DATE.exec(text);
  const iso = ISO_DATE.exec(text);
  if (us) {
    ymd = `${us[3]}-${pad2(us[1]!)}-${pad2(us[2]!)}`;
    if (us[4] !== undefined) time = `${pad2(us[4])}:${us[5]}:${us[6] ?? '00'}`;
  } else if (iso) {
    ymd = iso[1]!;
    if (iso[2] !== undefined) time = `${iso[2]}:${iso[3]}:${iso[4] ?? '00'}`;
    if (iso[5]) zone = iso[5];
  } else return null;
  if (!isYmd(ymd)) return null;
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  if (h > 23 || m > 59 || s > 59) return null;
  const date = new Date(`${ymd}T${time}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** requested_on as D1 stores it in vendor_params: YYYYMMDD. Accepts that, YYYY-MM-DD or M/D/YYYY. */
export function parseRequestedOn(value: string): string | null {
  const text = value.trim();
  const compact = COMPACT.exec(text);
  const us = US_DATE.exec(text);
  let ymd: string | null = null;
  if (compact) ymd = `${compact[1]}-${compact[2]}-${compact[3]}`;
  else if (us && us[4] === undefined) ymd = `${us[3]}-${pad2(us[1]!)}-${pad2(us[2]!)}`;
  else if (isYmd(text)) ymd = text;
  return ymd && isYmd(ymd) ? ymd.replace(/-/g, '') : null;
}

/** fedex, FedEx, UPS, usps, Amazon -> the carrier code; null otherwise. */
export function parseCarrier(value: string): Carrier | null {
  const code = value.trim().toLowerCase();
  return (CARRIERS as readonly string[]).includes(code) ? (code as Carrier) : null;
}

/** A whole number of pieces, 1 to 9,999. */
export function parseQuantity(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** A non-negative price with at most two decimals; a leading $ is allowed. */
export function parsePrice(value: string): string | null {
  const text = value.trim().replace(/^\$/, '');
  if (!isMoney(text) || text.startsWith('-')) return null;
  return text;
}
