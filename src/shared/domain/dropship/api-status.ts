/**
 * API Status (D1 sections 4 and 9): how a vendor's row is classed from its fulfillment priority, the
 * age of its last download and its unprocessed orders, and what a vendor request may ask for.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Fulfillment priorities a vendor may have; a vendor without one counts as 3. */
export const PRIORITIES = [1, 2, 3] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = 3;

/** A download older than this is severe for a vendor of that priority. */
export const SEVERE_AGE_MS: Record<Priority, number> = { 1: 12 * HOUR, 2: DAY, 3: 3 * DAY };
/** Older than this with zero unprocessed orders: the vendor has gone quiet, not stuck. */
export const INACTIVE_AGE_MS = 10 * DAY;
/** Unprocessed orders above these counts warn, error (with the warning icon) and are severe. */
export const ORDER_LIMITS = { warn: 100, error: 500, severe: 700 } as const;

/** The spec's row classes; `ok` is a row none of the rules marks. */
export const ROW_CLASSES = ['new', 'inactive', 'severe', 'error', 'warn', 'ok'] as const;
export type ApiStatusClass = (typeof ROW_CLASSES)[number];

export const ROW_CLASS_LABEL: Record<ApiStatusClass, string> = {
  new: 'New (never downloaded)',
  inactive: 'Inactive',
  severe: 'Severe',
  error: 'Error',
  warn: 'Warning',
  ok: 'OK',
};

export function isPriority(value: unknown): value is Priority {
  return (PRIORITIES as readonly unknown[]).includes(value);
}

export function effectivePriority(priority: number | null | undefined): Priority {
  return isPriority(priority) ? priority : DEFAULT_PRIORITY;
}

export type ApiStatusInput = {
  orders: number;
  /** ISO time of the last download; null when the vendor never downloaded. */
  lastDownload: string | Date | null;
  priority: number | null;
};

export type ApiStatusVerdict = {
  rowClass: ApiStatusClass;
  /** The warning icon of D1 section 4: more than 500 unprocessed orders. */
  warningIcon: boolean;
  priority: Priority;
};

/**
 * The row class. Where several rules apply the first of this list wins:
 * new (never downloaded), inactive (over 10 days and zero orders: nothing waits, so the age is not
 * an alarm), severe (download older than the priority allows, or over 700 orders), error (over
 * 500), warn (over 100), ok. "Older than" and "above" are strict: exactly 12 hours is not severe.
 */
export function apiStatus(input: ApiStatusInput, now: Date = new Date()): ApiStatusVerdict {
  const priority = effectivePriority(input.priority);
  const warningIcon = input.orders > ORDER_LIMITS.error;
  const verdict = (rowClass: ApiStatusClass) => ({ rowClass, warningIcon, priority });
  if (input.lastDownload === null) return verdict('new');
  const age = now.getTime() - new Date(input.lastDownload).getTime();
  if (age > INACTIVE_AGE_MS && input.orders === 0) return verdict('inactive');
  if (age > SEVERE_AGE_MS[priority] || input.orders > ORDER_LIMITS.severe) return verdict('severe');
  if (input.orders > ORDER_LIMITS.error) return verdict('error');
  if (input.orders > ORDER_LIMITS.warn) return verdict('warn');
  return verdict('ok');
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago"; "Never" without a download. */
export function downloadAge(lastDownload: string | Date | null, now: Date = new Date()): string {
  if (lastDownload === null) return 'Never';
  const ms = Math.max(0, now.getTime() - new Date(lastDownload).getTime());
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'} ago`;
  if (ms < 60_000) return 'just now';
  if (ms < HOUR) return unit(Math.floor(ms / 60_000), 'minute');
  if (ms < DAY) return unit(Math.floor(ms / HOUR), 'hour');
  return unit(Math.floor(ms / DAY), 'day');
}

/** What POST /dropship/vendor may ask a vendor's API to do (D1 section 7). */
export const VENDOR_REQUEST_TYPES = ['orders', 'shipping', 'invoice', 'inventory'] as const;
export type VendorRequestType = (typeof VENDOR_REQUEST_TYPES)[number];

/** The buttons of the screen, by request type. */
export const VENDOR_REQUEST_ACTION: Record<VendorRequestType, string> = {
  orders: 'Download',
  shipping: 'Send Tracking',
  invoice: 'Send Invoices',
  inventory: 'Send Inventory',
};

/** What a vendor takes: every vendor downloads orders and takes tracking and invoices; inventory only with a feed. */
export type VendorFeeds = { vendor_name: string; sends_inventory: boolean };

/**
 * Why a vendor cannot be asked for this request, or null when it can. The server refuses the
 * request with this message (400); the screen offers Send Inventory only when it is null.
 */
export function vendorRequestRefusal(vendor: VendorFeeds, type: VendorRequestType): string | null {
  if (type === 'inventory' && !vendor.sends_inventory)
    return `${vendor.vendor_name} does not take inventory feeds.`;
  return null;
}

/** The note beside Send Inventory when some chosen vendors take no inventory feed. */
export function noInventoryFeedNote(names: readonly string[]): string {
  const list =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Send Inventory is for vendors that take an inventory feed: ${list} ${names.length === 1 ? 'takes' : 'take'} none.`;
}

const REQUEST_NOUN: Record<VendorRequestType, string> = {
  orders: 'orders',
  shipping: 'tracking',
  invoice: 'invoices',
  inventory: 'inventory',
};

/** queued: waiting for the job; complete or failed once the vendor answered. */
export const VENDOR_REQUEST_STATES = ['queued', 'complete', 'failed'] as const;
export type VendorRequestState = (typeof VENDOR_REQUEST_STATES)[number];

/**
 * The toast of a failed request: the spec's 'Failed to send {vendor} inventory, please contact a
 * developer', and the same sentence for the other requests.
 */
export function vendorRequestFailure(vendor: string, type: VendorRequestType): string {
  if (type === 'orders') return `Failed to download ${vendor} orders, please contact a developer`;
  return `Failed to send ${vendor} ${REQUEST_NOUN[type]}, please contact a developer`;
}

/** Seconds the screen waits after a batch action before it refreshes (D1 section 9). */
export const REFRESH_AFTER_ACTION_MS = 5_000;

export const PRIORITY_MESSAGES = {
  invalid: 'Priority must be 1, 2 or 3.',
  empty: 'Choose at least one vendor priority to save.',
  unknownVendor: (name: string) => `${name} is not a dropship vendor of this company.`,
  duplicate: (name: string) => `${name} is listed more than once.`,
} as const;

/**
 * The vendor whose inventory goes through its own call (POST /ecommerce/amazon-direct-inventory,
 * D3 section 7) instead of the generic vendor request.
 */
export const AMAZON_DIRECT = 'Amazon Direct';

/** Send Invoices takes at most this many vendors in one POST /dropship/invoices. */
export const MAX_INVOICE_VENDORS = 50;
