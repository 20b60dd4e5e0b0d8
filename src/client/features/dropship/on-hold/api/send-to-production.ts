import { useMutation } from '@tanstack/react-query';
import { sendHoldOrderToProduction, type HoldOrderRef } from '@shared/api/dropship/on-hold';
import { api } from '@client/lib/api';
import { useInvalidateHoldOrders } from './hold-orders';

/** A Ready order goes to production: it becomes order_created. */
export const sendToProduction = (ref: HoldOrderRef) => api(sendHoldOrderToProduction, { body: ref });

export function useSendToProduction() {
  const invalidate = useInvalidateHoldOrders();
  return useMutation({ mutationFn: sendToProduction, onSettled: invalidate });
}
