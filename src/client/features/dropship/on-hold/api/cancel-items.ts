import { useMutation } from '@tanstack/react-query';
import { cancelItemsResponseSchema, type CancelItemsRequest } from '@shared/api/dropship/on-hold';
import { legacyApi } from '@client/lib/api';
import { useInvalidateHoldOrders } from './hold-orders';

/** Cancel Items of the hold screen: answers the success and failure counts. */
export const cancelItems = (input: CancelItemsRequest) =>
  legacyApi('/dropship/on_hold/cancel_items', {
    method: 'PUT',
    body: input,
    schema: cancelItemsResponseSchema,
    idempotencyKey: crypto.randomUUID(),
  });

export function useCancelItems() {
  const invalidate = useInvalidateHoldOrders();
  return useMutation({ mutationFn: cancelItems, onSettled: invalidate });
}
