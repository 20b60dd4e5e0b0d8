import { useMutation } from '@tanstack/react-query';
import { sendHoldOrderToAcumatica, type HoldOrderRef } from '@shared/api/dropship/on-hold';
import { api } from '@client/lib/api';
import { useInvalidateHoldOrders } from './hold-orders';

/** A Ready order without an ERP number goes to Acumatica: after approval, and as Resend to Acumatica. */
export const sendToAcumatica = (ref: HoldOrderRef) => api(sendHoldOrderToAcumatica, { body: ref });

export function useSendToAcumatica() {
  const invalidate = useInvalidateHoldOrders();
  return useMutation({ mutationFn: sendToAcumatica, onSettled: invalidate });
}
