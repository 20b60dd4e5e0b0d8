import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailSchema, type DrawerOrder } from '@shared/api/dropship/order-drawer';
import { legacyApi } from '@client/lib/api';

export type OrderKey = { internal_po_number: string; vendor_name: string };

/** GET /api/dropship/orders (compressed envelope): the order of one PO and vendor. */
export async function fetchOrder(key: OrderKey, signal?: AbortSignal): Promise<DrawerOrder> {
  const { orders } = await legacyApi('/dropship/orders', {
    query: { internal_po_number: key.internal_po_number, vendor_name: key.vendor_name },
    envelope: true,
    schema: orderDetailSchema,
    signal,
  });
  const [order] = orders;
  if (!order) throw new Error(`Order ${key.internal_po_number} was not found.`);
  return order;
}

export const orderQuery = (key: OrderKey) =>
  queryOptions({
    queryKey: ['dropship', 'order', key.internal_po_number, key.vendor_name],
    queryFn: ({ signal }) => fetchOrder(key, signal),
  });

/** The drawer's order; idle while the drawer is closed. */
export function useOrder(key: OrderKey | null) {
  return useQuery({
    ...orderQuery(key ?? { internal_po_number: '', vendor_name: '' }),
    enabled: key !== null,
  });
}
