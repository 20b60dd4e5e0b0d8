import type {
  AsnReceipt,
  CancelResult,
  CreateOrdersResult,
  ShipmentConfirmation,
  TplInventoryRow,
} from '../port';

/**
 * Geodis's JSON as this adapter sends and reads it. Orders and transfer orders go out in the
 * port's own shape (snake_case orders, the ERP's transfer order); answers are snake_case and are
 * turned into the port's shapes here. Shipment confirmations come camelCase, wrapped in
 * `data.body.response.order`.
 */
export type WireCreateOrders = {
  accepted: { so_number: string; order_id: string }[];
  rejected: { so_number: string; reason: string }[];
};
export type WireAsn = {
  asn_number: string;
  transfer_order_nbr: string;
  status: 'Received';
  lines: number;
  units: number;
  received?: { sku: string; quantity: number }[];
};
export type WireCancel = { order_number: string; order_id: string; status: 'Cancelled' };
export type WireInventory = { items: { sku: string; available: number; on_hand: number }[] };
export type WireConfirmations = { data: { body: { response: { order: ShipmentConfirmation[] } } } };

export const ordersFromWire = (w: WireCreateOrders): CreateOrdersResult => ({
  accepted: w.accepted.map((a) => ({ so_number: a.so_number, orderId: a.order_id })),
  rejected: w.rejected.map((r) => ({ so_number: r.so_number, reason: r.reason })),
});

export const asnFromWire = (w: WireAsn): AsnReceipt => ({
  asnNumber: w.asn_number,
  transferOrderNbr: w.transfer_order_nbr,
  status: w.status,
  lines: w.lines,
  units: w.units,
  ...(w.received ? { received: w.received } : {}),
});

export const cancelFromWire = (w: WireCancel): CancelResult => ({
  orderNumber: w.order_number,
  orderId: w.order_id,
  status: w.status,
});

export const inventoryFromWire = (w: WireInventory): TplInventoryRow[] =>
  w.items.map((i) => ({ sku: i.sku, available: i.available, onHand: i.on_hand }));

export const confirmationsFromWire = (w: WireConfirmations): ShipmentConfirmation[] =>
  w.data?.body?.response?.order ?? [];

/** The port's answers as Geodis's JSON: what the local fake sends. */
export const toWire = {
  orders: (r: CreateOrdersResult): WireCreateOrders => ({
    accepted: r.accepted.map((a) => ({ so_number: a.so_number, order_id: a.orderId })),
    rejected: r.rejected,
  }),
  asn: (r: AsnReceipt): WireAsn => ({
    asn_number: r.asnNumber,
    transfer_order_nbr: r.transferOrderNbr,
    status: r.status,
    lines: r.lines,
    units: r.units,
    ...(r.received ? { received: r.received } : {}),
  }),
  cancel: (r: CancelResult): WireCancel => ({
    order_number: r.orderNumber,
    order_id: r.orderId,
    status: r.status,
  }),
  inventory: (rows: TplInventoryRow[]): WireInventory => ({
    items: rows.map((r) => ({ sku: r.sku, available: r.available, on_hand: r.onHand })),
  }),
  confirmations: (order: ShipmentConfirmation[]): WireConfirmations => ({
    data: { body: { response: { order } } },
  }),
};
