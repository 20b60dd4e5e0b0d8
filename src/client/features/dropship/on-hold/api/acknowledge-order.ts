import { useMutation } from '@tanstack/react-query';
import { holdActionResponseSchema, type AckRequest } from '@shared/api/dropship/on-hold';
import { legacyApi } from '@client/lib/api';
import { useInvalidateHoldOrders } from './hold-orders';

/** PUT /dropship/orders/ack: cancel false accepts (Ready), cancel true rejects (cancelled). */
export const acknowledgeOrder = (input: AckRequest) =>
  legacyApi('/dropship/orders/ack', {
    method: 'PUT',
    body: input,
    schema: holdActionResponseSchema,
    idempotencyKey: crypto.randomUUID(),
  });

export function useAcknowledgeOrder() {
  const invalidate = useInvalidateHoldOrders();
  return useMutation({ mutationFn: acknowledgeOrder, onSettled: invalidate });
}
