/**
 * Bulk Status (D2 sections 2, 4 and 9): the row classes are the API Status rules of D1 section 4
 * word for word (priority 1 severe after 12 hours, 2 after a day, 3 after 3 days, inactive after 10
 * days with no orders, orders above 100, 500 and 700), so both screens use one implementation,
 * src/shared/domain/dropship/api-status.ts. What differs is the requests: a bulk vendor is asked to
 * download its purchase orders (850s), or is sent inventory (846) or invoices (810); ship notices
 * of bulk orders go from the Bulk Orders Shipped tab.
 */
import { VENDOR_REQUEST_ACTION, vendorRequestFailure } from '../dropship/api-status';

export {
  apiStatus as vendorStatus,
  downloadAge,
  DEFAULT_PRIORITY,
  INACTIVE_AGE_MS,
  ORDER_LIMITS,
  REFRESH_AFTER_ACTION_MS,
  ROW_CLASS_LABEL,
  ROW_CLASSES,
  SEVERE_AGE_MS,
  type ApiStatusClass as VendorStatusClass,
  type ApiStatusVerdict as VendorStatusVerdict,
} from '../dropship/api-status';

/** The Bulk Status buttons: vendorRequest of D2 section 7 with its kinds orders, inventory, invoice. */
export const BULK_VENDOR_REQUESTS = ['orders', 'inventory', 'invoice'] as const;
export type BulkVendorRequest = (typeof BULK_VENDOR_REQUESTS)[number];

/** Download, Send Inventory, Send Invoices (the API Status buttons' names). */
export const BULK_REQUEST_ACTION: Record<BulkVendorRequest, string> = {
  orders: VENDOR_REQUEST_ACTION.orders,
  inventory: VENDOR_REQUEST_ACTION.inventory,
  invoice: VENDOR_REQUEST_ACTION.invoice,
};

/** 'Failed to download Chewy orders, please contact a developer' and the same for the others. */
export const bulkRequestFailure = (vendor: string, type: BulkVendorRequest): string =>
  vendorRequestFailure(vendor, type);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What a request did, as the screen says it: 'Chewy: 3 orders downloaded'. */
export function bulkRequestSummary(
  vendor: string,
  type: BulkVendorRequest,
  counts: { done: number; refused?: readonly string[] },
): string {
  const refused = counts.refused ?? [];
  const tail = refused.length > 0 ? `; ${refused.length} refused: ${refused.join('; ')}` : '';
  if (type === 'orders') return `${vendor}: ${plural(counts.done, 'order')} downloaded`;
  if (type === 'inventory') return `${vendor}: inventory of ${plural(counts.done, 'SKU')} sent`;
  if (counts.done === 0 && refused.length === 0)
    return `${vendor}: no invoices waiting (no order on ASN Sent)`;
  return `${vendor}: ${plural(counts.done, 'invoice')} sent${tail}`;
}
