import { isYmd, padErpNumber } from '../../lib/dates';
import type { BulkWarehouse } from './status';

/**
 * Bulk Pull Sheets (D2 sections 2, 5, 8 and 9): the pull sheet of a bulk order is downloaded by its
 * Acumatica order number (left-padded with zeros to 7) or for every order of a date range. Pure, so
 * the server's checks and the screen's say the same words.
 */

/** D2 section 8, word for word. */
export const BULK_PULLSHEET_MESSAGES = {
  enterOrderNumber: 'Enter an order number!',
  orderNotFound: 'Could not find order number!',
  noOrders: 'Could not find any orders!',
  /** Ours: the spec gives no words for a date range left half empty or the wrong way round. */
  pickDates: 'Pick a Start Date and an End Date.',
  datesOrder: 'End Date must not be before Start Date.',
  rangeTooLong: 'The date range may be at most 31 days.',
  badDate: 'Dates must be real dates as YYYY-MM-DD.',
} as const;

/** The longest date range one download covers (ours: a month of orders fits one PDF). */
export const BULK_PULLSHEET_MAX_RANGE_DAYS = 31;

/** The longest order number the field takes (an Acumatica order number is 7 after padding). */
export const BULK_ORDER_NUMBER_MAX = 15;

/**
 * The order number as looked up: trimmed and left-padded with zeros to 7 ('12345' -> '0012345',
 * '1234567' stays); null when it is blank ('Enter an order number!').
 */
export function lookupOrderNumber(value: string | null | undefined): string | null {
  const padded = padErpNumber(value);
  return padded === '' ? null : padded;
}

/** D2 section 5: what is wrong with the order number field, or null when it can be looked up. */
export function orderNumberProblem(value: string | null | undefined): string | null {
  if (lookupOrderNumber(value) === null) return BULK_PULLSHEET_MESSAGES.enterOrderNumber;
  return null;
}

const dayNumber = (ymd: string): number | null =>
  isYmd(ymd) ? Date.parse(`${ymd}T00:00:00Z`) / 86_400_000 : null;

/** What is wrong with a Start Date .. End Date range (both included), or null when it is good. */
export function dateRangeProblem(
  start: string | null | undefined,
  end: string | null | undefined,
): string | null {
  if (!start?.trim() || !end?.trim()) return BULK_PULLSHEET_MESSAGES.pickDates;
  const s = dayNumber(start.trim());
  const e = dayNumber(end.trim());
  if (s === null || e === null) return BULK_PULLSHEET_MESSAGES.badDate;
  if (e < s) return BULK_PULLSHEET_MESSAGES.datesOrder;
  if (e - s + 1 > BULK_PULLSHEET_MAX_RANGE_DAYS) return BULK_PULLSHEET_MESSAGES.rangeTooLong;
  return null;
}

/**
 * D2 section 5: the last time any of these orders' pull sheets was downloaded (ISO), or null when
 * none was: then it downloads at once, otherwise a confirm shows this time and asks first.
 */
export function lastDownloadedAt(
  orders: readonly { pullsheet_downloaded_at: string | null }[],
): string | null {
  let last: string | null = null;
  let lastMs = -Infinity;
  for (const o of orders) {
    if (!o.pullsheet_downloaded_at) continue;
    const ms = Date.parse(o.pullsheet_downloaded_at);
    if (Number.isNaN(ms)) continue;
    if (ms > lastMs) {
      lastMs = ms;
      last = o.pullsheet_downloaded_at;
    }
  }
  return last;
}

/** The confirm's question, with the last download time as the office reads it. */
export function downloadAgainQuestion(orderNumber: string, lastIso: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(lastIso));
  return `The pull sheet of order ${orderNumber} was last downloaded ${when}. Download it again?`;
}

/**
 * The ERP's code of a bulk warehouse. D2 section 9 names '02' as the one whose sheets use the PA pull
 * location (every other the MCA one; the PDF's rules apply it); the other numbers are ours (the spec
 * shows no other code).
 */
export const BULK_WAREHOUSE_CODES: Readonly<Record<BulkWarehouse, string>> = {
  kentucky: '01',
  pennsylvania: '02',
  texas: '03',
  illinois: '04',
};
