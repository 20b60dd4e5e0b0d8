import { isYmd } from '../../lib/dates';
import { addDays, dayIn, dayStartIn } from '../../lib/zoned-time';
import { displayName } from '../identity/companies';
import { pickupTimeText } from './shipped-report';
import { ORDER_STATUS, ORDER_STATUS_NAME, type OrderStatus } from './status';

/**
 * Dashboard (D1 sections 2, 7, 8, 9): the stat groups of the office's morning look and the four
 * exports (Orders, Today's Counts, Unprocessed, USPS Tracking Numbers).
 *
 * Days are calendar days at the office (America/New_York, OFFICE_TZ): "today" and a range's ends are
 * the office's days, both ends included.
 */

export const DASHBOARD_MESSAGES = {
  uspsExported: 'Exported',
  uspsFailed: 'Failed to Export USPS',
  nothing: 'Nothing to export: no rows match.',
  startRequired: 'Start date is required.',
  endRequired: 'End date is required.',
  startInvalid: 'Start date must be a real date in YYYY-MM-DD form.',
  endInvalid: 'End date must be a real date in YYYY-MM-DD form.',
  order: 'Start date must be on or before the end date.',
  tooLong: 'The date range can cover at most 366 days.',
} as const;

/** The longest range one export covers, in days (both ends counted). */
export const EXPORT_MAX_DAYS = 366;

/** Export By (D1 section 2): which date of an order the range applies to. */
export const EXPORT_BY = ['upload_date', 'pullsheet_date'] as const;
export type ExportBy = (typeof EXPORT_BY)[number];
export const EXPORT_BY_LABEL: Record<ExportBy, string> = {
  upload_date: 'Upload Date',
  pullsheet_date: 'Pull Sheet Date',
};

/** The Export dialog's warehouses (D1 section 2: Kentucky or Pennsylvania). */
export const EXPORT_WAREHOUSES = ['kentucky', 'pennsylvania'] as const;
export type ExportWarehouse = (typeof EXPORT_WAREHOUSES)[number];

export type ExportKind = 'orders' | 'todays_counts' | 'unprocessed' | 'usps';

export const EXPORTS: readonly {
  kind: ExportKind;
  label: string;
  /** The dialog fields the export reads. */
  needs: { range: boolean; exportBy: boolean; warehouse: boolean };
}[] = [
  { kind: 'orders', label: 'Orders', needs: { range: true, exportBy: true, warehouse: true } },
  {
    kind: 'todays_counts',
    label: "Today's Counts",
    needs: { range: false, exportBy: false, warehouse: false },
  },
  { kind: 'unprocessed', label: 'Unprocessed', needs: { range: false, exportBy: false, warehouse: true } },
  { kind: 'usps', label: 'USPS Tracking Numbers', needs: { range: true, exportBy: true, warehouse: true } },
];

/** D1 section 9: an exported value has its commas replaced by hyphens; nothing becomes ''. */
export function exportCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/,/g, '-');
}

/** Every cell of the rows through exportCell. */
export function exportRows(rows: readonly (readonly (string | number | null | undefined)[])[]): string[][] {
  return rows.map((row) => row.map(exportCell));
}

/** Days from start to end, both included; the dates must be valid. */
function rangeDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What is wrong with an export's range, in the words the dialog shows; null when it is fine. */
export function exportRangeProblem(start: string | null | undefined, end: string | null | undefined) {
  const s = start?.trim() ?? '';
  const e = end?.trim() ?? '';
  if (!s) return DASHBOARD_MESSAGES.startRequired;
  if (!e) return DASHBOARD_MESSAGES.endRequired;
  if (!isYmd(s)) return DASHBOARD_MESSAGES.startInvalid;
  if (!isYmd(e)) return DASHBOARD_MESSAGES.endInvalid;
  const days = rangeDays(s, e);
  if (days < 1) return DASHBOARD_MESSAGES.order;
  if (days > EXPORT_MAX_DAYS) return DASHBOARD_MESSAGES.tooLong;
  return null;
}

/** The instants a range covers at the office: from the start day's midnight to the day after the end. */
export function exportRangeBounds(start: string, end: string): { from: Date; until: Date } {
  return { from: new Date(dayStartIn(start)), until: new Date(dayStartIn(addDays(end, 1))) };
}

/** The office's today and the instants it covers. */
export function officeToday(now: Date): { day: string; from: Date; until: Date } {
  const day = dayIn(now);
  return { day, ...exportRangeBounds(day, day) };
}

/** The statuses Today's Counts shows, in the order of an order's life; holds are one column. */
export const TODAY_STATUS_COLUMNS: readonly { label: string; statuses: readonly OrderStatus[] }[] = [
  { label: 'Created', statuses: [ORDER_STATUS.created] },
  { label: 'Pulled', statuses: [ORDER_STATUS.pulled] },
  { label: 'Built', statuses: [ORDER_STATUS.built] },
  { label: 'Staged', statuses: [ORDER_STATUS.staged] },
  { label: 'Shipped', statuses: [ORDER_STATUS.shipped] },
  { label: 'On Hold', statuses: [ORDER_STATUS.ready, ORDER_STATUS.unacknowledged] },
  { label: 'Cancelled', statuses: [ORDER_STATUS.cancelled] },
];

/** A count per order status (its number) → the Today's Counts columns, with the total last. */
export function todayCountCells(counts: Readonly<Record<string, number>>): number[] {
  const cells = TODAY_STATUS_COLUMNS.map((c) =>
    c.statuses.reduce((sum, s) => sum + (counts[String(s)] ?? 0), 0),
  );
  return [...cells, cells.reduce((a, b) => a + b, 0)];
}

export const TODAYS_COUNTS_COLUMNS = ['Warehouse', ...TODAY_STATUS_COLUMNS.map((c) => c.label), 'Total'];

export const ORDERS_EXPORT_COLUMNS = [
  'Order ID',
  'Vendor',
  'PO Number',
  'External PO Number',
  'Upload Date',
  'Order Date',
  'Warehouse',
  'Status',
  'Internal SKU',
  'Quantity',
  'Name',
  'City',
  'State',
  'Zip Code',
  'Carrier',
  'Tracking Number',
  'Pull Sheet',
  'Pull Sheet Date',
] as const;

export const UNPROCESSED_EXPORT_COLUMNS = ['Vendor', 'Unprocessed Orders', 'Last Download'] as const;

export const USPS_EXPORT_COLUMNS = [
  'Tracking Number',
  'PO Number',
  'Vendor',
  'Warehouse',
  'Pull Sheet',
  'Pull Sheet Date',
  'Upload Date',
] as const;

/** The order status as the exports write it (order_created ...); an unknown code as its number. */
export function statusName(code: number): string {
  return ORDER_STATUS_NAME[code as OrderStatus] ?? String(code);
}

/** An ISO instant as the office's wall time, "2026-03-04 14:05"; null as ''. */
export const officeTime = (iso: string | null): string => pickupTimeText(iso);

export function exportFileName(
  kind: ExportKind,
  input: { start?: string; end?: string; warehouse?: string; today: string },
): string {
  const wh = input.warehouse ? displayName(input.warehouse) : '';
  switch (kind) {
    case 'orders':
      return `Orders_${wh}_${input.start}_${input.end}.csv`;
    case 'todays_counts':
      return `TodaysCounts_${input.today}.csv`;
    case 'unprocessed':
      return `Unprocessed_${wh}_${input.today}.csv`;
    case 'usps':
      return `USPS_Tracking_${wh}_${input.start}_${input.end}.csv`;
  }
}
