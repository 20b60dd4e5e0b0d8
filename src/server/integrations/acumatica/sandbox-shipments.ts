import { and, eq, ne } from 'drizzle-orm';
import { multiplyMoney, sumMoney } from '@shared/lib/money';
import { simErpSalesOrderLines, simErpSalesOrders, simErpShipments } from '../../platform/db/schema/sandbox';
import { notFoundIn, rejectedBy } from '../integration-error';
import { entityId, nextNumber, type Executor } from '../sandbox-support';
import type { SalesOrder, Shipment } from './entities';
import { erpDateTime, field, required, ymdOf } from './fields';
import type { ShipmentInput } from './port';
import { invoiceOfShipment, prepareInvoice } from './sandbox-billing';
import { erpNumber, loadSalesOrder } from './sandbox-sales-orders';
import { adjustStock } from './sandbox-stock';

type ShipmentRow = typeof simErpShipments.$inferSelect;
type OrderRow = typeof simErpSalesOrders.$inferSelect;

const SHIPPABLE: readonly string[] = ['Open', 'Shipping'];

export function toShipment(
  company: string,
  row: ShipmentRow,
  order: OrderRow,
  invoiceNbr: string | null,
): Shipment {
  return {
    id: entityId(company, 'Shipment', row.shipmentNbr),
    ShipmentNbr: field(row.shipmentNbr),
    Type: field('Shipment'),
    Status: field(row.status as Shipment['Status']['value']),
    CustomerID: field(order.customerId),
    WarehouseID: field(row.warehouse),
    ShipmentDate: field(erpDateTime(row.shipmentDate)),
    ShippedQty: field(row.lines.reduce((sum, l) => sum + l.quantity, 0)),
    Orders: [
      {
        OrderType: field(order.orderType as SalesOrder['OrderType']['value']),
        OrderNbr: field(order.orderNbr),
      },
    ],
    Packages: row.trackingNumbers.map((t) => ({ TrackingNbr: field(t) })),
    Details: row.lines.map((l) => ({
      OrderLineNbr: field(l.lineNbr),
      InventoryID: field(l.inventoryId),
      ShippedQty: field(l.quantity),
    })),
    InvoiceNbr: field(invoiceNbr),
  };
}

/** Ships every open quantity of the order in one warehouse, as Acumatica's Create Shipment does. */
export async function createShipment(db: Executor, company: string, input: ShipmentInput, today: string) {
  const orderNbr = required(input.OrderNbr?.value, 'OrderNbr');
  const warehouse = required(input.WarehouseID?.value, 'WarehouseID');
  return db.transaction(async (tx) => {
    const found = await loadSalesOrder(tx, company, orderNbr);
    if (!found) throw notFoundIn('acumatica', `Sales order ${orderNbr} cannot be found in the system.`);
    const { order, lines } = found;
    if (!SHIPPABLE.includes(order.status)) {
      throw rejectedBy(
        'acumatica',
        `The order ${order.orderNbr} has status ${order.status} and cannot be shipped.`,
      );
    }
    const open = lines.filter((l) => l.warehouse === warehouse && l.qtyShipped < l.quantity);
    if (open.length === 0) {
      throw rejectedBy(
        'acumatica',
        `The order ${order.orderNbr} has no open lines in warehouse ${warehouse}.`,
      );
    }
    for (const line of open) {
      await tx
        .update(simErpSalesOrderLines)
        .set({ qtyShipped: line.quantity })
        .where(eq(simErpSalesOrderLines.id, line.id));
    }
    await tx.update(simErpSalesOrders).set({ status: 'Shipping' }).where(eq(simErpSalesOrders.id, order.id));
    const shipmentNbr = String(await nextNumber(tx, company, 'erp-shipment')).padStart(7, '0');
    const [row] = await tx
      .insert(simErpShipments)
      .values({
        company,
        shipmentNbr,
        orderId: order.id,
        warehouse,
        status: 'Open',
        shipmentDate: input.ShipmentDate ? ymdOf(input.ShipmentDate.value, 'ShipmentDate') : today,
        trackingNumbers: (input.Packages ?? []).map((p) => p.TrackingNbr.value).filter(Boolean),
        lines: open.map((l) => ({
          lineNbr: l.lineNbr,
          inventoryId: l.inventoryId,
          quantity: l.quantity - l.qtyShipped,
        })),
      })
      .returning();
    if (!row) throw new Error('shipment insert returned nothing');
    return toShipment(company, row, { ...order, status: 'Shipping' }, null);
  });
}

export async function loadShipment(db: Executor, company: string, shipmentNbr: string) {
  const nbr = erpNumber(shipmentNbr);
  if (!nbr) return null;
  const [found] = await db
    .select({ shipment: simErpShipments, order: simErpSalesOrders })
    .from(simErpShipments)
    .innerJoin(simErpSalesOrders, eq(simErpSalesOrders.id, simErpShipments.orderId))
    .where(and(eq(simErpShipments.company, company), eq(simErpShipments.shipmentNbr, nbr)));
  return found ?? null;
}

/** Confirming takes the goods out of stock, prepares the invoice and completes a fully shipped order. */
export async function confirmShipment(db: Executor, company: string, shipmentNbr: string) {
  return db.transaction(async (tx) => {
    const found = await loadShipment(tx, company, shipmentNbr);
    if (!found) throw notFoundIn('acumatica', `Shipment ${shipmentNbr} cannot be found in the system.`);
    const { shipment, order } = found;
    if (shipment.status === 'Confirmed') {
      throw rejectedBy('acumatica', `Shipment ${shipment.shipmentNbr} is already confirmed.`);
    }
    await tx.update(simErpShipments).set({ status: 'Confirmed' }).where(eq(simErpShipments.id, shipment.id));
    for (const line of shipment.lines)
      await adjustStock(tx, company, line.inventoryId, shipment.warehouse, -line.quantity);

    const orderLines = await tx
      .select()
      .from(simErpSalesOrderLines)
      .where(eq(simErpSalesOrderLines.orderId, order.id));
    const price = new Map(orderLines.map((l) => [l.lineNbr, l.unitPrice]));
    const invoiceNbr = await prepareInvoice(tx, company, {
      customerId: order.customerId,
      orderType: order.orderType,
      orderNbr: order.orderNbr,
      shipmentNbr: shipment.shipmentNbr,
      customerOrderNbr: order.customerOrderNbr,
      date: shipment.shipmentDate,
      amount: sumMoney(shipment.lines.map((l) => multiplyMoney(price.get(l.lineNbr) ?? '0', l.quantity))),
    });

    const stillOpen = await tx
      .select({ id: simErpShipments.id })
      .from(simErpShipments)
      .where(and(eq(simErpShipments.orderId, order.id), ne(simErpShipments.status, 'Confirmed')));
    const fullyShipped = orderLines.every((l) => l.qtyShipped >= l.quantity);
    const status = fullyShipped && stillOpen.length === 0 ? 'Completed' : order.status;
    await tx.update(simErpSalesOrders).set({ status }).where(eq(simErpSalesOrders.id, order.id));
    return toShipment(company, { ...shipment, status: 'Confirmed' }, { ...order, status }, invoiceNbr);
  });
}

export async function getShipment(
  db: Executor,
  company: string,
  shipmentNbr: string,
): Promise<Shipment | null> {
  const found = await loadShipment(db, company, shipmentNbr);
  if (!found) return null;
  const invoiceNbr = await invoiceOfShipment(db, company, found.shipment.shipmentNbr);
  return toShipment(company, found.shipment, found.order, invoiceNbr);
}
