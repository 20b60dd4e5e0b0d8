import { useMutation } from '@tanstack/react-query';
import { holdActionResponseSchema, type HoldOrderRef } from '@shared/api/dropship/on-hold';
import { legacyApi } from '@client/lib/api';
import { useInvalidateHoldOrders } from './hold-orders';

/** PUT /dropship/orders/sendToProduction: a Ready order becomes order_created. */
export const sendToProduction = (ref: HoldOrderRef) =>
  legacyApi('/dropship/orders/sendToProduction', {
    method: 'PUT',
    body: ref,
    schema: holdActionResponseSchema,
    idempotencyKey: crypto.randomUUID(),
  });

export function useSendToProduction() {
  const invalidate = useInvalidateHoldOrders();
  return useMutation({ mutationFn: sendToProduction, onSettled: invalidate });
}
