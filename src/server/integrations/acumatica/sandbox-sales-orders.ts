import { and, asc, between, eq, exists, inArray } from 'drizzle-orm';
import { ERP_ORDER_TYPES } from '@shared/domain/erp/orders';
import { padErpNumber } from '@shared/lib/dates';
import { multiplyMoney, sumMoney } from '@shared/lib/money';
import { simErpSalesOrderLines, simErpSalesOrders } from '../../platform/db/schema/sandbox';
import { notFoundIn, rejectedBy } from '../integration-error';
import { entityId, nextNumber, type Executor } from '../sandbox-support';
import type { SalesOrder, SalesOrderDetailInquiry } from './entities';
import { erpDateTime, field, moneyText, positiveQuantity, required, ymdOf } from './fields';
import type { SalesOrderFilter, SalesOrderInput, SalesOrderLineInput } from './port';

type OrderRow = typeof simErpSalesOrders.$inferSelect;
type LineRow = typeof simErpSalesOrderLines.$inferSelect;

/** A number the ERP could have issued: 7 digits once padded. */
export function erpNumber(orderNbr: string): string | null {
  const padded = padErpNumber(orderNbr);
  return /^\d{7}$/.test(padded) ? padded : null;
}

/** The lines of an order as the ERP checks them, numbered from 1. */
function checkedLines(details: readonly SalesOrderLineInput[]) {
  return details.map((line, index) => ({
    lineNbr: index + 1,
    inventoryId: required(line.InventoryID?.value, 'InventoryID'),
    description: line.LineDescription?.value ?? null,
    quantity: positiveQuantity(line.OrderQty?.value, 'OrderQty'),
    unitPrice: moneyText(line.UnitPrice?.value, 'UnitPrice'),
    warehouse: required(line.WarehouseID?.value, 'WarehouseID'),
  }));
}

/** Replaces the lines of an order nothing of which has shipped (On Hold or Open). */
export async function replaceSalesOrderLines(
  db: Executor,
  company: string,
  orderNbr: string,
  details: readonly SalesOrderLineInput[],
): Promise<string> {
  if (details.length === 0) throw rejectedBy('acumatica', 'Details: the order has no lines.');
  const lines = checkedLines(details);
  return db.transaction(async (tx) => {
    const found = await loadSalesOrder(tx, company, orderNbr);
    if (!found) throw notFoundIn('acumatica', `No Sales Order ${orderNbr} was found.`);
    const { order } = found;
    if (order.status !== 'On Hold' && order.status !== 'Open')
      throw rejectedBy(
        'acumatica',
        `Sales Order ${order.orderNbr} is ${order.status}: its lines cannot change.`,
      );
    if (found.lines.some((l) => l.qtyShipped > 0))
      throw rejectedBy(
        'acumatica',
        `Sales Order ${order.orderNbr} has shipped lines: its lines cannot change.`,
      );
    await tx.delete(simErpSalesOrderLines).where(eq(simErpSalesOrderLines.orderId, order.id));
    await tx.insert(simErpSalesOrderLines).values(lines.map((l) => ({ ...l, company, orderId: order.id })));
    await tx
      .update(simErpSalesOrders)
      .set({ orderTotal: sumMoney(lines.map((l) => multiplyMoney(l.unitPrice, l.quantity))) })
      .where(eq(simErpSalesOrders.id, order.id));
    return order.orderNbr;
  });
}

export async function insertSalesOrder(
  db: Executor,
  company: string,
  input: SalesOrderInput,
  today: string,
): Promise<string> {
  const orderType = input.OrderType?.value;
  if (!(ERP_ORDER_TYPES as readonly string[]).includes(orderType)) {
    throw rejectedBy('acumatica', `OrderType: '${String(orderType)}' is not an order type of this endpoint.`);
  }
  const customerId = required(input.CustomerID?.value, 'CustomerID');
  if (!input.Details?.length) throw rejectedBy('acumatica', 'Details: the order has no lines.');
  const lines = checkedLines(input.Details);
  const address = input.ShipToAddress;
  const shipTo = address && {
    name: input.ShipToContact?.BusinessName.value ?? '',
    address1: address.AddressLine1.value,
    address2: address.AddressLine2?.value ?? null,
    city: address.City.value,
    state: address.State.value,
    zip: address.PostalCode.value,
    country: address.Country?.value ?? 'US',
  };

  return db.transaction(async (tx) => {
    // SO and IT orders share one sequence, so a number alone finds an order (GET /acumatica/order).
    const orderNbr = padErpNumber(await nextNumber(tx, company, 'erp-order'));
    const [order] = await tx
      .insert(simErpSalesOrders)
      .values({
        company,
        orderType,
        orderNbr,
        customerId,
        status: input.Hold?.value === true ? 'On Hold' : 'Open',
        date: input.Date ? ymdOf(input.Date.value, 'Date') : today,
        requestedOn: input.RequestedOn ? ymdOf(input.RequestedOn.value, 'RequestedOn') : null,
        customerOrderNbr: input.CustomerOrder?.value ?? null,
        externalRef: input.ExternalRef?.value ?? null,
        description: input.Description?.value ?? null,
        shipTo: shipTo ?? null,
        orderTotal: sumMoney(lines.map((l) => multiplyMoney(l.unitPrice, l.quantity))),
      })
      .returning({ id: simErpSalesOrders.id });
    if (!order) throw new Error('sales order insert returned nothing');
    await tx.insert(simErpSalesOrderLines).values(lines.map((l) => ({ ...l, company, orderId: order.id })));
    return orderNbr;
  });
}

export function toSalesOrder(company: string, order: OrderRow, lines: LineRow[]): SalesOrder {
  const ship = order.shipTo;
  return {
    id: entityId(company, 'SalesOrder', order.orderNbr),
    OrderType: field(order.orderType as SalesOrder['OrderType']['value']),
    OrderNbr: field(order.orderNbr),
    CustomerID: field(order.customerId),
    Status: field(order.status as SalesOrder['Status']['value']),
    Date: field(erpDateTime(order.date)),
    RequestedOn: field(order.requestedOn ? erpDateTime(order.requestedOn) : null),
    CustomerOrder: field(order.customerOrderNbr),
    ExternalRef: field(order.externalRef),
    Description: field(order.description),
    OrderTotal: field(order.orderTotal),
    OrderedQty: field(lines.reduce((sum, l) => sum + l.quantity, 0)),
    ShipToContact: { BusinessName: field(ship?.name ?? null), Attention: field(null) },
    ShipToAddress: {
      AddressLine1: field(ship?.address1 ?? null),
      AddressLine2: field(ship?.address2 ?? null),
      City: field(ship?.city ?? null),
      State: field(ship?.state ?? null),
      PostalCode: field(ship?.zip ?? null),
      Country: field(ship?.country ?? null),
    },
    Details: lines.map((l) => ({
      id: entityId(company, 'SalesOrderDetail', order.orderNbr, String(l.lineNbr)),
      LineNbr: field(l.lineNbr),
      InventoryID: field(l.inventoryId),
      LineDescription: field(l.description),
      OrderQty: field(l.quantity),
      QtyOnShipments: field(l.qtyShipped),
      OpenQty: field(l.quantity - l.qtyShipped),
      UnitPrice: field(l.unitPrice),
      ExtendedPrice: field(multiplyMoney(l.unitPrice, l.quantity)),
      WarehouseID: field(l.warehouse),
    })),
  };
}

export function toDetailInquiry(order: OrderRow, lines: LineRow[]): SalesOrderDetailInquiry {
  return {
    OrderNbr: field(order.orderNbr),
    SalesOrderDetailBySODetails: lines.map((l) => ({
      OrderType: field(order.orderType as SalesOrder['OrderType']['value']),
      OrderNbr: field(order.orderNbr),
      LineNbr: field(l.lineNbr),
      InventoryID: field(l.inventoryId),
      Description: field(l.description),
      Quantity: field(l.quantity),
      QtyShipped: field(l.qtyShipped),
      UnitPrice: field(l.unitPrice),
      WarehouseID: field(l.warehouse),
    })),
  };
}

async function linesOf(db: Executor, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  const byOrder = new Map<number, LineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(simErpSalesOrderLines)
    .where(inArray(simErpSalesOrderLines.orderId, orderIds))
    .orderBy(asc(simErpSalesOrderLines.orderId), asc(simErpSalesOrderLines.lineNbr));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

export async function loadSalesOrder(
  db: Executor,
  company: string,
  orderNbr: string,
): Promise<{ order: OrderRow; lines: LineRow[] } | null> {
  const nbr = erpNumber(orderNbr);
  if (!nbr) return null;
  const [order] = await db
    .select()
    .from(simErpSalesOrders)
    .where(and(eq(simErpSalesOrders.company, company), eq(simErpSalesOrders.orderNbr, nbr)));
  if (!order) return null;
  const lines = await linesOf(db, [order.id]);
  return { order, lines: lines.get(order.id) ?? [] };
}

export async function listSalesOrders(db: Executor, company: string, filter: SalesOrderFilter) {
  const conditions = [
    eq(simErpSalesOrders.company, company),
    between(simErpSalesOrders.date, ymdOf(filter.from, 'from'), ymdOf(filter.to, 'to')),
  ];
  if (filter.customerId) conditions.push(eq(simErpSalesOrders.customerId, filter.customerId));
  if (filter.warehouse) {
    const inWarehouse = db
      .select({ id: simErpSalesOrderLines.id })
      .from(simErpSalesOrderLines)
      .where(
        and(
          eq(simErpSalesOrderLines.orderId, simErpSalesOrders.id),
          eq(simErpSalesOrderLines.warehouse, filter.warehouse),
        ),
      );
    conditions.push(exists(inWarehouse));
  }
  const orders = await db
    .select()
    .from(simErpSalesOrders)
    .where(and(...conditions))
    .orderBy(asc(simErpSalesOrders.orderNbr));
  const lines = await linesOf(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((order) => toSalesOrder(company, order, lines.get(order.id) ?? []));
}
