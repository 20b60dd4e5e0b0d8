import { useMutation } from '@tanstack/react-query';
import { acknowledgeHoldOrder, type AckRequest } from '@shared/api/dropship/on-hold';
import { api } from '@client/lib/api';
import { useInvalidateHoldOrders } from './hold-orders';

/** Acknowledgement: cancel false accepts (Ready), cancel true rejects (cancelled). */
export const acknowledgeOrder = (input: AckRequest) => api(acknowledgeHoldOrder, { body: input });

export function useAcknowledgeOrder() {
  const invalidate = useInvalidateHoldOrders();
  return useMutation({ mutationFn: acknowledgeOrder, onSettled: invalidate });
}
