import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrder, type DrawerOrder } from '@shared/api/dropship/order-drawer';
import { api } from '@client/lib/api';

export type OrderKey = { internal_po_number: string; vendor_name: string };

/** The drawer's order of one PO and vendor (a compressed envelope). */
export async function fetchOrder(key: OrderKey, signal?: AbortSignal): Promise<DrawerOrder> {
  const { orders } = await api(
    getOrder,
    { query: { internal_po_number: key.internal_po_number, vendor_name: key.vendor_name } },
    { signal },
  );
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
