import { useMutation } from '@tanstack/react-query';
import { cancelTplOrder } from '@shared/api/tpl/cancel';
import { api } from '@client/lib/api';

/** Cancels an order at Geodis (D3 7: POST /tpl/geodis/cancelOrder). */
export function useCancelTplOrder() {
  return useMutation({
    mutationFn: (orderNumber: string) => api(cancelTplOrder, { body: { order_number: orderNumber } }),
  });
}
