import { BULK_STAGES, CHANGE_REQUEST_STATUS, type BulkStage, type ChangeRequestStatus } from './status';

/**
 * Incoming Order Change Requests (D2 sections 2, 3, 4, 5, 8 and 9): the statuses, how a requested
 * change reads beside the order's value, which requests may be approved and the screen's messages.
 */

export const CHANGE_REQUEST_STATUS_LABEL: Record<ChangeRequestStatus, string> = {
  [CHANGE_REQUEST_STATUS.new]: 'New',
  [CHANGE_REQUEST_STATUS.accepted]: 'Accepted',
  [CHANGE_REQUEST_STATUS.rejected]: 'Rejected',
  [CHANGE_REQUEST_STATUS.error]: 'Error',
};

export function isChangeRequestStatus(code: number): code is ChangeRequestStatus {
  return Object.values(CHANGE_REQUEST_STATUS).includes(code as ChangeRequestStatus);
}

/** 'New', 'Accepted', 'Rejected', 'Error'; an unknown code reads as itself. */
export function changeRequestStatusLabel(code: number): string {
  return isChangeRequestStatus(code) ? CHANGE_REQUEST_STATUS_LABEL[code] : String(code);
}

/** What a detail changes: a line of the order, its header (dates) or the customer's address. */
export const CHANGE_SUB_TYPES = ['item', 'header', 'customer'] as const;
export type ChangeSubType = (typeof CHANGE_SUB_TYPES)[number];

/** Order header fields a request may change (bulk_orders columns of the same name). */
export const HEADER_FIELDS = [
  'requested_ship_date',
  'deliver_by',
  'deliver_window_start',
  'deliver_window_end',
  'ship_window_start',
  'ship_window_end',
  'requested_pickup',
] as const;
/** Customer fields a request may change. */
export const CUSTOMER_FIELDS = [
  'name',
  'attention',
  'address1',
  'address2',
  'city',
  'state',
  'zip_code',
] as const;
/** Item fields a request may change (the line of `internal_sku`). */
export const ITEM_FIELDS = ['quantity', 'external_price'] as const;

export type HeaderField = (typeof HEADER_FIELDS)[number];
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

const FIELD_LABEL: Record<string, string> = {
  requested_ship_date: 'Requested Ship Date',
  deliver_by: 'Deliver By',
  deliver_window_start: 'Deliver Window Start',
  deliver_window_end: 'Deliver Window End',
  ship_window_start: 'Ship Window Start',
  ship_window_end: 'Ship Window End',
  requested_pickup: 'Requested Pickup',
  name: 'Name',
  attention: 'Attention',
  address1: 'Street Address 1',
  address2: 'Street Address 2',
  city: 'City',
  state: 'State',
  zip_code: 'Zip',
  quantity: 'Quantity',
  external_price: 'External Price',
};

/** The field's name on screen ('ship_window_end' -> 'Ship Window End'). */
export function changeFieldLabel(detail: string): string {
  return (
    FIELD_LABEL[detail] ??
    detail
      .split('_')
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/** A detail of a request (D2 section 3: sub_type, detail, value; item changes add the SKU, quantity and price). */
export type ChangeDetail = {
  sub_type: string;
  detail: string;
  value: string | null;
  old_value: string | null;
  internal_sku: string | null;
  quantity: number | null;
  external_price: string | null;
};

/** One row of the drawer's comparison: the old value struck through, the new one in red italics. */
export type ChangeComparison = {
  /** 'Ship Window End', or 'SKU-1 Quantity' for an item. */
  field: string;
  /** What the order holds (or held when the request came in); '' when it had none. */
  original: string;
  requested: string;
  /** False when the request asks for what the order already has: nothing is struck through. */
  changed: boolean;
};

/**
 * The comparison rows of a request's details. An item detail of quantity also carries the
 * requested price: when the price differs from the line's, it gets its own row.
 */
export function compareChanges(
  details: readonly ChangeDetail[],
  currentPrice: (sku: string) => string | null = () => null,
): ChangeComparison[] {
  const rows: ChangeComparison[] = [];
  for (const d of details) {
    const prefix = d.sub_type === 'item' && d.internal_sku ? `${d.internal_sku} ` : '';
    const original = d.old_value ?? '';
    const requested = d.value ?? '';
    rows.push({
      field: `${prefix}${changeFieldLabel(d.detail)}`,
      original,
      requested,
      changed: original !== requested,
    });
    if (d.sub_type === 'item' && d.detail === 'quantity' && d.internal_sku && d.external_price !== null) {
      const before = currentPrice(d.internal_sku) ?? '';
      if (before !== d.external_price)
        rows.push({
          field: `${prefix}${changeFieldLabel('external_price')}`,
          original: before,
          requested: d.external_price,
          changed: true,
        });
    }
  }
  return rows;
}

/** Why a detail cannot be applied to the order (the request cannot be approved), or null. */
export function detailProblem(d: ChangeDetail): string | null {
  if (d.sub_type === 'header') {
    if (!(HEADER_FIELDS as readonly string[]).includes(d.detail))
      return `${changeFieldLabel(d.detail)} is not a field of the order that can change.`;
    if (d.value !== null && !/^\d{4}-\d{2}-\d{2}$/.test(d.value))
      return `${changeFieldLabel(d.detail)} must be a date (YYYY-MM-DD), not "${d.value}".`;
    return null;
  }
  if (d.sub_type === 'customer') {
    return (CUSTOMER_FIELDS as readonly string[]).includes(d.detail)
      ? null
      : `${changeFieldLabel(d.detail)} is not a field of the customer that can change.`;
  }
  if (d.sub_type === 'item') {
    if (!d.internal_sku) return 'An item change names no SKU.';
    if (!(ITEM_FIELDS as readonly string[]).includes(d.detail))
      return `${changeFieldLabel(d.detail)} is not a field of an item that can change.`;
    const quantity = d.detail === 'quantity' ? Number(d.value) : d.quantity;
    if (quantity !== null && (!Number.isInteger(quantity) || quantity < 0))
      return `The quantity of ${d.internal_sku} must be a whole number of 0 or more.`;
    return null;
  }
  return `A change of type "${d.sub_type}" cannot be applied.`;
}

/**
 * Why this request cannot be approved, or null: only a New (800) request is sent for processing,
 * once. An Accepted, Rejected or Error request has been decided.
 */
export function approveRefusal(request: { request_id: number; request_status: number }): string | null {
  if (request.request_status === CHANGE_REQUEST_STATUS.new) return null;
  return `Request ${request.request_id} is ${changeRequestStatusLabel(request.request_status)}: only a New request can be approved.`;
}

/** A change is applied to an order up to Not Shipped; from Ready on, what leaves is settled. */
export function changeableStage(stage: string): boolean {
  const at = BULK_STAGES.indexOf(stage as BulkStage);
  return at >= 0 && at < BULK_STAGES.indexOf('ready');
}

/** D2 section 5: only one selected row opens the drawer; answers the request to show, or null. */
export function drawerSelection<T>(selected: readonly T[]): T | null {
  return selected.length === 1 ? selected[0]! : null;
}

export const CHANGE_REQUEST_MESSAGES = {
  approved: (id: number) => `Sent Request ${id} For Processing`,
  /** Shown in bold with the success message (D2 sections 4 and 8). */
  erpWarning: 'Acumatica is not updated: the ERP order must be updated manually.',
  error: (message: string) => `Error: ${message}`,
  orderGone: (po: string, vendor: string) => `Order ${po} of ${vendor} no longer exists.`,
  orderMoved: (po: string, stage: string) =>
    `Order ${po} is ${stage}: a change can only be applied before the order is ready to ship.`,
  noItem: (po: string, sku: string) => `Order ${po} has no item ${sku}.`,
  notFound: (id: number) => `Change request ${id} was not found.`,
} as const;
