import { BULK_WAREHOUSES, SHIPMENT_STATUS, type BulkWarehouse } from './status';

/**
 * Rules of the Bulk Orders page and its drawer (D2 sections 2, 5 and 9), used by the server and
 * the screen alike.
 */

/** D2 section 9: "Late-label threshold for bulk pallets: 5 days (432,000,000 ms)". */
export const LATE_PALLET_MS = 432_000_000;

/**
 * D2 sections 2 and 5: "Action buttons show only when all selected rows share one vendor." No
 * selection shares no vendor but hides nothing: some actions (Send Ready ASNs) need no selection.
 */
export function oneVendor(selected: readonly { vendor_name: string }[]): boolean {
  const first = selected[0];
  return first === undefined || selected.every((row) => row.vendor_name === first.vendor_name);
}

/**
 * A pallet (shipment) is late once more than 5 days have passed since its ship date while it is
 * still only created (200): neither confirmed (201) nor reshipped (299). `shipDate` is YYYY-MM-DD,
 * read as that day's midnight UTC; no ship date is never late.
 */
export function isLatePallet(
  pallet: { ship_date: string | null; shipment_status: number },
  now: Date,
): boolean {
  if (!pallet.ship_date || pallet.shipment_status !== SHIPMENT_STATUS.created) return false;
  const shipped = Date.parse(`${pallet.ship_date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(shipped)) return false;
  return now.getTime() - shipped > LATE_PALLET_MS;
}

/** D2 section 9: "Reshipped date shown month/day/two-digit year or No". '2026-03-02' -> '3/2/26'. */
export function reshippedLabel(reshippedDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(reshippedDate ?? '');
  if (!match) return 'No';
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${Number(month)}/${Number(day)}/${year.slice(2)}`;
}

/** The six fields of a route request (D2 section 3), in the dialog's order. */
export const ROUTE_REQUEST_FIELDS = [
  'acu_order_num',
  'vendor_name',
  'internal_po_number',
  'pickup_date',
  'volume',
  'weight',
] as const;
export type RouteRequestField = (typeof ROUTE_REQUEST_FIELDS)[number];

export const ROUTE_REQUEST_LABELS: Record<RouteRequestField, string> = {
  acu_order_num: 'SO Number',
  vendor_name: 'Vendor',
  internal_po_number: 'PO Number',
  pickup_date: 'Earliest Pickup Date',
  volume: 'Volume (CF)',
  weight: 'Weight (LBS)',
};

export type RouteRequestInput = Partial<Record<RouteRequestField, string | number | null>>;

const isDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * D2 section 5: "Route request: all six fields required; nothing sent if any is missing." The
 * fields missing or unusable, in the dialog's order; empty when the request may be sent. Volume
 * and weight are positive numbers; the pickup date is a YYYY-MM-DD day.
 */
export function routeRequestProblems(input: RouteRequestInput): RouteRequestField[] {
  return ROUTE_REQUEST_FIELDS.filter((field) => {
    const value = input[field];
    const textValue = value === null || value === undefined ? '' : String(value).trim();
    if (textValue === '') return true;
    if (field === 'pickup_date') return !isDay(textValue);
    if (field === 'volume' || field === 'weight') {
      const n = Number(textValue);
      return !Number.isFinite(n) || n <= 0;
    }
    return false;
  });
}

/** The message of an incomplete route request: the fields by their labels. */
export function routeRequestMessage(problems: readonly RouteRequestField[]): string {
  return `Route request needs ${problems.map((f) => ROUTE_REQUEST_LABELS[f]).join(', ')}.`;
}

/**
 * The bulk warehouses a person may see on Bulk Orders: all four when they hold every warehouse of
 * the company (Illinois, an allocation target of D2 section 1, has no staff of its own), otherwise
 * only those they hold. A new order has no warehouse yet and is seen by every bulk user.
 */
export function visibleBulkWarehouses(
  companyWarehouses: readonly string[],
  userWarehouses: readonly string[],
): readonly BulkWarehouse[] {
  if (companyWarehouses.every((w) => userWarehouses.includes(w))) return BULK_WAREHOUSES;
  return BULK_WAREHOUSES.filter((w) => userWarehouses.includes(w));
}

/** D2 section 4 codes shown humanised. */
const ITEM_STATUS_NAMES: Record<number, string> = {
  100: 'Created',
  101: 'Acknowledged',
  102: 'Built',
  103: 'Staged',
  104: 'Shipped',
  197: 'On Hold',
  199: 'Cancelled',
  200: 'Shipment Created',
  201: 'Shipment Confirmed',
  299: 'Shipment Reshipped',
  400: 'Processing',
  401: 'Order Created',
  402: 'Shipment Created',
  [-402]: 'Shipment Failed',
  [-401]: 'Order Failed',
};
export function statusName(code: number | null | undefined): string {
  if (code === null || code === undefined) return '';
  return ITEM_STATUS_NAMES[code] ?? String(code);
}

/** ASN vendor_status of D2 section 4: 300 Not Sent, 301 Sent, -301 Failed. */
export function asnStatusName(code: number): string {
  return code === 301 ? 'Sent' : code === -301 ? 'Failed' : 'Not Sent';
}

/** Invoice vendor_status (D2 section 4): 701 Sent, -701 Error, otherwise Not Sent. */
export function invoiceStatusName(code: number): string {
  return code === 701 ? 'Sent' : code === -701 ? 'Error' : 'Not Sent';
}

/** A send status with the reason of its failure when there is one: 'Failed: timed out'. */
export function withReason(name: string, reason: string | null | undefined): string {
  return reason ? `${name}: ${reason}` : name;
}

/** An order is cancelled when each of its items is (199): its pull sheet is not offered. */
export function isCancelledOrder(items: readonly { order_status: number }[]): boolean {
  return items.length > 0 && items.every((i) => i.order_status === 199);
}

/** D2 section 9: "exports dated m.d.yy". */
export function exportDate(now: Date): string {
  return `${now.getMonth() + 1}.${now.getDate()}.${String(now.getFullYear()).slice(2)}`;
}
