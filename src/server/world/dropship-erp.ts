import { ACUMATICA_STATUS, ORDER_STATUS } from '@shared/domain/dropship/status';
import { ERP_WAREHOUSES } from '../integrations/acumatica/entities';
import { ymd } from './clock';
import { erpNumber } from './codes';
import type { OrderBundle } from './dropship-order-types';
import type { OrderSpec } from './dropship-spec';
import type { ErpOrderPlan } from './erp-orders';
import { shipAddress } from './people';

/** Acumatica outcome of the order: created for most, processing or failed for some (D1 section 4). */
export function acumatica(spec: OrderSpec): [number | null, string | null] {
  const { rng, fate, coverage } = spec;
  const num = erpNumber(100_000 + spec.index);
  const created: [number, string] = [ACUMATICA_STATUS.orderCreated, num];
  if (coverage?.acumatica === 'processing') return [ACUMATICA_STATUS.processing, null];
  if (coverage?.acumatica === 'orderFailed') return [ACUMATICA_STATUS.orderFailed, null];
  switch (fate) {
    case 'sheet':
      return rng.chance(0.02) ? [ACUMATICA_STATUS.orderFailed, null] : created;
    case 'created':
      return rng.weighted<[number, string | null]>([
        [created, 70],
        [[ACUMATICA_STATUS.processing, null], 20],
        [[ACUMATICA_STATUS.orderFailed, null], 10],
      ]);
    case 'failedTracking':
      return created;
    case 'hold198':
      return [null, null];
    case 'hold197':
      return rng.chance(0.5) ? created : [null, null];
    case 'cancelled':
      return rng.chance(0.6) ? created : [null, null];
  }
}

/** YYYYMMDD of vendor_params.requested_on as the ERP's date. */
function requestedOn(params: unknown): string | null {
  const raw = (params as { requested_on?: string } | null)?.requested_on;
  return raw && /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6)}` : null;
}

/**
 * The ERP's copy of an order that reached it: a cancelled order with all its lines; a live one
 * without its cancelled lines (taken off the ERP order, which cannot hold a line of nothing), and one
 * shipment per package the ERP shipped, confirmed once the order left the dock.
 */
export function dropshipErpOrder(b: OrderBundle): ErpOrderPlan | null {
  const { order, spec, packages } = b;
  if (!order.acuOrderNum) return null;
  const cancelled = order.orderStatus === ORDER_STATUS.cancelled;
  const lines = cancelled ? b.lines : b.lines.filter((l) => l.orderStatus !== ORDER_STATUS.cancelled);
  const warehouse = ERP_WAREHOUSES[spec.warehouse];
  const uploaded = order.uploadDate!;
  return {
    company: order.company,
    orderType: spec.vendor.erpOrderType,
    orderNbr: order.acuOrderNum,
    customerId: spec.vendor.code,
    cancelled,
    date: ymd(uploaded),
    requestedOn: requestedOn(order.vendorParams),
    customerOrderNbr: order.externalPoNumber ?? null,
    externalRef: order.internalPoNumber,
    description: `${spec.vendor.name} dropship`,
    shipTo: shipAddress(order),
    createdAt: uploaded,
    lines: lines.map((l) => ({
      inventoryId: l.internalSku,
      description: l.description ?? null,
      quantity: l.quantity,
      unitPrice: l.externalPrice ?? '0.00',
      warehouse,
    })),
    shipments: packages.flatMap((p) =>
      p.acuShipNum && p.shipDate
        ? [
            {
              shipmentNbr: p.acuShipNum,
              warehouse,
              confirmed: order.orderStatus === ORDER_STATUS.shipped,
              date: ymd(order.pickupTime ?? p.shipDate),
              createdAt: p.shipDate,
              trackingNumbers: p.trackingNumber ? [p.trackingNumber] : [],
              lines: lines.flatMap((l, i) => (l.packageId === p.id ? [i] : [])),
            },
          ]
        : [],
    ),
  };
}
