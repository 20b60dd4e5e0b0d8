/**
 * The 3PL port (Geodis, provider 10; D3 sections 2.2, 2.3 and 3). Field names follow the payloads
 * the 3PL screens send and read: snake_case orders, the transfer order of the ASN screen, and the
 * camelCase shipment confirmation. One instance per company.
 */
export type TplAddress = {
  name: string;
  address: string;
  address_2?: string | null;
  city: string;
  state: string;
  zip_code: string;
  country: string;
};

/** A 3PL sales order as D3 section 3 describes it. */
export type TplSalesOrder = {
  so_number: string;
  po_number: string;
  /** YYYY-MM-DD */
  due_date: string;
  ship_to_address: TplAddress;
  bill_to_address: TplAddress & { account_number: string };
  items: { sku: string; order_qty: number; uom: string; price: string }[];
};

export type CreateOrdersResult = {
  accepted: { so_number: string; orderId: string }[];
  rejected: { so_number: string; reason: string }[];
};

/** The transfer order the ASN screen looked up in the ERP (D3 section 3). */
export type TplTransferOrder = {
  OrderNbr: string;
  ToWarehouse: string;
  lines: {
    ShipmentNbr: string | null;
    Sku: string;
    Description: string | null;
    OrderedQty: number;
    QtyShipped: number;
  }[];
};

export type AsnReceipt = {
  asnNumber: string;
  transferOrderNbr: string;
  status: 'Received';
  lines: number;
  units: number;
  /** What the dock counted per SKU; the 3PL's receipt, which can differ from the notice. */
  received?: { sku: string; quantity: number }[];
};

export type CancelResult = { orderNumber: string; orderId: string; status: 'Cancelled' };

export type TplInventoryRow = { sku: string; available: number; onHand: number };

export type ShipmentLot = { lotNumber: string; shippedQuantity: number };
export type ShipmentLine = { lineNumber: number; sku: string; shippedQuantity: number; lot: ShipmentLot[] };

/** A shipment confirmation order (D3 section 3): cartons (pallets) with lines and lots. */
export type ShipmentConfirmation = {
  poNum: string;
  shipmentDate: string;
  /** The Acumatica order number. */
  orderNum: string;
  /** The 3PL's own order id. */
  orderId: string;
  shipTo: {
    shipName: string;
    addr1: string;
    addr2: string | null;
    city: string;
    region: string;
    postalcode: string;
  };
  shipment: { carton: { cartonId: string; line: ShipmentLine[] }[] };
  carrier: string;
};

export interface GeodisPort {
  /** Sends ERP sales orders to the 3PL; each is accepted with the 3PL's order id or rejected. */
  createOrders(orders: readonly TplSalesOrder[]): Promise<CreateOrdersResult>;
  /** Advance ship notice of a transfer order on its way to the 3PL; needs shipped lines. */
  sendAsn(transferOrder: TplTransferOrder): Promise<AsnReceipt>;
  /**
   * The ASN the 3PL holds for a transfer order, with its receipt as `sendAsn` answered it; null when
   * it holds none. Reads back a notice whose answer was lost.
   */
  getAsn(transferOrderNbr: string): Promise<AsnReceipt | null>;
  /** Cancels an order by its ERP number (or the 3PL id) unless it has shipped. */
  cancelOrder(orderNumber: string): Promise<CancelResult>;
  /** The 3PL's inventory feed: available and on-hand per SKU. */
  getInventory(): Promise<TplInventoryRow[]>;
  /** Orders shipped between two dates (YYYY-MM-DD, inclusive). */
  getShipmentConfirmations(range: { from: string; to: string }): Promise<ShipmentConfirmation[]>;
}
