import { VENDOR_REQUEST_ACTION, vendorRequestFailure } from '@shared/domain/dropship/api-status';
import { toStorableText } from '@shared/lib/text';
import type { VendorRequestPayload } from '../dropship.jobs';
import type { VendorStatusRepository } from './vendor-status.repository';

/**
 * The `dropship.vendor-request` job gave up. It records its own failures, so this runs only when
 * even that failed: the request, still "queued" on API Status, is recorded as failed with the reason.
 */
export async function giveUpVendorRequest(
  status: VendorStatusRepository,
  payload: VendorRequestPayload,
  reason: string,
): Promise<void> {
  const detail = toStorableText(reason);
  await status.recordRequest(
    payload.company,
    {
      requestId: payload.request_id,
      vendorName: payload.vendor_name,
      requestType: payload.request_type,
      state: 'failed',
      message: vendorRequestFailure(payload.vendor_name, payload.request_type),
      detail,
    },
    'error',
    `${VENDOR_REQUEST_ACTION[payload.request_type]} (${payload.vendor_name}) gave up: ${detail}`,
    payload.user,
  );
}
