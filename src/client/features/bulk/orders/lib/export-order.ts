import Papa from 'papaparse';
import type { BulkOrderDetail, BulkOrderKey } from '@shared/api/bulk/bulk-orders';
import { exportDate, statusName } from '@shared/domain/bulk/orders-table';
import { saveText } from '@client/lib/download';
import { fetchBulkOrder, fetchNewBulkOrders } from '../api/bulk-orders';

/** The columns of an order export: one row per order line. */
export const ORDER_EXPORT_FIELDS = [
  'internal_po_number',
  'external_po_number',
  'vendor_name',
  'acu_order_num',
  'warehouse',
  'order_date',
  'upload_date',
  'internal_sku',
  'external_sku',
  'description',
  'quantity',
  'internal_price',
  'external_price',
  'decision',
  'order_status',
] as const;

/** One row per line of these orders, in the export's columns. */
export function orderExportRows(orders: readonly BulkOrderDetail[]) {
  return orders.flatMap((o) =>
    o.items.map((i) => ({
      internal_po_number: o.internal_po_number,
      external_po_number: o.external_po_number ?? '',
      vendor_name: o.vendor_name,
      acu_order_num: o.acu_order_num ?? '',
      warehouse: o.warehouse ?? '',
      // D2 section 7: order dates have T replaced by a space.
      order_date: o.order_date.slice(0, 19).replace('T', ' '),
      upload_date: o.upload_date.slice(0, 19).replace('T', ' '),
      internal_sku: i.internal_sku,
      external_sku: i.external_sku ?? '',
      description: i.description ?? '',
      quantity: i.quantity,
      internal_price: i.internal_price ?? '',
      external_price: i.external_price ?? '',
      decision: i.decision ?? '',
      order_status: statusName(i.order_status),
    })),
  );
}

const save = (prefix: string, orders: readonly BulkOrderDetail[]) => {
  const name = `${prefix}_${exportDate(new Date())}.csv`;
  saveText(name, Papa.unparse({ fields: [...ORDER_EXPORT_FIELDS], data: orderExportRows(orders) }));
  return name;
};

/** Export Order (D2 section 2): the ticked orders with their lines, ORDER_EXPORT_{m.d.yy}.csv. */
export async function exportOrders(keys: readonly BulkOrderKey[]): Promise<string> {
  const orders = await Promise.all(keys.map((k) => fetchBulkOrder(k)));
  return save('ORDER_EXPORT', orders);
}

/** The new-orders export by vendor (D2 section 2): NEW_ORDERS_{vendor}_{m.d.yy}.csv; null when none. */
export async function exportNewOrdersOfVendor(vendor: string): Promise<string | null> {
  const orders = await fetchNewBulkOrders(vendor);
  if (orders.length === 0) return null;
  return save(`NEW_ORDERS_${vendor.replace(/[^A-Za-z0-9]+/g, '_')}`, orders);
}
