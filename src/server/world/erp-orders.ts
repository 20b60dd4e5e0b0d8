import type { ErpOrderType } from '@shared/domain/erp/orders';
import { multiplyMoney, sumMoney } from '@shared/lib/money';
import type {
  SimAddress,
  simErpSalesOrderLines,
  simErpSalesOrders,
  simErpShipments,
} from '../platform/db/schema/sandbox';
import type { SalesOrderStatus } from '../integrations/acumatica/entities';
import { usedNumber } from './sim-counters';
import type { IdSequences, Insert } from './table-batch';

export type ErpLinePlan = {
  inventoryId: string;
  description: string | null;
  quantity: number;
  unitPrice: string;
  warehouse: string;
};

export type ErpShipmentPlan = {
  shipmentNbr: string;
  warehouse: string;
  confirmed: boolean;
  /** YYYY-MM-DD */
  date: string;
  createdAt: Date;
  trackingNumbers: string[];
  /** Indexes of the order's lines this shipment ships in full. */
  lines: readonly number[];
};

/** What the world knows of an order that reached the ERP; addErpOrder turns it into sim_erp_* rows. */
export type ErpOrderPlan = {
  company: string;
  orderType: ErpOrderType;
  orderNbr: string;
  customerId: string;
  cancelled: boolean;
  /** YYYY-MM-DD */
  date: string;
  requestedOn: string | null;
  customerOrderNbr: string | null;
  externalRef: string | null;
  description: string;
  shipTo: SimAddress;
  createdAt: Date;
  lines: readonly ErpLinePlan[];
  shipments: readonly ErpShipmentPlan[];
};

export type ErpRows = {
  orders: Insert<typeof simErpSalesOrders>[];
  lines: Insert<typeof simErpSalesOrderLines>[];
  shipments: Insert<typeof simErpShipments>[];
};

export const emptyErpRows = (): ErpRows => ({ orders: [], lines: [], shipments: [] });

/**
 * The status the Acumatica sandbox would show after the same calls: a shipment ships its lines in
 * full and moves the order to Shipping; confirming the last one completes a fully shipped order.
 */
function statusOf(plan: ErpOrderPlan, shipped: ReadonlySet<number>): SalesOrderStatus {
  if (plan.cancelled) return 'Cancelled';
  if (plan.shipments.length === 0) return 'Open';
  const done = shipped.size === plan.lines.length && plan.shipments.every((s) => s.confirmed);
  return done ? 'Completed' : 'Shipping';
}

/** Appends the order, its lines and shipments with explicit ids, and records its number as used. */
export function addErpOrder(ids: IdSequences, plan: ErpOrderPlan, out: ErpRows): void {
  usedNumber(ids, plan.company, 'erp-order', plan.orderNbr);
  const { company } = plan;
  const orderId = ids.next('sim_erp_sales_orders');
  const shipped = new Set(plan.shipments.flatMap((s) => s.lines));
  out.orders.push({
    id: orderId,
    company,
    orderType: plan.orderType,
    orderNbr: plan.orderNbr,
    customerId: plan.customerId,
    status: statusOf(plan, shipped),
    date: plan.date,
    requestedOn: plan.requestedOn,
    customerOrderNbr: plan.customerOrderNbr,
    externalRef: plan.externalRef,
    description: plan.description,
    shipTo: plan.shipTo,
    orderTotal: sumMoney(plan.lines.map((l) => multiplyMoney(l.unitPrice, l.quantity))),
    createdAt: plan.createdAt,
  });
  plan.lines.forEach((line, i) =>
    out.lines.push({
      ...line,
      id: ids.next('sim_erp_sales_order_lines'),
      company,
      orderId,
      lineNbr: i + 1,
      qtyShipped: shipped.has(i) ? line.quantity : 0,
    }),
  );
  for (const s of plan.shipments)
    out.shipments.push({
      id: ids.next('sim_erp_shipments'),
      company,
      shipmentNbr: s.shipmentNbr,
      orderId,
      warehouse: s.warehouse,
      status: s.confirmed ? 'Confirmed' : 'Open',
      shipmentDate: s.date,
      trackingNumbers: s.trackingNumbers,
      lines: s.lines.map((i) => ({
        lineNbr: i + 1,
        inventoryId: plan.lines[i]!.inventoryId,
        quantity: plan.lines[i]!.quantity,
      })),
      createdAt: s.createdAt,
    });
}
