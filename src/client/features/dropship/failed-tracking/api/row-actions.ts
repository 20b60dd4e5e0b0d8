import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fallbackAmazonLabel,
  redoSingleTracking,
  redoTrackingWithoutVerification,
  updateCustomer,
  updateTracking,
  type UpdateCustomerRequest,
  type UpdateTrackingRequest,
} from '@shared/api/dropship/failed-tracking';
import { api } from '@client/lib/api';
import { FAILED_ROWS_KEY } from './failed-rows';

function useRefreshRows() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FAILED_ROWS_KEY });
}

/** Sets a tracking number by hand (setTracking). */
export function useSetTracking() {
  const refresh = useRefreshRows();
  return useMutation({
    mutationFn: (input: UpdateTrackingRequest) => api(updateTracking, { body: input }),
    onSuccess: refresh,
  });
}

/**
 * Asks the carrier for a label again, or without address verification (admin). The list is
 * refreshed on failure too: the row then shows the carrier's new reason.
 */
export function useRedoTracking() {
  const refresh = useRefreshRows();
  return useMutation({
    mutationFn: ({ orderId, skipVerification }: { orderId: number; skipVerification: boolean }) =>
      api(skipVerification ? redoTrackingWithoutVerification : redoSingleTracking, {
        body: { order_id: orderId },
      }),
    onSettled: refresh,
  });
}

/** Fallback Amazon: the package ships on our own carrier account instead of an Amazon label. */
export function useFallbackAmazon() {
  const refresh = useRefreshRows();
  return useMutation({
    mutationFn: (orderId: number) => api(fallbackAmazonLabel, { body: { order_id: orderId } }),
    onSettled: refresh,
  });
}

/** Corrects the customer's name and address (updateCustomerInfo). */
export function useUpdateCustomer() {
  const refresh = useRefreshRows();
  return useMutation({
    mutationFn: (input: UpdateCustomerRequest) => api(updateCustomer, { body: input }),
    onSuccess: refresh,
  });
}
