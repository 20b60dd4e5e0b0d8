import { listVendorRequests, requestVendor, type VendorRequestBody } from '@shared/api/dropship/api-status';
import { api } from '@client/lib/api';

/** Queues one request for one vendor; answers its id and state (queued). */
export function postVendorRequest(body: VendorRequestBody) {
  return api(requestVendor, { body });
}

/** The current state of the given requests. */
export async function fetchVendorRequests(ids: readonly string[], signal?: AbortSignal) {
  return (await api(listVendorRequests, { query: { ids: ids.join(',') } }, { signal })).requests;
}
