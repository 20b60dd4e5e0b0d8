import { useQuery } from '@tanstack/react-query';
import {
  getBulkOrders,
  sendBulkAcknowledgement,
  shortBulkItems,
  unshortBulkItems,
  type BulkOrderDetail,
  type BulkOrderKey,
} from '@shared/api/bulk/bulk-orders';
import { transferBulkItems, type BulkTransferAnswer } from '@shared/api/bulk/transfer';
import type { BulkWarehouse } from '@shared/domain/bulk/status';
import { api } from '@client/lib/api';

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

/** PUT /bulk/orders/transfer (ours): these lines of the order, whole, to `warehouse`. */
export function transferItems(
  order: BulkOrderKey,
  ids: readonly number[],
  warehouse: BulkWarehouse,
): Promise<BulkTransferAnswer> {
  const { internal_po_number, vendor_name } = order;
  return api(transferBulkItems, {
    body: { internal_po_number, vendor_name, order_ids: [...ids], warehouse },
  });
}
