import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isYmd, orderDateText } from '../../lib/dates';
import { ORDER_STATUS } from './status';
import { OFFICE_TZ } from '../../lib/zoned-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Shipped Orders Report (D1 sections 2, 5, 7, 8): the fully shipped orders of a date range.
 *
 * Which date the range applies to: the order's pickup_time, the moment the carrier collected it
 * (the ship date). The days are calendar days in America/New_York, the zone of the docks, and both
 * ends are included: 2026-03-01..2026-03-31 is [Mar 1 00:00, Apr 1 00:00) New York time. An order
 * without a pickup time has not left the building and is in no range.
 */
export const SHIPPED_REPORT_TZ = OFFICE_TZ;

/** The longest range one report covers, in days (both ends counted): a year, leap day included. */
export const SHIPPED_REPORT_MAX_DAYS = 366;

export const SHIPPED_REPORT_MESSAGES = {
  empty: 'There are no fully shipped orders in this date range.',
  failed: 'Failed to get shipped orders!',
  startRequired: 'Start date is required.',
  endRequired: 'End date is required.',
  startInvalid: 'Start date must be a real date in YYYY-MM-DD form.',
  endInvalid: 'End date must be a real date in YYYY-MM-DD form.',
  order: 'Start date must be on or before the end date.',
  tooLong: `The date range can cover at most ${SHIPPED_REPORT_MAX_DAYS} days.`,
} as const;

const DAY_MS = 86_400_000;

/** Days from start to end, both included (1 for a single day); the dates must be valid. */
export function rangeDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What is wrong with a requested range, in the words the screen shows; null when it is fine. */
export function shippedRangeProblem(
  start: string | null | undefined,
  end: string | null | undefined,
): string | null {
  const s = start?.trim() ?? '';
  const e = end?.trim() ?? '';
  if (!s) return SHIPPED_REPORT_MESSAGES.startRequired;
  if (!e) return SHIPPED_REPORT_MESSAGES.endRequired;
  if (!isYmd(s)) return SHIPPED_REPORT_MESSAGES.startInvalid;
  if (!isYmd(e)) return SHIPPED_REPORT_MESSAGES.endInvalid;
  const days = rangeDays(s, e);
  if (days < 1) return SHIPPED_REPORT_MESSAGES.order;
  if (days > SHIPPED_REPORT_MAX_DAYS) return SHIPPED_REPORT_MESSAGES.tooLong;
  return null;
}

/** The instants a range covers in New York time: from the start day's midnight to the day after the end. */
export function shippedRangeBounds(start: string, end: string): { from: Date; until: Date } {
  return {
    from: dayjs.tz(start, SHIPPED_REPORT_TZ).toDate(),
    until: dayjs.tz(end, SHIPPED_REPORT_TZ).add(1, 'day').toDate(),
  };
}

type StatusOnly = { order_status: number };

/**
 * Fully shipped: the order is not cancelled, it has at least one line that is not cancelled, and
 * every line that is not cancelled is shipped (104). A cancelled line does not hold an order back.
 */
export function isFullyShipped(order: StatusOnly, lines: readonly StatusOnly[]): boolean {
  if (order.order_status === ORDER_STATUS.cancelled) return false;
  const live = lines.filter((l) => l.order_status !== ORDER_STATUS.cancelled);
  return live.length > 0 && live.every((l) => l.order_status === ORDER_STATUS.shipped);
}

/** True when a pickup time falls inside the range's New York days. */
export function inShippedRange(pickupTime: string | Date | null, start: string, end: string): boolean {
  if (pickupTime === null) return false;
  const at = new Date(pickupTime).getTime();
  const { from, until } = shippedRangeBounds(start, end);
  return at >= from.getTime() && at < until.getTime();
}

/** One row of the answer's fully_shipped list (D1 section 7). */
export type ShippedOrderRow = {
  order_id: number;
  order_date: string;
  vendor_name: string;
  internal_po_number: string;
  pickup_time: string | null;
  acu_order_num: string | null;
  acu_ship_num: string | null;
};

/** The order date as the API sends order dates: ISO with the T replaced by a space. */
export function reportOrderDate(at: Date): string {
  return orderDateText(at.toISOString());
}

/** A pickup time as the CSV shows it: New York wall time, "2026-03-04 14:05". */
export function pickupTimeText(iso: string | null): string {
  return iso ? dayjs(iso).tz(SHIPPED_REPORT_TZ).format('YYYY-MM-DD HH:mm') : '';
}

export const SHIPPED_REPORT_COLUMNS = [
  'Order ID',
  'Order Date',
  'Vendor',
  'PO Number',
  'Pickup Time (America/New_York)',
  'Acumatica Order Number',
  'Acumatica Shipment Number',
] as const;

/** The CSV's rows after its header, in the answer's order. */
export function shippedReportCsvRows(rows: readonly ShippedOrderRow[]): string[][] {
  return rows.map((r) => [
    String(r.order_id),
    r.order_date,
    r.vendor_name,
    r.internal_po_number,
    pickupTimeText(r.pickup_time),
    r.acu_order_num ?? '',
    r.acu_ship_num ?? '',
  ]);
}

export function shippedReportFileName(start: string, end: string): string {
  return `ShippedOrders_${start}_${end}.csv`;
}
