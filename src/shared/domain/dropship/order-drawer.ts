import { carrierOfTracking, CARRIER_LABEL, type Carrier } from '../carriers/tracking';
import {
  ACUMATICA_STATUS,
  ORDER_STATUS,
  TRACKING_STATUS,
  type AcumaticaStatus,
  type OrderStatus,
} from './status';

/**
 * Rules of the dropship order drawer (D1 sections 2, 4, 8): which buttons show for a status, how a
 * package's tracking reads, when a label is late, the retailer whose orders cancel through its own
 * route, and where a transfer sends lines. The server enforces them; the drawer shows them.
 */

/** The drawer's messages, word for word from D1 section 8. */
export const ORDER_DRAWER_MESSAGES = {
  onHold: 'Order On Hold!',
  canceled: 'Order Canceled!',
  cantCancel: "Can't Cancel Order. Check if order is on a pullsheet.",
  aborted: 'Operation Aborted',
  packageReset: 'Package Reset',
  packageResetFailed: 'Failed to Reset Package',
} as const;

/** Display names of the dropship order statuses (D1 section 4); 198 keeps the hold screen's name. */
export const ORDER_STATUS_DISPLAY: Record<OrderStatus, string> = {
  100: 'Order Created',
  101: 'Items Pulled',
  102: 'Items Built',
  103: 'Order Staged',
  104: 'Order Shipped',
  197: 'Order Production Hold',
  198: 'Order Unacknowledged',
  199: 'Order Cancelled',
};

export function isOrderStatus(code: number): code is OrderStatus {
  return Object.values(ORDER_STATUS).includes(code as OrderStatus);
}

export function orderStatusDisplay(code: number): string {
  return isOrderStatus(code) ? ORDER_STATUS_DISPLAY[code] : `Status ${code}`;
}

const ACUMATICA_STATUS_DISPLAY: Record<AcumaticaStatus, string> = {
  [ACUMATICA_STATUS.processing]: 'Processing',
  [ACUMATICA_STATUS.orderCreated]: 'Order Created',
  [ACUMATICA_STATUS.shipmentCreated]: 'Shipment Created',
  [ACUMATICA_STATUS.shipmentFailed]: 'Shipment Failed',
  [ACUMATICA_STATUS.orderFailed]: 'Order Failed',
};

/** Acumatica status codes (D1 section 4) as words; none yet reads Not Sent. */
export function acumaticaStatusDisplay(code: number | null | undefined): string {
  if (code === null || code === undefined) return 'Not Sent';
  return ACUMATICA_STATUS_DISPLAY[code as AcumaticaStatus] ?? `Status ${code}`;
}

/** On hold: waiting for production (197) or for the vendor's acknowledgement (198). */
export function isOnHold(status: number): boolean {
  return status === ORDER_STATUS.ready || status === ORDER_STATUS.unacknowledged;
}

export type DrawerButtons = { cancel: boolean; hold: boolean; resend: boolean; transfer: boolean };

/**
 * D1 section 4: Cancel is hidden when shipped or cancelled; Hold when on hold or cancelled;
 * Resend and Transfer when cancelled.
 */
export function drawerButtons(status: number): DrawerButtons {
  const cancelled = status === ORDER_STATUS.cancelled;
  return {
    cancel: !cancelled && status !== ORDER_STATUS.shipped,
    hold: !cancelled && !isOnHold(status),
    resend: !cancelled,
    transfer: !cancelled,
  };
}

/** Why an order cannot be cancelled; null when it can (an already cancelled order is left as it is). */
export function cancelProblem(order: { status: number; onPullsheet: boolean }): string | null {
  if (order.status === ORDER_STATUS.shipped) return 'Order already shipped; it cannot be cancelled.';
  if (order.onPullsheet) return ORDER_DRAWER_MESSAGES.cantCancel;
  return null;
}

/**
 * Why an order cannot be put on hold; null when it can (an order already on hold is left as it is).
 * The spec shows Hold on a shipped order, but a parcel that left cannot be held: the server says so.
 */
export function holdProblem(status: number): string | null {
  if (status === ORDER_STATUS.cancelled) return 'A cancelled order cannot be put on hold.';
  if (status === ORDER_STATUS.shipped) return 'Order already shipped; it cannot be put on hold.';
  return null;
}

/** Late-label threshold for dropship packages (D1 section 9): 1 day. */
export const LATE_LABEL_MS = 24 * 60 * 60 * 1000;

/** A created label is late when its shipment date is over 1 day old. */
export function isLateLabel(
  pkg: { tracking_status: number | null; ship_date: string | null },
  now: Date,
): boolean {
  if (pkg.tracking_status !== TRACKING_STATUS.created || !pkg.ship_date) return false;
  const shipped = Date.parse(pkg.ship_date);
  return Number.isFinite(shipped) && now.getTime() - shipped > LATE_LABEL_MS;
}

export type PackageTracking = { text: string; reship: boolean };

/**
 * The package view's Tracking Status (D1 section 4): created reads Label Created, or Label Created -
 * Late with Reship when late and the order is not cancelled; confirmed Shipped; reshipped Reshipped.
 */
export function packageTracking(
  pkg: { tracking_status: number | null; ship_date: string | null },
  orderStatus: number,
  now: Date,
): PackageTracking {
  if (pkg.tracking_status === TRACKING_STATUS.created) {
    const late = isLateLabel(pkg, now) && orderStatus !== ORDER_STATUS.cancelled;
    return late ? { text: 'Label Created - Late', reship: true } : { text: 'Label Created', reship: false };
  }
  if (pkg.tracking_status === TRACKING_STATUS.confirmed) return { text: 'Shipped', reship: false };
  if (pkg.tracking_status === TRACKING_STATUS.reshipped) return { text: 'Reshipped', reship: false };
  return { text: 'No Label', reship: false };
}

/** Why a package cannot be reshipped; null when it can. */
export function reshipProblem(
  pkg: { tracking_status: number | null; ship_date: string | null },
  orderStatus: number,
  now: Date,
): string | null {
  if (orderStatus === ORDER_STATUS.cancelled)
    return 'The order is cancelled; its package cannot be reshipped.';
  if (pkg.tracking_status !== TRACKING_STATUS.created)
    return 'Only a label that has not shipped can be reshipped.';
  if (!isLateLabel(pkg, now))
    return 'The label is not late yet: it can be reshipped 1 day after its shipment date.';
  return null;
}

/** Reshipped? as m/d/yy of the reship date (YYYY-MM-DD), or No. */
export function reshippedText(date: string | null | undefined): string {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  if (!match) return 'No';
  return `${Number(match[2])}/${Number(match[3])}/${match[1]!.slice(2)}`;
}

/**
 * The retailer whose orders cancel through `PUT /orders/{id}/cancel` (D1 section 7). The spec only
 * says "a particular retailer"; the call sits beside the ecommerce Amazon Direct inventory call, and
 * Amazon's own orders must be cancelled with Amazon, so the retailer is Amazon.
 */
export const RETAILER_CANCEL_NAME = 'Amazon';

/** True when the vendor's name contains the retailer's (case ignored): Amazon Direct, Amazon Vendor... */
export function usesRetailerCancel(vendorName: string): boolean {
  return vendorName.toLowerCase().includes(RETAILER_CANCEL_NAME.toLowerCase());
}

/**
 * Transfer moves lines to the other dropship warehouse: Kentucky and Pennsylvania swap, Texas sends
 * to Kentucky. Null for an order without a known warehouse.
 */
export function transferWarehouse(from: string | null | undefined): 'kentucky' | 'pennsylvania' | null {
  if (from === 'kentucky') return 'pennsylvania';
  if (from === 'pennsylvania' || from === 'texas') return 'kentucky';
  return null;
}

/** The PO of the n-th order split off by a transfer: the original PO with -T1, -T2, ... */
export function transferPoNumber(po: string, n: number): string {
  return `${po}-T${n}`;
}

/** The ERP number typed in the edit dialog: up to 7 digits, padded to 7; null when it is not one. */
export function erpNumberInput(value: string | number): string | null {
  const text = String(value).trim();
  if (!/^\d{1,7}$/.test(text) || /^0+$/.test(text)) return null;
  return text.padStart(7, '0');
}

export const ERP_NUMBER_MESSAGE = 'Enter an Acumatica order number of up to 7 digits.';

const TRACKING_URL: Record<Exclude<Carrier, 'amazon'>, (n: string) => string> = {
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
};

/** The carrier link of a tracking number by its length (12 FedEx, 18 UPS, 22 USPS); null: plain text. */
export function trackingLink(tracking: string | null | undefined): { carrier: string; url: string } | null {
  if (!tracking) return null;
  const carrier = carrierOfTracking(tracking);
  if (!carrier) return null;
  return { carrier: CARRIER_LABEL[carrier], url: TRACKING_URL[carrier](encodeURIComponent(tracking)) };
}

/** The names of the two label downloads (D1 section 7). */
export function labelFileNames(po: string, tracking: string): { ps: string; sl: string } {
  return { ps: `${po}_${tracking}_packing_slip`, sl: `${po}_${tracking}_shipping_label` };
}
