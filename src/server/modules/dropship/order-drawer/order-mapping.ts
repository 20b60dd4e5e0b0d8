import type { DrawerLine, DrawerOrder, DrawerPackage } from '@shared/api/dropship/order-drawer';
import { orderDateText } from '@shared/lib/dates';
import {
  acumaticaStatusOf,
  orderStatusOf,
  toOrderLine,
  toShipTo,
  trackingStatusOf,
} from '../common/order-mapping';
import type { LineRow, OrderRow, PackageRow } from './dropship-orders.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toDrawerPackage(p: PackageRow): DrawerPackage {
  return {
    package_id: p.id,
    tracking_number: p.trackingNumber,
    carrier: p.carrier,
    method: p.method,
    acu_ship_num: p.acuShipNum,
    acumatica_status: acumaticaStatusOf(p.acumaticaStatus),
    truck_number: p.truckNumber,
    tote_id: p.toteId,
    warehouse: p.warehouse,
    pullsheet_id: p.pullsheetId,
    ship_date: iso(p.shipDate),
    tracking_status: trackingStatusOf(p.trackingStatus),
    reshipped_date: p.reshippedDate,
    total_quantity: p.totalQuantity,
    tracking_error: p.trackingError,
  };
}

export function toDrawerLine(l: LineRow): DrawerLine {
  const { order_id, ...rest } = toOrderLine(l);
  return { order_id, package_id: l.packageId, ...rest };
}

/** The drawer's order: order fields, its shipments (packages) and items (lines). */
export function toDrawerOrder(o: OrderRow, packages: PackageRow[], lines: LineRow[]): DrawerOrder {
  return {
    id: o.id,
    vendor_name: o.vendorName,
    vendor_code: o.vendorCode,
    upload_id: o.uploadId,
    internal_po_number: o.internalPoNumber,
    external_po_number: o.externalPoNumber,
    order_date: orderDateText(o.orderDate.toISOString()),
    upload_date: o.uploadDate.toISOString(),
    ...toShipTo(o),
    warehouse: o.warehouse,
    order_status: orderStatusOf(o.orderStatus),
    acumatica_status: acumaticaStatusOf(o.acumaticaStatus),
    acu_order_num: o.acuOrderNum,
    held_at: iso(o.heldAt),
    cancelled_at: iso(o.cancelledAt),
    shipments: packages.filter((p) => p.orderId === o.id).map(toDrawerPackage),
    items: lines.filter((l) => l.orderId === o.id).map(toDrawerLine),
  };
}
