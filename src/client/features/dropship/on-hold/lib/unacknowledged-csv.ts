import Papa from 'papaparse';
import type { HoldOrder } from '@shared/api/dropship/on-hold';
import { ORDER_STATUS } from '@shared/domain/dropship/status';

/** One row per line of each Unacknowledged (198) order, cancelled lines included with their reason. */
export function unacknowledgedRows(orders: readonly HoldOrder[]): Record<string, string | number>[] {
  return orders
    .filter((o) => o.order_status === ORDER_STATUS.unacknowledged)
    .flatMap((o) =>
      o.lines.map((l) => ({
        vendor_name: o.vendor_name,
        internal_po_number: o.internal_po_number,
        external_po_number: o.external_po_number ?? '',
        order_date: o.order_date,
        upload_date: o.upload_date,
        name: o.name,
        address1: o.address1,
        address2: o.address2 ?? '',
        city: o.city,
        state: o.state,
        zip_code: o.zip_code,
        internal_sku: l.internal_sku,
        external_sku: l.external_sku ?? '',
        description: l.description ?? '',
        quantity: l.quantity,
        external_price: l.external_price ?? '',
        order_status: l.order_status,
        cancel_reason: l.cancel_reason ?? '',
        note: typeof o.vendor_params?.note === 'string' ? o.vendor_params.note : '',
      })),
    );
}

export function toCsv(rows: readonly Record<string, string | number>[]): string {
  return Papa.unparse(rows as Record<string, string | number>[]);
}
