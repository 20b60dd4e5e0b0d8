import { useMutation } from '@tanstack/react-query';
import { cancelHoldItems, type CancelItemsRequest } from '@shared/api/dropship/on-hold';
import { api } from '@client/lib/api';
import { useInvalidateHoldOrders } from './hold-orders';

/** Cancel Items of the hold screen: answers the success and failure counts. */
export const cancelItems = (input: CancelItemsRequest) => api(cancelHoldItems, { body: input });

export function useCancelItems() {
  const invalidate = useInvalidateHoldOrders();
  return useMutation({ mutationFn: cancelItems, onSettled: invalidate });
}
