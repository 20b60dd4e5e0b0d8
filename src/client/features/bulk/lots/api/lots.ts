import { useQuery } from '@tanstack/react-query';
import { shortBulkItems, unshortBulkItems } from '@shared/api/bulk/bulk-orders';
import { regenerateBoxLabels } from '@shared/api/bulk/labels';
import {
  getLotOrders,
  getTreatlyOrders,
  uploadLots,
  type LotOrder,
  type UploadLots,
} from '@shared/api/bulk/lots';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

/** GET /bulk/lots/orders: the Lots table (the drawer reads its order from it too). */
export function useLotOrders(company: Company) {
  return useQuery({
    queryKey: ['bulk', 'lots', 'orders', company],
    queryFn: async ({ signal }) => (await api(getLotOrders, { query: {} }, { signal })).orders,
  });
}

/** GET /bulk/treatly-orders: the open Treatly lines Get Template lists. */
export async function fetchTreatlyLines() {
  return (await api(getTreatlyOrders, {})).lines;
}

/** POST /bulk/lots with the rows of the file. */
export function sendLots(data: UploadLots['data']) {
  return api(uploadLots, { body: { data } });
}

/** PUT /bulk/orders/short (or /unshort) of one SKU of the order. */
export async function setItemShort(order: LotOrder, sku: string, short: boolean): Promise<number> {
  const item = {
    internal_sku: sku,
    internal_po_number: order.internal_po_number,
    vendor_name: order.vendor_name,
  };
  return (await api(short ? shortBulkItems : unshortBulkItems, { body: { items: [item] } })).updated;
}

/** POST /bulk/labels/regenerate for the order (the LABELS slice makes the file). */
export function regenerateOrderLabels(order: LotOrder) {
  const { internal_po_number, external_po_number, vendor_name, warehouse } = order;
  return api(regenerateBoxLabels, {
    body: { internal_po_number, external_po_number, vendor_name, warehouse },
  });
}
