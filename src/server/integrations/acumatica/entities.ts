import type { ErpOrderType } from '@shared/domain/erp/orders';
import type { TransferOrderStatus } from '@shared/domain/tpl/status';
import type { Field } from './fields';

/** The entities Acumatica answers with, as the merchant's endpoint exposes them. */
export type SalesOrderStatus = 'Open' | 'Shipping' | 'Completed' | 'Cancelled' | 'On Hold';

/** Acumatica's warehouse IDs: the merchant's sites (Illinois takes bulk lines) plus the Geodis 3PL site. */
export const ERP_WAREHOUSES = {
  kentucky: 'KY',
  pennsylvania: 'PA',
  texas: 'TX',
  illinois: 'IL',
  geodis: 'GEODIS',
} as const;

export type SalesOrderDetail = {
  id: string;
  LineNbr: Field<number>;
  InventoryID: Field<string>;
  LineDescription: Field<string | null>;
  OrderQty: Field<number>;
  QtyOnShipments: Field<number>;
  OpenQty: Field<number>;
  UnitPrice: Field<string>;
  ExtendedPrice: Field<string>;
  WarehouseID: Field<string>;
};

export type SalesOrder = {
  id: string;
  OrderType: Field<ErpOrderType>;
  OrderNbr: Field<string>;
  CustomerID: Field<string>;
  Status: Field<SalesOrderStatus>;
  Date: Field<string>;
  RequestedOn: Field<string | null>;
  CustomerOrder: Field<string | null>;
  ExternalRef: Field<string | null>;
  Description: Field<string | null>;
  OrderTotal: Field<string>;
  OrderedQty: Field<number>;
  ShipToContact: { BusinessName: Field<string | null>; Attention: Field<string | null> };
  ShipToAddress: {
    AddressLine1: Field<string | null>;
    AddressLine2: Field<string | null>;
    City: Field<string | null>;
    State: Field<string | null>;
    PostalCode: Field<string | null>;
    Country: Field<string | null>;
  };
  Details: SalesOrderDetail[];
};

/** A row of the SalesOrderDetailBySODetails generic inquiry (D2 section 7: InventoryID, Quantity). */
export type SODetailRow = {
  OrderType: Field<ErpOrderType>;
  OrderNbr: Field<string>;
  LineNbr: Field<number>;
  InventoryID: Field<string>;
  Description: Field<string | null>;
  Quantity: Field<number>;
  QtyShipped: Field<number>;
  UnitPrice: Field<string>;
  WarehouseID: Field<string>;
};
export type SalesOrderDetailInquiry = { OrderNbr: Field<string>; SalesOrderDetailBySODetails: SODetailRow[] };

export type Shipment = {
  id: string;
  ShipmentNbr: Field<string>;
  Type: Field<'Shipment'>;
  Status: Field<'Open' | 'Confirmed'>;
  CustomerID: Field<string>;
  WarehouseID: Field<string>;
  ShipmentDate: Field<string>;
  ShippedQty: Field<number>;
  Orders: { OrderType: Field<ErpOrderType>; OrderNbr: Field<string> }[];
  Packages: { TrackingNbr: Field<string> }[];
  Details: { OrderLineNbr: Field<number>; InventoryID: Field<string>; ShippedQty: Field<number> }[];
  /** The AR invoice prepared on confirmation. */
  InvoiceNbr: Field<string | null>;
};

export type Invoice = {
  id: string;
  Type: Field<'Invoice'>;
  ReferenceNbr: Field<string>;
  CustomerID: Field<string>;
  Date: Field<string>;
  Amount: Field<string>;
  Balance: Field<string>;
  Status: Field<'Open' | 'Closed'>;
  CustomerOrder: Field<string | null>;
  SOOrderType: Field<ErpOrderType>;
  SOOrderNbr: Field<string>;
  ShipmentNbr: Field<string | null>;
};

export type InventoryCount = {
  InventoryID: Field<string>;
  WarehouseID: Field<string>;
  QtyOnHand: Field<number>;
  QtyAvailable: Field<number>;
};

export type AutobuildStatus = 'RUNNING' | 'COMPLETE' | 'FAILED';
export type Autobuild = {
  BuildNbr: Field<string>;
  Status: Field<AutobuildStatus>;
  WarehouseID: Field<string | null>;
  OrdersQueued: Field<number>;
  StartedAt: Field<string>;
  CompletedAt: Field<string | null>;
};

/** Transfer order lines as the 3PL screens read them (D3 section 3). */
export type TransferOrderLine = {
  LineNbr: Field<number>;
  ShipmentNbr: Field<string | null>;
  Sku: Field<string>;
  Description: Field<string | null>;
  OrderedQty: Field<number>;
  QtyShipped: Field<number>;
};

export type TransferOrder = {
  id: string;
  OrderType: Field<'TR'>;
  OrderNbr: Field<string>;
  Status: Field<TransferOrderStatus>;
  WarehouseID: Field<string>;
  ToWarehouse: Field<string>;
  Date: Field<string>;
  Description: Field<string | null>;
  Details: TransferOrderLine[];
};
