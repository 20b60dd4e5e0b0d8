import {
  vendorRequestListSchema,
  vendorRequestStatusSchema,
  type VendorRequestBody,
} from '@shared/api/dropship/api-status';
import { legacyApi } from '@client/lib/api';

/** POST /dropship/vendor: queues one request for one vendor; answers its id and state (queued). */
export function postVendorRequest(body: VendorRequestBody) {
  return legacyApi('/dropship/vendor', {
    method: 'POST',
    body,
    schema: vendorRequestStatusSchema,
    idempotencyKey: crypto.randomUUID(),
  });
}

/** GET /dropship/vendor/requests: the current state of the given requests. */
export async function fetchVendorRequests(ids: readonly string[], signal?: AbortSignal) {
  return (
    await legacyApi('/dropship/vendor/requests', {
      query: { ids: ids.join(',') },
      schema: vendorRequestListSchema,
      signal,
    })
  ).requests;
}
