import { and, asc, between, eq, lte, sql } from 'drizzle-orm';
import {
  simTplInventory,
  simTplOrders,
  simTplShipments,
  type SimCarton,
  type SimTplItem,
} from '../../platform/db/schema/sandbox-partners';
import { stableDigits, utcDate, type Executor } from '../sandbox-support';
import type { ShipmentConfirmation } from './port';

/** Units per carton: the 3PL packs a carton until it holds this many. */
const CARTON_UNITS = 12;
const CARRIERS = ['UPS', 'FEDEX', 'USPS'] as const;

/** Lots are named after the SKU and the day the stock was picked, as a lot-controlled 3PL does. */
const lotNumber = (sku: string, at: Date) =>
  `L${utcDate(at).replace(/-/g, '').slice(2)}${stableDigits(sku, 3)}`;

/** Packs the items into cartons in order, splitting a line across cartons when it does not fit. */
export function packCartons(orderId: string, items: readonly SimTplItem[], at: Date): SimCarton[] {
  const cartons: SimCarton[] = [];
  let current: SimCarton | null = null;
  let room = 0;
  items.forEach((item, index) => {
    let left = item.order_qty;
    while (left > 0) {
      if (!current || room === 0) {
        current = { cartonId: `${orderId}-${String(cartons.length + 1).padStart(3, '0')}`, lines: [] };
        cartons.push(current);
        room = CARTON_UNITS;
      }
      const qty = Math.min(left, room);
      const lot = { lotNumber: lotNumber(item.sku, at), shippedQuantity: qty };
      current.lines.push({ lineNumber: index + 1, sku: item.sku, shippedQuantity: qty, lots: [lot] });
      left -= qty;
      room -= qty;
    }
  });
  return cartons;
}

/**
 * Ships every order received at least `shipAfterMs` ago, dated when the 3PL would have shipped it.
 * Done when confirmations are read, so the history is stored once and then stays as it was.
 */
export async function shipDueOrders(
  db: Executor,
  company: string,
  provider: number,
  now: Date,
  shipAfterMs: number,
) {
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(simTplOrders)
      .where(
        and(
          eq(simTplOrders.company, company),
          eq(simTplOrders.provider, provider),
          eq(simTplOrders.status, 'Received'),
          lte(simTplOrders.createdAt, new Date(now.getTime() - shipAfterMs)),
        ),
      )
      .orderBy(asc(simTplOrders.id))
      .for('update', { skipLocked: true });
    for (const order of due) {
      const shippedAt = new Date(order.createdAt.getTime() + shipAfterMs);
      const carrier = CARRIERS[Number(stableDigits(order.orderId, 1)) % CARRIERS.length] ?? 'UPS';
      await tx.insert(simTplShipments).values({
        company,
        provider,
        tplOrderId: order.id,
        shipmentDate: shippedAt,
        carrier,
        cartons: packCartons(order.orderId, order.items, shippedAt),
      });
      await tx.update(simTplOrders).set({ status: 'Shipped' }).where(eq(simTplOrders.id, order.id));
      for (const item of order.items) {
        await tx
          .update(simTplInventory)
          .set({
            onHand: sql`greatest(${simTplInventory.onHand} - ${item.order_qty}, 0)`,
            available: sql`greatest(${simTplInventory.available} - ${item.order_qty}, 0)`,
            updatedAt: now,
          })
          .where(
            and(
              eq(simTplInventory.company, company),
              eq(simTplInventory.provider, provider),
              eq(simTplInventory.sku, item.sku),
            ),
          );
      }
    }
  });
}

export async function confirmations(
  db: Executor,
  company: string,
  provider: number,
  from: string,
  to: string,
): Promise<ShipmentConfirmation[]> {
  const rows = await db
    .select({ shipment: simTplShipments, order: simTplOrders })
    .from(simTplShipments)
    .innerJoin(simTplOrders, eq(simTplOrders.id, simTplShipments.tplOrderId))
    .where(
      and(
        eq(simTplShipments.company, company),
        eq(simTplShipments.provider, provider),
        between(sql`(${simTplShipments.shipmentDate} at time zone 'UTC')::date`, from, to),
      ),
    )
    .orderBy(asc(simTplShipments.shipmentDate), asc(simTplShipments.id));
  return rows.map(({ shipment, order }) => ({
    poNum: order.poNumber,
    shipmentDate: shipment.shipmentDate.toISOString(),
    orderNum: order.soNumber,
    orderId: order.orderId,
    shipTo: {
      shipName: order.shipTo.name,
      addr1: order.shipTo.address,
      addr2: order.shipTo.address_2 ?? null,
      city: order.shipTo.city,
      region: order.shipTo.state,
      postalcode: order.shipTo.zip_code,
    },
    shipment: {
      carton: shipment.cartons.map((c) => ({
        cartonId: c.cartonId,
        line: c.lines.map((l) => ({
          lineNumber: l.lineNumber,
          sku: l.sku,
          shippedQuantity: l.shippedQuantity,
          lot: l.lots,
        })),
      })),
    },
    carrier: shipment.carrier,
  }));
}
