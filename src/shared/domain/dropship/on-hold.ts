import type { Scope } from '../identity/scopes';
import { CANCEL_REASONS, ORDER_STATUS, type CancelReason } from './status';

/**
 * Orders On Hold (D1 sections 2, 4, 6, 8): who sees which hold order, which action each order
 * offers, the item-cancel reasons and the screen's messages. The server enforces these rules and
 * the screen uses the same ones to decide what to show.
 */

export const HOLD_STATUSES = [ORDER_STATUS.unacknowledged, ORDER_STATUS.ready] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

export const HOLD_STATUS_LABEL: Record<HoldStatus, string> = {
  198: 'Unacknowledged',
  197: 'Ready',
};

export function isHoldStatus(status: number): status is HoldStatus {
  return (HOLD_STATUSES as readonly number[]).includes(status);
}

/** The status as the hold screen shows it; an order that left the screen keeps a plain name. */
export function holdStatusText(status: number): string {
  if (isHoldStatus(status)) return HOLD_STATUS_LABEL[status];
  if (status === ORDER_STATUS.cancelled) return 'Cancelled';
  if (status === ORDER_STATUS.created) return 'Order Created';
  return String(status);
}

/** Headquarters: users with the washington scope see (and acknowledge) every hold order. */
export function isHeadquarters(scopes: readonly Scope[]): boolean {
  return scopes.includes('washington');
}

/** Washington users see every hold order (198 and 197); everybody else only Ready (197) ones. */
export function visibleHoldStatuses(scopes: readonly Scope[]): HoldStatus[] {
  return isHeadquarters(scopes) ? [...HOLD_STATUSES] : [ORDER_STATUS.ready];
}

export function mayViewHoldStatus(scopes: readonly Scope[], status: number): boolean {
  return (visibleHoldStatuses(scopes) as number[]).includes(status);
}

/**
 * The status of an order on the hold screen from its lines: cancelled (199) lines are left out;
 * an order whose lines are all cancelled is cancelled. Unacknowledged outranks Ready, since an
 * order must be acknowledged before any of it goes on.
 */
export function holdGroupStatus(lineStatuses: readonly number[]): number {
  const live = lineStatuses.filter((s) => s !== ORDER_STATUS.cancelled);
  if (live.length === 0) return ORDER_STATUS.cancelled;
  return Math.max(...live);
}

export type HoldOrderState = { order_status: number; acu_order_num: string | null };

export type HoldActions = {
  /** Accept order {po}?: acknowledge with cancel false, then send to the ERP. */
  approve: boolean;
  /** Cancel order {po}?: acknowledge with cancel true. */
  reject: boolean;
  sendToProduction: boolean;
  /** Resend to Acumatica: only while the order has no Acumatica order number. */
  resend: boolean;
};

/**
 * What an order offers (D1 section 4, hold flow). An Unacknowledged order is approved or rejected,
 * by headquarters only; a Ready one goes to production. Resend is for a Ready order that has no
 * Acumatica number (an unacknowledged order reaches the ERP by being approved).
 */
export function holdActions(order: HoldOrderState, scopes: readonly Scope[]): HoldActions {
  const unacknowledged = order.order_status === ORDER_STATUS.unacknowledged;
  const ready = order.order_status === ORDER_STATUS.ready;
  const hq = isHeadquarters(scopes);
  return {
    approve: unacknowledged && hq,
    reject: unacknowledged && hq,
    sendToProduction: ready,
    resend: ready && !order.acu_order_num?.trim(),
  };
}

export function isCancelReason(value: unknown): value is CancelReason {
  return typeof value === 'string' && (CANCEL_REASONS as readonly string[]).includes(value);
}

/** Item cancel row (D1 section 3). */
export type ItemCancelRow = {
  internal_po_number: string;
  internal_sku: string;
  vendor_name: string;
  cancel_reason: string;
};

export const ITEM_CANCEL_COLUMNS = [
  'internal_po_number',
  'internal_sku',
  'vendor_name',
  'cancel_reason',
] as const satisfies readonly (keyof ItemCancelRow)[];

/** The first thing wrong with a cancel row, or null; rows are checked before anything is written. */
export function cancelRowProblem(
  row: Partial<Record<keyof ItemCancelRow, unknown>>,
  index = 0,
): string | null {
  const where = `Row ${index + 1}`;
  for (const field of ITEM_CANCEL_COLUMNS) {
    const value = row[field];
    if (typeof value !== 'string' || value.trim() === '') return `${where}: Missing required field: ${field}`;
  }
  if (!isCancelReason(row.cancel_reason)) {
    return `${where}: Invalid cancel reason ${String(row.cancel_reason)}. Valid reasons: ${CANCEL_REASONS.join(', ')}.`;
  }
  return null;
}

export const HOLD_MESSAGES = {
  uploading: 'Uploading...',
  sentToProduction: 'Order Sent To Production!',
  acknowledgementSent: 'Acknowledgement Sent!',
  cancelItemsFailed: 'Failed to Cancel Items.',
  resent: 'Order Sent To Acumatica!',
  noUnacknowledged: 'There are no unacknowledged orders to export.',
} as const;

export const confirmSendToProduction = (po: string) => `Send order ${po} to production?`;
export const confirmAccept = (po: string) => `Accept order ${po}?`;
export const confirmCancel = (po: string) => `Cancel order ${po}?`;

export type CancelItemsOutcome = { success: number; failed: number };

/** The answer to Cancel Items: 'Failed to Cancel Items.' with both counts when any row failed. */
export function cancelItemsMessage({ success, failed }: CancelItemsOutcome): string {
  const counts = `Successful Cancels: ${success} / Failed Cancels: ${failed}`;
  return failed > 0 ? `${HOLD_MESSAGES.cancelItemsFailed} ${counts}` : `Items Cancelled! ${counts}`;
}

/** The file name of Export Unacknowledged Orders. */
export const UNACKNOWLEDGED_EXPORT_FILE = 'UnacknowledgedOrders.csv';
