import type { OrderLine } from '@shared/api/dropship/common';
import type { AcumaticaStatus, OrderStatus, TrackingStatus } from '@shared/domain/dropship/status';
import type { LineRow, OrderRow } from './order-queries';

/*
 * The status columns are plain integers in the database; every writer sets them from the constants
 * of src/shared/domain/dropship/status.ts, so a read is one of the codes of its union.
 */
export const orderStatusOf = (code: number): OrderStatus => code as OrderStatus;
export const trackingStatusOf = (code: number | null): TrackingStatus | null => code as TrackingStatus | null;
export const acumaticaStatusOf = (code: number | null): AcumaticaStatus | null =>
  code as AcumaticaStatus | null;

/** An order line as the screens show it (the hold screen's line; the drawer adds its package). */
export function toOrderLine(l: LineRow): OrderLine {
  return {
    order_id: l.id,
    internal_sku: l.internalSku,
    external_sku: l.externalSku,
    description: l.description,
    quantity: l.quantity,
    internal_price: l.internalPrice,
    external_price: l.externalPrice,
    order_status: orderStatusOf(l.orderStatus),
    cancel_reason: l.cancelReason,
  };
}

/** The order's ship-to address and carrier, as the screens show them. */
export function toShipTo(o: OrderRow) {
  return {
    name: o.name,
    address1: o.address1,
    address2: o.address2,
    city: o.city,
    state: o.state,
    zip_code: o.zipCode,
    carrier: o.carrier,
    method: o.method,
  };
}
