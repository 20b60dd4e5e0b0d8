import {
  BULK_ITEM_STATUS,
  BULK_WAREHOUSES,
  SHIPMENT_STATUS,
  type BulkWarehouse,
} from '@shared/domain/bulk/status';
import { ERP_WAREHOUSES } from '../integrations/acumatica/entities';
import { ymd, type WorldClock } from './clock';
import type { Fulfilment } from './bulk-fulfilment-types';
import type { BulkItem, BulkOrder } from './bulk-order';
import type { ErpLinePlan, ErpOrderPlan } from './erp-orders';
import { shipAddress } from './people';

/** The warehouses a line ships from, with what each ships (its decision's per-warehouse quantities). */
function parts(item: BulkItem): [BulkWarehouse, number][] {
  return BULK_WAREHOUSES.map((w): [BulkWarehouse, number] => [w, item.allocation?.fulfil[w] ?? 0]).filter(
    ([, quantity]) => quantity > 0,
  );
}

/**
 * The ERP's copy of a bulk order sent to it: one line per SKU and warehouse it ships from (an
 * Acumatica line has one warehouse), so each freight shipment ships whole lines. An order left with
 * nothing to ship was cancelled in the ERP with its lines as ordered.
 */
export function bulkErpOrder(o: BulkOrder, f: Fulfilment, clock: WorldClock): ErpOrderPlan | null {
  const { order, vendor } = o;
  if (!order.acuOrderNum) return null;
  const live = order.orderStatus !== BULK_ITEM_STATUS.cancelled && o.items.some((i) => parts(i).length > 0);
  const lines: ErpLinePlan[] = [];
  const lineOf = new Map<string, number>();
  for (const item of o.items) {
    const shares: [BulkWarehouse, number][] = live
      ? parts(item)
      : [[(order.warehouse as BulkWarehouse | null) ?? 'kentucky', item.quantity]];
    for (const [warehouse, quantity] of shares) {
      lineOf.set(`${item.id}:${warehouse}`, lines.length);
      lines.push({
        inventoryId: item.internalSku,
        description: item.description ?? null,
        quantity,
        unitPrice: item.externalPrice ?? '0.00',
        warehouse: ERP_WAREHOUSES[warehouse],
      });
    }
  }
  const uploaded = order.uploadDate!;
  return {
    company: order.company,
    orderType: vendor.erpOrderType,
    orderNbr: order.acuOrderNum,
    customerId: vendor.code,
    cancelled: !live,
    date: ymd(uploaded),
    requestedOn: order.requestedShipDate ?? null,
    customerOrderNbr: order.externalPoNumber ?? null,
    externalRef: order.internalPoNumber,
    description: `${vendor.name} bulk`,
    shipTo: shipAddress(order),
    createdAt: uploaded,
    lines,
    shipments: f.shipments.flatMap((s) =>
      s.acuShipNum && s.shipDate
        ? [
            {
              shipmentNbr: s.acuShipNum,
              warehouse: ERP_WAREHOUSES[s.warehouse as BulkWarehouse],
              confirmed: s.shipmentStatus !== SHIPMENT_STATUS.created,
              date: s.shipDate,
              // A Ready load's ship date may lie ahead; its ERP shipment exists already.
              createdAt: new Date(Math.min(Date.parse(`${s.shipDate}T00:00:00Z`), clock.nowMs)),
              trackingNumbers: s.proNumber ? [s.proNumber] : [],
              lines: f.shipmentItems
                .filter((si) => si.shipmentId === s.id)
                .map((si) => lineOf.get(`${si.itemId}:${s.warehouse}`))
                .filter((i): i is number => i !== undefined),
            },
          ]
        : [],
    ),
  };
}
