import type { OrderLine } from '@shared/api/dropship/common';
import type { LineRow, OrderRow } from './order-queries';

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
    order_status: l.orderStatus,
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
