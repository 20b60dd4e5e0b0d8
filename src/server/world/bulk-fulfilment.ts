import { BULK_WAREHOUSES, SHIPMENT_STATUS } from '@shared/domain/bulk/status';
import { ACUMATICA_STATUS } from '@shared/domain/dropship/status';
import { HOUR, addDays, money, ymd, type WorldClock } from './clock';
import { erpShipmentNumber } from './codes';
import type { Fulfilment } from './bulk-fulfilment-types';
import type { BulkOrder } from './bulk-order';
import { lotsAndInvoice } from './bulk-lots';
import { atLeast } from './bulk-stage';
import type { IdSequences } from './table-batch';

const FIELD = {
  kentucky: 'fulfillKy',
  pennsylvania: 'fulfillPa',
  texas: 'fulfillTx',
  illinois: 'fulfillIl',
} as const;
const METHOD = {
  kentucky: 'kyMethod',
  pennsylvania: 'paMethod',
  texas: 'txMethod',
  illinois: 'ilMethod',
} as const;

/**
 * From Ready on, an order has one shipment (pallet group under a PRO number) per warehouse it ships
 * from, two when it is big. Each open line's quantity for that warehouse is on exactly one of them,
 * so a shipment's pieces equal the sum of its items.
 */
export function fulfil(
  o: BulkOrder,
  scacs: readonly string[],
  clock: WorldClock,
  ids: IdSequences,
): Fulfilment {
  const out: Fulfilment = { shipments: [], shipmentItems: [], lots: [], invoices: [] };
  const { rng, stage, order } = o;
  const open = o.items.filter((i) => i.allocation && i.orderStatus !== 199);
  if (atLeast(stage, 'ready') && open.length > 0) {
    for (const warehouse of BULK_WAREHOUSES) {
      const lines = open.filter((i) => i.allocation!.fulfil[warehouse] > 0);
      if (lines.length === 0) continue;
      const total = lines.reduce((s, i) => s + i.allocation!.fulfil[warehouse], 0);
      const groups =
        total > 400 && lines.length > 1
          ? [lines.filter((_, n) => n % 2 === 0), lines.filter((_, n) => n % 2 === 1)]
          : [lines];
      for (const group of groups) {
        const id = ids.next('bulk_shipments');
        const pieces = group.reduce((s, i) => s + i.allocation!.fulfil[warehouse], 0);
        const boxes = group.reduce(
          (s, i) => s + Math.ceil(i.allocation!.fulfil[warehouse] / (i.casePacks || 1)),
          0,
        );
        const shipDate =
          stage === 'ready' ? clock.day(rng.int(-1, 4)) : addDays(ymd(order.uploadDate!), rng.int(4, 6));
        const reshipped = stage !== 'ready' && rng.chance(0.03);
        const erpShipped =
          stage === 'ready' ? rng.chance(0.5) : order.acumaticaStatus !== ACUMATICA_STATUS.shipmentFailed;
        out.shipments.push({
          id,
          company: order.company,
          orderId: order.id,
          proNumber: rng.digits(10),
          bol: rng.digits(17),
          carrier: rng.pick(scacs),
          shipDate,
          expectedDelivery: addDays(shipDate, rng.int(2, 6)),
          truckNumber: String(rng.int(100, 9999)),
          shipmentPrice: money(rng.int(15_000, 250_000)),
          acuShipNum: erpShipped ? erpShipmentNumber(ids, order.company) : null,
          acumaticaStatus: erpShipped
            ? ACUMATICA_STATUS.shipmentCreated
            : stage === 'ready'
              ? null
              : ACUMATICA_STATUS.shipmentFailed,
          totalOnShipment: Math.max(1, Math.ceil(boxes / 24)),
          shipmentStatus:
            stage === 'ready'
              ? SHIPMENT_STATUS.created
              : reshipped
                ? SHIPMENT_STATUS.reshipped
                : SHIPMENT_STATUS.confirmed,
          warehouse,
          method: group[0]!.shipMethod ?? group[0]![METHOD[warehouse]] ?? 'LTL',
          toteNumber: null,
          pullsheetId: null,
          reshippedDate: reshipped ? addDays(shipDate, 3) : null,
          // Half of the Ready loads have a dock appointment on their ship date (shipping dashboard).
          dockAppointment:
            stage === 'ready' && rng.chance(0.5)
              ? new Date(Date.parse(`${shipDate}T00:00:00Z`) + rng.int(12, 22) * HOUR)
              : null,
          destination: `${order.city}, ${order.state}`,
          pallets: Math.max(1, Math.ceil(boxes / 24)),
          pieces,
        });
        for (const item of group)
          out.shipmentItems.push({
            id: ids.next('bulk_shipment_items'),
            shipmentId: id,
            itemId: item.id,
            quantity: item[FIELD[warehouse]] ?? 0,
          });
      }
    }
  }
  lotsAndInvoice(o, open, clock, ids, out);
  return out;
}
