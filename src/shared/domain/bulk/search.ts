import { datePart, isYmd, padErpNumber } from '../../lib/dates';
import { DATE_FORMAT_MESSAGE, DATE_ORDER_MESSAGE } from '../dropship/order-search';
import { ACUMATICA_STATUS } from '../dropship/status';
import { statusName } from './orders-table';
import { BULK_ITEM_STATUS, BULK_WAREHOUSES, SHIPMENT_STATUS } from './status';

/**
 * Bulk order search (D2 sections 2, 5, 7, 9): the filters and how they are sent, the 5,000-row
 * reading grouped by internal PO, the humanised status and OrderSearchExport.csv.
 */

/** D2 section 9: 5000 rows in one reading, newest upload first. */
export const BULK_SEARCH_LIMIT = 5000;
/** D2 section 9: Kentucky, Pennsylvania, Texas, Illinois. */
export const BULK_SEARCH_WAREHOUSES = BULK_WAREHOUSES;

/** D2 section 4: bulk order statuses by name, shown humanised (order_built is Order Built). */
export const BULK_ORDER_STATUS_NAME: Record<number, string> = {
  [BULK_ITEM_STATUS.created]: 'order_created',
  [BULK_ITEM_STATUS.acknowledged]: 'order_acknowledged',
  [BULK_ITEM_STATUS.built]: 'order_built',
  [BULK_ITEM_STATUS.staged]: 'order_staged',
  [BULK_ITEM_STATUS.shipped]: 'order_shipped',
  [BULK_ITEM_STATUS.onHold]: 'order_production_hold',
  [BULK_ITEM_STATUS.cancelled]: 'order_cancelled',
};

/** snake_case to words with capitals: order_production_hold is Order Production Hold. */
export function humanise(name: string): string {
  return name
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The Status column: the order status's name humanised; an unknown code shows as the number. */
export function orderStatusText(code: number): string {
  const name = BULK_ORDER_STATUS_NAME[code];
  return name ? humanise(name) : String(code);
}

export type StatusChoice = { value: string; label: string };
const choices = (codes: readonly number[], label: (code: number) => string): StatusChoice[] =>
  codes.map((code) => ({ value: String(code), label: label(code) }));

export const ORDER_STATUS_CHOICES = choices(Object.keys(BULK_ORDER_STATUS_NAME).map(Number), orderStatusText);
export const SHIPMENT_STATUS_CHOICES = choices(Object.values(SHIPMENT_STATUS), statusName);
export const ACUMATICA_STATUS_CHOICES = choices(Object.values(ACUMATICA_STATUS), statusName);

// ---------------------------------------------------------------------------------------------------
// Filters: empty ones sent as null, dates YYYY-MM-DD, the Acumatica order number padded to 7.

export const BULK_SEARCH_FILTERS = [
  'start_date',
  'end_date',
  'vendor_name',
  'acu_order_num',
  'internal_po_number',
  'external_po_number',
  'sku',
  'pro_number',
  'upload_id',
  'warehouse',
  'order_status',
  'acumatica_status',
  'shipment_status',
] as const;
export type BulkSearchFilterKey = (typeof BULK_SEARCH_FILTERS)[number];
export type BulkSearchFilterText = Record<BulkSearchFilterKey, string>;
export type BulkSearchFilterValues = Record<BulkSearchFilterKey, string | null>;

export const EMPTY_BULK_FILTERS = Object.fromEntries(
  BULK_SEARCH_FILTERS.map((key) => [key, '']),
) as BulkSearchFilterText;

/** D2 section 5: trims, blanks become null, the Acumatica Order # is zero-padded to 7. */
export function bulkSearchValues(filters: Partial<BulkSearchFilterText>): BulkSearchFilterValues {
  const entries = BULK_SEARCH_FILTERS.map((key) => {
    const value = (filters[key] ?? '').trim();
    if (value === '') return [key, null];
    return [key, key === 'acu_order_num' ? padErpNumber(value) : value];
  });
  return Object.fromEntries(entries) as BulkSearchFilterValues;
}

/** Why the filters cannot be searched, or null when they can. */
export function bulkSearchProblem(values: BulkSearchFilterValues): string | null {
  const { start_date: start, end_date: end, upload_id: upload } = values;
  if ((start !== null && !isYmd(start)) || (end !== null && !isYmd(end))) return DATE_FORMAT_MESSAGE;
  if (start !== null && end !== null && start > end) return DATE_ORDER_MESSAGE;
  if (upload !== null && !/^\d+$/.test(upload)) return 'The upload id must be a whole number.';
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The flat rows grouped by internal PO (and vendor: two vendors may use one PO number).

export type BulkSearchRowView = {
  vendor_name: string;
  internal_po_number: string;
  acu_order_num: string | null;
  upload_date: string;
  order_date: string;
  order_status: number;
  zip_code: string | null;
  internal_sku: string;
  quantity: number;
  internal_price: string | null;
  external_price: string | null;
};

export type BulkSearchOrder<R extends BulkSearchRowView> = {
  key: string;
  vendor_name: string;
  internal_po_number: string;
  upload_date: string;
  /** D2 section 2: the first 10 characters. */
  order_date: string;
  status: string;
  rows: R[];
};

/** Orders in the order of their first row (the server's: newest upload first). */
export function groupByPo<R extends BulkSearchRowView>(rows: readonly R[]): BulkSearchOrder<R>[] {
  const orders = new Map<string, BulkSearchOrder<R>>();
  for (const row of rows) {
    const key = `${row.vendor_name}\u0000${row.internal_po_number}`;
    const order = orders.get(key);
    if (order) order.rows.push(row);
    else
      orders.set(key, {
        key,
        vendor_name: row.vendor_name,
        internal_po_number: row.internal_po_number,
        upload_date: row.upload_date,
        order_date: datePart(row.order_date),
        status: orderStatusText(row.order_status),
        rows: [row],
      });
  }
  return [...orders.values()];
}

// ---------------------------------------------------------------------------------------------------
// OrderSearchExport.csv (D2 section 9): one row per order shipment item.

export const BULK_EXPORT_FILE_NAME = 'OrderSearchExport.csv';
export const BULK_EXPORT_COLUMNS = [
  'acu_order_num',
  'po_number',
  'vendor_name',
  'upload_date',
  'order_date',
  'internal_sku',
  'quantity',
  'internal_price',
  'external_price',
  'zip_code',
] as const;
export type BulkExportRow = Record<(typeof BULK_EXPORT_COLUMNS)[number], string | number>;

/** One export row per search row: a shipment's item, or a line no shipment holds yet. */
export function bulkExportRow(row: BulkSearchRowView): BulkExportRow {
  return {
    acu_order_num: row.acu_order_num ?? '',
    po_number: row.internal_po_number,
    vendor_name: row.vendor_name,
    upload_date: row.upload_date,
    order_date: row.order_date,
    internal_sku: row.internal_sku,
    quantity: row.quantity,
    internal_price: row.internal_price ?? '',
    external_price: row.external_price ?? '',
    zip_code: row.zip_code ?? '',
  };
}
