import type { ErpOrderType } from '@shared/domain/erp/orders';
import type { TransferOrderStatus } from '@shared/domain/tpl/status';
import type {
  Autobuild,
  InventoryCount,
  Invoice,
  SalesOrder,
  SalesOrderDetailInquiry,
  Shipment,
  TransferOrder,
} from './entities';
import type { Field } from './fields';

export type SalesOrderLineInput = {
  InventoryID: Field<string>;
  OrderQty: Field<number>;
  UnitPrice: Field<string>;
  WarehouseID: Field<string>;
  LineDescription?: Field<string>;
};

export type SalesOrderInput = {
  OrderType: Field<ErpOrderType>;
  CustomerID: Field<string>;
  /** YYYY-MM-DD; the ERP's business date when absent. */
  Date?: Field<string>;
  RequestedOn?: Field<string>;
  CustomerOrder?: Field<string>;
  ExternalRef?: Field<string>;
  Description?: Field<string>;
  /** Acumatica's Hold box: the order is created On Hold instead of Open (bulk orders, D2). */
  Hold?: Field<boolean>;
  ShipToContact?: { BusinessName: Field<string>; Attention?: Field<string> };
  ShipToAddress?: {
    AddressLine1: Field<string>;
    AddressLine2?: Field<string>;
    City: Field<string>;
    State: Field<string>;
    PostalCode: Field<string>;
    Country?: Field<string>;
  };
  Details: SalesOrderLineInput[];
};

export type SalesOrderFilter = { from: string; to: string; warehouse?: string; customerId?: string };

export type ShipmentInput = {
  OrderNbr: Field<string>;
  WarehouseID: Field<string>;
  ShipmentDate?: Field<string>;
  Packages?: { TrackingNbr: Field<string> }[];
};

/** A row of the Apply Payments upload (file columns payment_ref and invoice_number). */
export type PaymentApplication = { PaymentNbr: string; InvoiceNbr: string };
export type ApplyPaymentsResult = {
  success: (PaymentApplication & { AmountPaid: string })[];
  fail: (PaymentApplication & { error: string })[];
};

export type InventoryFilter = { WarehouseID?: string; InventoryIDs?: readonly string[] };
export type PhysicalCountLine = {
  InventoryID: Field<string>;
  WarehouseID: Field<string>;
  Qty: Field<number>;
};

export type TransferOrderInput = {
  /** The only option of the Create Transfer Orders screen (D3 2.3). */
  Option: 'Texas to Geodis';
  /** Lines to move; when absent the ERP proposes every SKU with stock in the source warehouse. */
  Details?: { Sku: Field<string>; OrderedQty: Field<number> }[];
};

/**
 * The ERP port, shaped like Acumatica's contract-based REST endpoint (`/entity/Default/<version>/`):
 * entities with `{ value }` fields, SalesOrder with Details, Shipment, Invoice, and the merchant's
 * generic inquiries (SalesOrderDetailBySODetails). One port instance speaks for one company (one
 * Acumatica tenant); the entities it answers with are in entities.ts.
 */
export type TransferShipmentLine = { Sku: Field<string>; Qty: Field<number> };

export interface AcumaticaPort {
  /** PUT SalesOrder: a new SO or IT order with a 7-digit OrderNbr. */
  createSalesOrder(order: SalesOrderInput): Promise<SalesOrder>;
  /**
   * PUT SalesOrder with its Details replaced (deleted and added again): an order with nothing shipped
   * yet, On Hold or Open; the lines are checked as createSalesOrder checks them.
   */
  replaceSalesOrderLines(orderNbr: string, details: readonly SalesOrderLineInput[]): Promise<SalesOrder>;
  /** GET SalesOrder by number (zero-padded to 7 if shorter); null when there is none. */
  getSalesOrder(orderNbr: string): Promise<SalesOrder | null>;
  /** The SalesOrderDetailBySODetails inquiry of one order; null when there is none. */
  getSalesOrderDetail(orderNbr: string): Promise<SalesOrderDetailInquiry | null>;
  /** Orders dated within [from, to], optionally of one warehouse and customer (3PL Orders screen). */
  listSalesOrders(filter: SalesOrderFilter): Promise<SalesOrder[]>;
  /** PUT Shipment for an order's open quantity in one warehouse; the order moves to Shipping. */
  createShipment(input: ShipmentInput): Promise<Shipment>;
  /** Confirm Shipment: prepares the AR invoice and completes a fully shipped order. */
  confirmShipment(shipmentNbr: string): Promise<Shipment>;
  getShipment(shipmentNbr: string): Promise<Shipment | null>;
  /** Applies each payment to its invoice, one at a time; unknown or closed invoices fail. */
  applyPayments(rows: readonly PaymentApplication[]): Promise<ApplyPaymentsResult>;
  /** The inventory summary inquiry: on hand and available per SKU and warehouse. */
  getInventoryCounts(filter?: InventoryFilter): Promise<InventoryCount[]>;
  /** A physical count: sets on-hand (and available) to the counted quantity. */
  applyPhysicalCount(lines: readonly PhysicalCountLine[]): Promise<InventoryCount[]>;
  /** Starts the AutoBuild process (RUNNING, later COMPLETE); refused while one runs. */
  startAutobuild(input?: { WarehouseID?: string }): Promise<Autobuild>;
  listAutobuilds(): Promise<Autobuild[]>;
  /** AR invoices dated within [from, to]. */
  listInvoices(range: { from: string; to: string }): Promise<Invoice[]>;
  getInvoice(referenceNbr: string): Promise<Invoice | null>;
  /** A transfer order by number, optionally only when it leaves or enters `warehouse`. */
  getTransferOrder(orderNbr: string, warehouse?: string): Promise<TransferOrder | null>;
  createTransferOrder(input: TransferOrderInput): Promise<TransferOrder>;
  /** Ships the open lines (or the given quantities) of a transfer order; only Open or Shipping ship. */
  createTransferShipment(orderNbr: string, lines?: readonly TransferShipmentLine[]): Promise<TransferOrder>;
  /** Hold, release (Open) or cancel a transfer order; Completed and Cancelled are final. */
  setTransferOrderStatus(
    orderNbr: string,
    status: Extract<TransferOrderStatus, 'Open' | 'On Hold' | 'Cancelled'>,
  ): Promise<TransferOrder>;
}
