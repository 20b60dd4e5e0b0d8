import { and, asc, eq, gt } from 'drizzle-orm';
import { TRANSFER_ORDER_SHIPPABLE, type TransferOrderStatus } from '@shared/domain/tpl/status';
import { padErpNumber } from '@shared/lib/dates';
import { simErpInventory, simErpTransferLines, simErpTransferOrders } from '../../platform/db/schema/sandbox';
import { notFoundIn, rejectedBy } from '../integration-error';
import { entityId, nextNumber, type Executor } from '../sandbox-support';
import { ERP_WAREHOUSES, type TransferOrder } from './entities';
import { erpDateTime, field, positiveQuantity, required } from './fields';
import type { TransferOrderInput, TransferShipmentLine } from './port';
import { erpNumber } from './sandbox-sales-orders';
import { adjustStock } from './sandbox-stock';

type TransferRow = typeof simErpTransferOrders.$inferSelect;
type TransferLineRow = typeof simErpTransferLines.$inferSelect;

/** The transfer routes of the Create Transfer Orders screen (D3 2.3). */
const ROUTES: Record<TransferOrderInput['Option'], { from: string; to: string }> = {
  'Texas to Geodis': { from: ERP_WAREHOUSES.texas, to: ERP_WAREHOUSES.geodis },
};
/** A proposed transfer is capped, as a planner would move the top of the shelf, not the warehouse. */
const MAX_PROPOSED_LINES = 50;

function toTransferOrder(company: string, row: TransferRow, lines: TransferLineRow[]): TransferOrder {
  return {
    id: entityId(company, 'TransferOrder', row.orderNbr),
    OrderType: field('TR'),
    OrderNbr: field(row.orderNbr),
    Status: field(row.status as TransferOrderStatus),
    WarehouseID: field(row.fromWarehouse),
    ToWarehouse: field(row.toWarehouse),
    Date: field(erpDateTime(row.date)),
    Description: field(row.description),
    Details: lines.map((l) => ({
      LineNbr: field(l.lineNbr),
      ShipmentNbr: field(l.shipmentNbr),
      Sku: field(l.sku),
      Description: field(l.description),
      OrderedQty: field(l.orderedQty),
      QtyShipped: field(l.qtyShipped),
    })),
  };
}

async function load(db: Executor, company: string, orderNbr: string, lock = false) {
  const nbr = erpNumber(orderNbr);
  if (!nbr) return null;
  const query = db
    .select()
    .from(simErpTransferOrders)
    .where(and(eq(simErpTransferOrders.company, company), eq(simErpTransferOrders.orderNbr, nbr)));
  const [order] = await (lock ? query.for('update') : query);
  if (!order) return null;
  const lines = await db
    .select()
    .from(simErpTransferLines)
    .where(eq(simErpTransferLines.transferId, order.id))
    .orderBy(asc(simErpTransferLines.lineNbr));
  return { order, lines };
}

export async function getTransferOrder(db: Executor, company: string, orderNbr: string, warehouse?: string) {
  const found = await load(db, company, orderNbr);
  if (!found) return null;
  if (warehouse && found.order.fromWarehouse !== warehouse && found.order.toWarehouse !== warehouse)
    return null;
  return toTransferOrder(company, found.order, found.lines);
}

async function proposeLines(db: Executor, company: string, from: string) {
  const stock = await db
    .select()
    .from(simErpInventory)
    .where(
      and(
        eq(simErpInventory.company, company),
        eq(simErpInventory.warehouse, from),
        gt(simErpInventory.available, 0),
      ),
    )
    .orderBy(asc(simErpInventory.inventoryId))
    .limit(MAX_PROPOSED_LINES);
  return stock.map((s) => ({ sku: s.inventoryId, orderedQty: s.available }));
}

export async function createTransferOrder(
  db: Executor,
  company: string,
  input: TransferOrderInput,
  today: string,
) {
  const route = ROUTES[input.Option];
  if (!route) throw rejectedBy('acumatica', `'${String(input.Option)}' is not a transfer option.`);
  const lines = input.Details
    ? input.Details.map((d) => ({
        sku: required(d.Sku?.value, 'Sku'),
        orderedQty: positiveQuantity(d.OrderedQty?.value, 'OrderedQty'),
      }))
    : await proposeLines(db, company, route.from);
  if (lines.length === 0) throw rejectedBy('acumatica', `Warehouse ${route.from} has no stock to transfer.`);

  return db.transaction(async (tx) => {
    const orderNbr = padErpNumber(await nextNumber(tx, company, 'erp-order'));
    const [order] = await tx
      .insert(simErpTransferOrders)
      .values({
        company,
        orderNbr,
        fromWarehouse: route.from,
        toWarehouse: route.to,
        status: 'Open',
        date: today,
        description: input.Option,
      })
      .returning();
    if (!order) throw new Error('transfer order insert returned nothing');
    const saved = await tx
      .insert(simErpTransferLines)
      .values(
        lines.map((l, i) => ({ ...l, company, transferId: order.id, lineNbr: i + 1, description: null })),
      )
      .returning();
    return toTransferOrder(company, order, saved);
  });
}

/**
 * Ships the open quantity (or the given quantities) under one new shipment number. A partly
 * shipped order is Shipping; a fully shipped one Completed. The goods leave the source warehouse
 * and arrive at the destination (the sandbox receives transfers at once).
 */
export async function shipTransferOrder(
  db: Executor,
  company: string,
  orderNbr: string,
  only?: readonly TransferShipmentLine[],
) {
  return db.transaction(async (tx) => {
    const found = await load(tx, company, orderNbr, true);
    if (!found) throw notFoundIn('acumatica', `Could not find transfer order ${orderNbr}!`);
    const { order, lines } = found;
    if (!(TRANSFER_ORDER_SHIPPABLE as readonly string[]).includes(order.status)) {
      throw rejectedBy('acumatica', `The status of ${order.orderNbr} is ${order.status}`);
    }
    const wanted = only && new Map(only.map((l) => [l.Sku.value, positiveQuantity(l.Qty.value, 'Qty')]));
    const shipping = lines
      .map((l) => ({
        line: l,
        qty: Math.min(wanted ? (wanted.get(l.sku) ?? 0) : l.orderedQty, l.orderedQty - l.qtyShipped),
      }))
      .filter((s) => s.qty > 0);
    if (shipping.length === 0)
      throw rejectedBy('acumatica', `Transfer order ${order.orderNbr} has nothing left to ship.`);

    const shipmentNbr = String(await nextNumber(tx, company, 'erp-shipment')).padStart(7, '0');
    for (const { line, qty } of shipping) {
      await tx
        .update(simErpTransferLines)
        .set({ shipmentNbr, qtyShipped: line.qtyShipped + qty })
        .where(eq(simErpTransferLines.id, line.id));
      await adjustStock(tx, company, line.sku, order.fromWarehouse, -qty);
      await adjustStock(tx, company, line.sku, order.toWarehouse, qty);
    }
    const after = await load(tx, company, order.orderNbr);
    const done = after?.lines.every((l) => l.qtyShipped >= l.orderedQty) ?? false;
    const status = done ? 'Completed' : 'Shipping';
    await tx.update(simErpTransferOrders).set({ status }).where(eq(simErpTransferOrders.id, order.id));
    return toTransferOrder(company, { ...order, status }, after?.lines ?? []);
  });
}

const FINAL: readonly string[] = ['Completed', 'Cancelled'];

export async function setTransferStatus(
  db: Executor,
  company: string,
  orderNbr: string,
  status: 'Open' | 'On Hold' | 'Cancelled',
) {
  return db.transaction(async (tx) => {
    const found = await load(tx, company, orderNbr, true);
    if (!found) throw notFoundIn('acumatica', `Could not find transfer order ${orderNbr}!`);
    const { order, lines } = found;
    if (FINAL.includes(order.status)) {
      throw rejectedBy(
        'acumatica',
        `The transfer order ${order.orderNbr} is ${order.status} and cannot be changed.`,
      );
    }
    const shippedAny = lines.some((l) => l.qtyShipped > 0);
    if (status === 'Cancelled' && shippedAny) {
      throw rejectedBy(
        'acumatica',
        `The transfer order ${order.orderNbr} has shipments and cannot be cancelled.`,
      );
    }
    // Releasing a hold returns the order to where it was: Shipping once anything has left.
    const next: TransferOrderStatus = status === 'Open' && shippedAny ? 'Shipping' : status;
    await tx.update(simErpTransferOrders).set({ status: next }).where(eq(simErpTransferOrders.id, order.id));
    return toTransferOrder(company, { ...order, status: next }, lines);
  });
}
