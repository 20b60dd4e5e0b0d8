import {
  listVendorRequests,
  requestVendor,
  sendAmazonDirectInventory,
  sendInvoices,
  type VendorRequestBody,
} from '@shared/api/dropship/api-status';
import { api } from '@client/lib/api';

/** Queues one request for one vendor; answers its id and state (queued). */
export function postVendorRequest(body: VendorRequestBody) {
  return api(requestVendor, { body });
}

/** Send Invoices for several vendors in one call: one queued request per vendor. */
export async function postInvoices(vendor_names: readonly string[]) {
  return (await api(sendInvoices, { body: { vendor_names: [...vendor_names] } })).requests;
}

/** Amazon Direct's inventory, through its own call. */
export function postAmazonDirectInventory() {
  return api(sendAmazonDirectInventory, {});
}

/** The current state of the given requests. */
export async function fetchVendorRequests(ids: readonly string[], signal?: AbortSignal) {
  return (await api(listVendorRequests, { query: { ids: ids.join(',') } }, { signal })).requests;
}
