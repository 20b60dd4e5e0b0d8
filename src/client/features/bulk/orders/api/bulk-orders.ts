import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getBulkOrdersTable,
  getNewBulkOrders,
  routeBulkOrder,
  type BulkOrderDetail,
  type BulkOrderRow,
  type RouteRequest,
} from '@shared/api/bulk/bulk-orders';
import type { BulkStage, BulkWarehouse } from '@shared/domain/bulk/status';
import { api } from '@client/lib/api';

/** The drawer's calls live with the drawer (src/client/components/bulk-order-drawer). */
export { fetchBulkOrder } from '@client/components/bulk-order-drawer/api';

/** D2 section 7 getBulkOrdersTable: one tab's orders, of one warehouse when given (not on New). */
export async function fetchBulkOrdersTable(
  stage: BulkStage,
  warehouse: BulkWarehouse | null,
  signal?: AbortSignal,
): Promise<BulkOrderRow[]> {
  const query = stage === 'new' || warehouse === null ? { status: stage } : { status: stage, warehouse };
  return (await api(getBulkOrdersTable, { query }, { signal })).orders;
}

export const bulkOrdersTableKey = (stage: BulkStage, warehouse: BulkWarehouse | null) =>
  ['bulk', 'orders', 'table', stage, stage === 'new' ? null : warehouse] as const;

/** The open tab's table; the previous tab's rows stay while the next loads. */
export function useBulkOrdersTable(stage: BulkStage, warehouse: BulkWarehouse | null) {
  return useQuery({
    queryKey: bulkOrdersTableKey(stage, warehouse),
    queryFn: ({ signal }) => fetchBulkOrdersTable(stage, warehouse, signal),
    placeholderData: keepPreviousData,
  });
}

/** D2 section 7 GET /bulk/orders/new?vendor_name: a vendor's New orders with their lines. */
export async function fetchNewBulkOrders(vendorName: string): Promise<BulkOrderDetail[]> {
  return (await api(getNewBulkOrders, { query: { vendor_name: vendorName } })).orders;
}

/** POST /bulk/orders/routing: the route request of D2 section 3. */
export function sendRouteRequest(request: RouteRequest) {
  return api(routeBulkOrder, { body: request });
}
