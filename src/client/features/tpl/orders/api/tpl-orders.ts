import { useMutation, useQuery } from '@tanstack/react-query';
import { getTplOrders, sendTplOrders, type TplOrdersQuery, type TplSalesOrder } from '@shared/api/tpl/orders';
import { api } from '@client/lib/api';

/** The ERP sales orders of a Get Orders (D3 7: GET /tpl/acumatica/sales-orders). */
export function useTplOrders(query: TplOrdersQuery | null) {
  return useQuery({
    queryKey: ['tpl-orders', query],
    queryFn: async ({ signal }) =>
      (await api(getTplOrders, { query: query! }, { signal })).Get3PLOrdersDetails,
    enabled: query !== null,
    // The orders of one search, kept only while the screen is open and a little after.
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/** Sends orders to Geodis (POST /tpl/geodis/createOrder); a second send creates nothing. */
export function useSendTplOrders() {
  return useMutation({
    mutationFn: (orders: TplSalesOrder[]) => api(sendTplOrders, { body: { orders } }),
  });
}
