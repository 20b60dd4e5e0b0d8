import { useMutation } from '@tanstack/react-query';
import { holdActionResponseSchema, type HoldOrderRef } from '@shared/api/dropship/on-hold';
import { legacyApi } from '@client/lib/api';
import { useInvalidateHoldOrders } from './hold-orders';

/** PUT /dropship/orders/format-acumatica-order: after approval, and as Resend to Acumatica. */
export const sendToAcumatica = (ref: HoldOrderRef) =>
  legacyApi('/dropship/orders/format-acumatica-order', {
    method: 'PUT',
    body: ref,
    schema: holdActionResponseSchema,
    idempotencyKey: crypto.randomUUID(),
  });

export function useSendToAcumatica() {
  const invalidate = useInvalidateHoldOrders();
  return useMutation({ mutationFn: sendToAcumatica, onSettled: invalidate });
}
