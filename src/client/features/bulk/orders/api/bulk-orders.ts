import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getBulkOrders,
  getBulkOrdersTable,
  getNewBulkOrders,
  routeBulkOrder,
  sendBulkAcknowledgement,
  shortBulkItems,
  unshortBulkItems,
  type BulkOrderDetail,
  type BulkOrderKey,
  type BulkOrderRow,
  type RouteRequest,
} from '@shared/api/bulk/bulk-orders';
import type { BulkStage, BulkWarehouse } from '@shared/domain/bulk/status';
import { api } from '@client/lib/api';

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

/** D2 getBulkOrders (by PO and vendor): the drawer's order with its items and pallets. */
export async function fetchBulkOrder(key: BulkOrderKey, signal?: AbortSignal): Promise<BulkOrderDetail> {
  const query = { internal_po_number: key.internal_po_number, vendor_name: key.vendor_name };
  const [order] = (await api(getBulkOrders, { query }, { signal })).orders;
  if (!order) throw new Error(`Order ${key.internal_po_number} was not found.`);
  return order;
}

/** The drawer's order; idle while the drawer is closed. */
export function useBulkOrder(key: BulkOrderKey | null) {
  return useQuery({
    queryKey: ['bulk', 'orders', 'one', key?.internal_po_number, key?.vendor_name],
    queryFn: ({ signal }) => fetchBulkOrder(key!, signal),
    enabled: key !== null,
  });
}

/** D2 section 7 GET /bulk/orders/new?vendor_name: a vendor's New orders with their lines. */
export async function fetchNewBulkOrders(vendorName: string): Promise<BulkOrderDetail[]> {
  return (await api(getNewBulkOrders, { query: { vendor_name: vendorName } })).orders;
}

/** PUT /bulk/orders/short (short) or /unshort: these items of the order. */
export async function saveShorts(
  order: BulkOrderKey,
  skus: readonly string[],
  short: boolean,
): Promise<number> {
  const { internal_po_number, vendor_name } = order;
  const items = skus.map((sku) => ({ internal_sku: sku, internal_po_number, vendor_name }));
  return (await api(short ? shortBulkItems : unshortBulkItems, { body: { items } })).updated;
}

/** POST /bulk/orders/acknowledgement: the order's 855. */
export function sendAcknowledgement(order: BulkOrderKey) {
  const { internal_po_number, vendor_name } = order;
  return api(sendBulkAcknowledgement, { body: { internal_po_number, vendor_name } });
}

/** POST /bulk/orders/routing: the route request of D2 section 3. */
export function sendRouteRequest(request: RouteRequest) {
  return api(routeBulkOrder, { body: request });
}
