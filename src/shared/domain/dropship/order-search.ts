import { CARRIER_LABEL, carrierOfTracking, type Carrier } from '../carriers/tracking';
import { datePart, isYmd, padErpNumber } from '../../lib/dates';
import { ACUMATICA_STATUS, ORDER_STATUS, TRACKING_STATUS } from './status';

/**
 * Rules of the dropship Order Search (D1 sections 2, 4, 5, 9): the vendor picker's grouping, the
 * tracking column, the display names of the statuses, and how filters are sent.
 */

/** At most this many orders per search, newest upload first (D1 section 9). */
export const ORDER_SEARCH_LIMIT = 8000;

/** Warehouses the search offers (D1 section 2: Kentucky or Pennsylvania only). */
export const ORDER_SEARCH_WAREHOUSES = ['kentucky', 'pennsylvania'] as const;
export type OrderSearchWarehouse = (typeof ORDER_SEARCH_WAREHOUSES)[number];

/** Columns a search may be ordered by; upload_date is the spec's order and the one the indexes serve. */
export const ORDER_SEARCH_ORDER_BY = [
  'upload_date',
  'order_date',
  'vendor_name',
  'internal_po_number',
  'order_status',
] as const;
export type OrderSearchOrderBy = (typeof ORDER_SEARCH_ORDER_BY)[number];

// ---------------------------------------------------------------------------------------------------
// Vendor picker: grouped by first letter, digits together under 0-9.

export const DIGIT_GROUP = '0-9';

/** The group a vendor is listed under: its first character upper-cased, or 0-9 for a digit. */
export function vendorGroup(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /[0-9]/.test(first) ? DIGIT_GROUP : first;
}

export type VendorGroup = { group: string; vendors: string[] };

/** Vendors by group, groups and names in case-insensitive order (0-9 before the letters). */
export function groupVendors(names: readonly string[]): VendorGroup[] {
  const byGroup = new Map<string, string[]>();
  const sorted = [...names].sort((a, b) => compareText(a, b));
  for (const name of sorted) {
    const group = vendorGroup(name);
    const list = byGroup.get(group);
    if (list) list.push(name);
    else byGroup.set(group, [name]);
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([group, vendors]) => ({ group, vendors }));
}

function compareText(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  return la < lb ? -1 : la > lb ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------------
// Tracking number column: N/A, Multiple, or a carrier link by length (12 FedEx, 18 UPS, 22 USPS).

const TRACKING_URL: Record<Exclude<Carrier, 'amazon'>, (tracking: string) => string> = {
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
};

export type TrackingLink = { carrier: string; url: string };

/** The carrier's tracking page for a number, chosen by its length; null for any other length. */
export function trackingLink(tracking: string): TrackingLink | null {
  const carrier = carrierOfTracking(tracking.trim());
  if (!carrier) return null;
  return { carrier: CARRIER_LABEL[carrier], url: TRACKING_URL[carrier](tracking.trim()) };
}

export type TrackingDisplay =
  | { kind: 'none'; text: 'N/A' }
  | { kind: 'multiple'; text: 'Multiple' }
  | { kind: 'link'; text: string; carrier: string; url: string }
  | { kind: 'text'; text: string };

/** The distinct tracking numbers of an order's shipments, blanks left out. */
export function trackingNumbersOf(shipments: readonly { tracking_number: string | null }[]): string[] {
  const numbers = new Set<string>();
  for (const s of shipments) {
    const n = s.tracking_number?.trim();
    if (n) numbers.add(n);
  }
  return [...numbers];
}

/** D1 section 2: N/A when absent, Multiple for more than one shipment, otherwise a carrier link. */
export function trackingDisplay(shipments: readonly { tracking_number: string | null }[]): TrackingDisplay {
  const numbers = trackingNumbersOf(shipments);
  if (numbers.length === 0) return { kind: 'none', text: 'N/A' };
  if (numbers.length > 1) return { kind: 'multiple', text: 'Multiple' };
  const text = numbers[0]!;
  const link = trackingLink(text);
  return link ? { kind: 'link', text, ...link } : { kind: 'text', text };
}

// ---------------------------------------------------------------------------------------------------
// Display names (D1 section 4).

export const ORDER_STATUS_LABEL: Record<number, string> = {
  [ORDER_STATUS.created]: 'Order Created',
  [ORDER_STATUS.pulled]: 'Items Pulled',
  [ORDER_STATUS.built]: 'Items Built',
  [ORDER_STATUS.staged]: 'Order Staged',
  [ORDER_STATUS.shipped]: 'Order Shipped',
  [ORDER_STATUS.cancelled]: 'Order Cancelled',
  [ORDER_STATUS.ready]: 'Order Production Hold',
  // Not among the drawer's names; the hold screen calls 198 Unacknowledged.
  [ORDER_STATUS.unacknowledged]: 'Order Unacknowledged',
};

/** Package tracking status as the package view words it (Label Created, Shipped, Reshipped). */
export const TRACKING_STATUS_LABEL: Record<number, string> = {
  [TRACKING_STATUS.created]: 'Label Created',
  [TRACKING_STATUS.confirmed]: 'Shipped',
  [TRACKING_STATUS.reshipped]: 'Reshipped',
};

export const ACUMATICA_STATUS_LABEL: Record<number, string> = {
  [ACUMATICA_STATUS.processing]: 'Processing',
  [ACUMATICA_STATUS.orderCreated]: 'Order Created',
  [ACUMATICA_STATUS.shipmentCreated]: 'Shipment Created',
  [ACUMATICA_STATUS.shipmentFailed]: 'Shipment Failed',
  [ACUMATICA_STATUS.orderFailed]: 'Order Failed',
};

/** A status code's display name; an unknown code shows as the number rather than nothing. */
export function statusLabel(labels: Record<number, string>, code: number | null | undefined): string {
  if (code === null || code === undefined) return '';
  return labels[code] ?? String(code);
}

/** The Tracking column: the distinct tracking statuses of the shipments, in shipment order. */
export function trackingStatusText(shipments: readonly { tracking_status: number | null }[]): string {
  const names = new Set<string>();
  for (const s of shipments) {
    const name = statusLabel(TRACKING_STATUS_LABEL, s.tracking_status);
    if (name) names.add(name);
  }
  return [...names].join(', ');
}

/** The Truck column: the distinct truck numbers of the shipments. */
export function truckText(shipments: readonly { truck_number: string | null }[]): string {
  return [...new Set(shipments.map((s) => s.truck_number?.trim() ?? '').filter(Boolean))].join(', ');
}

/** Order dates are shown with their date part only (D1 section 2). */
export const orderDateDisplay = datePart;

// ---------------------------------------------------------------------------------------------------
// Filters: empty ones are sent as null, dates as YYYY-MM-DD, ERP numbers padded to 7 (D1 section 5).

export type OrderSearchFilterText = {
  start_date: string;
  end_date: string;
  vendor_name: string;
  acu_order_num: string;
  upload_id: string;
  pullsheet_id: string;
  internal_po_number: string;
  external_po_number: string;
  tracking_number: string;
  name: string;
  sku: string;
  order_status: string;
  tracking_status: string;
  acumatica_status: string;
  warehouse: string;
};

export type OrderSearchFilterKey = keyof OrderSearchFilterText;

export const EMPTY_FILTERS: OrderSearchFilterText = {
  start_date: '',
  end_date: '',
  vendor_name: '',
  acu_order_num: '',
  upload_id: '',
  pullsheet_id: '',
  internal_po_number: '',
  external_po_number: '',
  tracking_number: '',
  name: '',
  sku: '',
  order_status: '',
  tracking_status: '',
  acumatica_status: '',
  warehouse: '',
};

/** The filters as sent: every key present, blanks as null, the ERP number padded to 7. */
export type OrderSearchFilterValues = { [K in OrderSearchFilterKey]: string | null };

/** Trims, turns blanks into null and pads the ERP number (D1 section 5). */
export function normaliseFilters(filters: Partial<OrderSearchFilterText>): OrderSearchFilterValues {
  const out = {} as OrderSearchFilterValues;
  for (const key of Object.keys(EMPTY_FILTERS) as OrderSearchFilterKey[]) {
    const text = (filters[key] ?? '').trim();
    out[key] = text === '' ? null : text;
  }
  out.acu_order_num = out.acu_order_num === null ? null : padErpNumber(out.acu_order_num);
  return out;
}

export const DATE_ORDER_MESSAGE = 'The start date must be on or before the end date.';
export const DATE_FORMAT_MESSAGE = 'Dates must be real dates in the form YYYY-MM-DD.';
const WHOLE_NUMBER = /^\d+$/;

/** Why the filters cannot be searched, or null when they can. */
export function filterProblem(filters: OrderSearchFilterValues): string | null {
  const { start_date: start, end_date: end } = filters;
  if ((start !== null && !isYmd(start)) || (end !== null && !isYmd(end))) return DATE_FORMAT_MESSAGE;
  if (start !== null && end !== null && start > end) return DATE_ORDER_MESSAGE;
  if (filters.upload_id !== null && !WHOLE_NUMBER.test(filters.upload_id))
    return 'The upload id must be a whole number.';
  if (filters.pullsheet_id !== null && !WHOLE_NUMBER.test(filters.pullsheet_id))
    return 'The pullsheet id must be a whole number.';
  return null;
}

/** True when no filter is set (Clear All Filters has nothing to clear). */
export function noFilters(filters: OrderSearchFilterText): boolean {
  return Object.values(filters).every((v) => v.trim() === '');
}

// ---------------------------------------------------------------------------------------------------
// Export (OrderSearchExport.csv) with the table's columns.

export const EXPORT_FILE_NAME = 'OrderSearchExport.csv';
export const EXPORT_COLUMNS = [
  'Vendor',
  'PO Number',
  'Upload Date',
  'Order Date',
  'Tracking Number',
  'Status',
  'Tracking',
  'Truck',
] as const;

export type SearchOrderView = {
  vendor_name: string;
  internal_po_number: string;
  upload_date: string;
  order_date: string;
  order_status: number;
  shipments: readonly {
    tracking_number: string | null;
    tracking_status: number | null;
    truck_number: string | null;
  }[];
};

/**
 * One export row: the values the table shows, except that a file has room for every tracking number,
 * so Multiple is written out as the numbers themselves.
 */
export function exportRow(order: SearchOrderView): Record<(typeof EXPORT_COLUMNS)[number], string> {
  const tracking = trackingDisplay(order.shipments);
  return {
    Vendor: order.vendor_name,
    'PO Number': order.internal_po_number,
    'Upload Date': order.upload_date,
    'Order Date': orderDateDisplay(order.order_date),
    'Tracking Number':
      tracking.kind === 'multiple' ? trackingNumbersOf(order.shipments).join(' ') : tracking.text,
    Status: statusLabel(ORDER_STATUS_LABEL, order.order_status),
    Tracking: trackingStatusText(order.shipments),
    Truck: truckText(order.shipments),
  };
}
