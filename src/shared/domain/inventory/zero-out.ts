import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { OFFICE_TZ } from '../../lib/zoned-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Zeroed-Out Inventory (D3 2.20, 5 "Zeroed-out SKU", 9): SKUs whose stock is reported to vendors as
 * zero. A SKU is trimmed, must not be empty, must be one of the company's items and is listed once.
 */
export const ZERO_OUT_TZ = OFFICE_TZ;

/** Items' SKUs are short; anything longer is a paste gone wrong. */
export const ZERO_OUT_SKU_MAX = 40;

export const ZERO_OUT_MESSAGES = {
  empty: 'Enter a SKU to add.',
  tooLong: `A SKU has at most ${ZERO_OUT_SKU_MAX} characters.`,
  unknown: (sku: string) => `SKU ${sku} is not in the item list.`,
  duplicate: (sku: string) => `SKU ${sku} is already zeroed out.`,
  notListed: (sku: string) => `SKU ${sku} is not on the zeroed-out list.`,
  added: (sku: string) => `Added ${sku}.`,
  removed: (sku: string) => `Removed ${sku}.`,
  removeConfirm: (sku: string) => `Remove ${sku} from the zeroed-out list? Its stock is reported again.`,
} as const;

/** The SKU as it is stored and compared: surrounding blanks removed. */
export function normalizeZeroOutSku(input: string | null | undefined): string {
  return (input ?? '').trim();
}

/** What is wrong with a typed SKU before it is sent; null when it may be added. */
export function zeroOutSkuProblem(input: string | null | undefined): string | null {
  const sku = normalizeZeroOutSku(input);
  if (sku === '') return ZERO_OUT_MESSAGES.empty;
  if (sku.length > ZERO_OUT_SKU_MAX) return ZERO_OUT_MESSAGES.tooLong;
  return null;
}

/** SKUs are compared without regard to case ("ab12" is "AB12"). */
export function sameSku(a: string, b: string): boolean {
  return normalizeZeroOutSku(a).toUpperCase() === normalizeZeroOutSku(b).toUpperCase();
}

/** True when the SKU is already on the list (the screen says so before asking the server). */
export function isListed(list: readonly { sku: string }[], input: string): boolean {
  return list.some((row) => sameSku(row.sku, input));
}

/** The date added as the screen shows it: New York wall time, "03/04/2026 2:05 PM". */
export function zeroOutDateText(iso: string): string {
  return dayjs(iso).tz(ZERO_OUT_TZ).format('MM/DD/YYYY h:mm A');
}

/**
 * When a SKU counts as added: the time the client sent (D3 7: date_added as ISO), never later than
 * the server's clock, so a fast client clock cannot date an entry in the future.
 */
export function zeroOutAddedAt(sent: string | null | undefined, now: Date): Date {
  if (!sent) return now;
  const at = new Date(sent);
  return Number.isNaN(at.getTime()) || at.getTime() > now.getTime() ? now : at;
}
