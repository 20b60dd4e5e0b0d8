import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerUpdatedSchema,
  trackingSetSchema,
  type UpdateCustomerRequest,
  type UpdateTrackingRequest,
} from '@shared/api/dropship/failed-tracking';
import { legacyApi } from '@client/lib/api';
import { FAILED_ROWS_KEY } from './failed-rows';

function useRefreshRows() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FAILED_ROWS_KEY });
}

/** PUT /dropship/orders/update_tracking (setTracking). */
export function useSetTracking() {
  const refresh = useRefreshRows();
  return useMutation({
    mutationFn: (input: UpdateTrackingRequest) =>
      legacyApi('/dropship/orders/update_tracking', {
        method: 'PUT',
        body: input,
        schema: trackingSetSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: refresh,
  });
}

/**
 * PUT /dropship/orders/redo_single_tracking, or redo_tracking without address verification (admin).
 * The list is refreshed on failure too: the row then shows the carrier's new reason.
 */
export function useRedoTracking() {
  const refresh = useRefreshRows();
  return useMutation({
    mutationFn: ({ orderId, skipVerification }: { orderId: number; skipVerification: boolean }) =>
      legacyApi(
        skipVerification ? '/dropship/orders/redo_tracking' : '/dropship/orders/redo_single_tracking',
        {
          method: 'PUT',
          body: { order_id: orderId },
          schema: trackingSetSchema,
          idempotencyKey: crypto.randomUUID(),
        },
      ),
    onSettled: refresh,
  });
}

/** PUT /dropship/orders/update_customer (updateCustomerInfo). */
export function useUpdateCustomer() {
  const refresh = useRefreshRows();
  return useMutation({
    mutationFn: (input: UpdateCustomerRequest) =>
      legacyApi('/dropship/orders/update_customer', {
        method: 'PUT',
        body: input,
        schema: customerUpdatedSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: refresh,
  });
}
