import { ORDER_STATUS } from '@shared/domain/dropship/status';
import { ERP_ORDER_TYPES, type ErpOrderType } from '@shared/domain/erp/orders';
import { ERP_WAREHOUSES } from '../../../integrations/acumatica/entities';
import { field } from '../../../integrations/acumatica/fields';
import type { SalesOrderInput } from '../../../integrations/acumatica/port';
import type { LineRow, OrderRow } from './order-queries';

/** The vendor's ERP order type when the ERP knows it, else a plain sales order (SO). */
export const erpOrderType = (value: string): ErpOrderType =>
  (ERP_ORDER_TYPES as readonly string[]).includes(value) ? (value as ErpOrderType) : 'SO';

/** The ERP's id of a warehouse (kentucky: KY, ...); undefined for one the ERP does not know. */
export const erpWarehouseOf = (warehouse: string | null): string | undefined =>
  ERP_WAREHOUSES[warehouse as keyof typeof ERP_WAREHOUSES];

/** vendor_params.requested_on (YYYYMMDD) as the ERP's RequestedOn (YYYY-MM-DD). */
function requestedOn(params: OrderRow['vendorParams']): string | null {
  const raw = (params as { requested_on?: string } | null)?.requested_on;
  return raw && /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6)}` : null;
}

/** Where the two callers differ (the hold screen's send and the drawer's Resend). */
export type ErpOrderOptions = {
  /** The ERP customer. */
  customerId: string;
  /** The vendor's ERP order type (vendors.erp_order_type); SO when the ERP does not know it. */
  orderType: string;
  /** The ERP warehouse every line ships from. */
  warehouseId: string;
  /** The sales order's Date (YYYY-MM-DD); the ERP's business date when left out. */
  date?: string;
  /** The ship-to address's Country; left to the ERP when left out. */
  country?: string;
};

/**
 * The dropship order as an Acumatica sales order, without its cancelled lines (the ERP cannot hold
 * a line of nothing). The retailer's PO is the ExternalRef, their own PO the CustomerOrder.
 */
export function erpSalesOrder(
  order: OrderRow,
  lines: readonly LineRow[],
  options: ErpOrderOptions,
): SalesOrderInput {
  const requested = requestedOn(order.vendorParams);
  return {
    OrderType: field(erpOrderType(options.orderType)),
    CustomerID: field(options.customerId),
    ...(options.date ? { Date: field(options.date) } : {}),
    ...(requested ? { RequestedOn: field(requested) } : {}),
    ...(order.externalPoNumber ? { CustomerOrder: field(order.externalPoNumber) } : {}),
    ExternalRef: field(order.internalPoNumber),
    Description: field(`${order.vendorName} dropship`),
    ShipToContact: { BusinessName: field(order.name) },
    ShipToAddress: {
      AddressLine1: field(order.address1),
      ...(order.address2 ? { AddressLine2: field(order.address2) } : {}),
      City: field(order.city),
      State: field(order.state),
      PostalCode: field(order.zipCode),
      ...(options.country ? { Country: field(options.country) } : {}),
    },
    Details: lines
      .filter((l) => l.orderStatus !== ORDER_STATUS.cancelled)
      .map((l) => ({
        InventoryID: field(l.internalSku),
        OrderQty: field(l.quantity),
        UnitPrice: field(l.externalPrice ?? l.internalPrice ?? '0.00'),
        WarehouseID: field(options.warehouseId),
        ...(l.description ? { LineDescription: field(l.description) } : {}),
      })),
  };
}
