import { TRANSFER_ORDER_SHIPPABLE, type TRANSFER_OPTIONS } from './status';

/**
 * Transfer orders of the 3PL screens (D3 2.3, 4, 5 and 8): the number rule of the ASN and Create
 * Shipment screens, the shippable check, the quantities a shipment takes from the builds, and
 * whether an ASN can go.
 */

/** D3 5 and 9: at most 7 characters, left-padded with zeros to 7. */
export const TRANSFER_ORDER_NUMBER_LENGTH = 7;

export const TRANSFER_ORDER_NUMBER_REQUIRED = 'Enter a transfer order number.';
export const TRANSFER_ORDER_NUMBER_TOO_LONG = 'A transfer order number has at most 7 characters.';
export const TRANSFER_ORDER_NUMBER_DIGITS = 'A transfer order number has digits only.';

/** Why a typed transfer order number cannot be looked up; null when it can. */
export function transferOrderNumberProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return TRANSFER_ORDER_NUMBER_REQUIRED;
  if (value.length > TRANSFER_ORDER_NUMBER_LENGTH) return TRANSFER_ORDER_NUMBER_TOO_LONG;
  if (!/^\d+$/.test(value)) return TRANSFER_ORDER_NUMBER_DIGITS;
  return null;
}

/** '123' -> '0000123'; call after transferOrderNumberProblem says the number is fine. */
export function padTransferOrderNumber(raw: string): string {
  return raw.trim().padStart(TRANSFER_ORDER_NUMBER_LENGTH, '0');
}

/** D3 4: shipments can be created only while the transfer order is Open or Shipping. */
export function isShippable(status: string): boolean {
  return (TRANSFER_ORDER_SHIPPABLE as readonly string[]).includes(status);
}

/** D3 8, Create Shipment. */
export const transferOrderNotFound = (orderNbr: string) => `Could not find transfer order ${orderNbr}!`;
export const transferOrderNotShippable = (orderNbr: string, status: string) =>
  `The status of ${orderNbr} is ${status}`;

/** D3 8, ASN. */
export const ASN_MESSAGES = {
  notFound: 'Could not find transfer order',
  sent: 'ASN Sent',
  failed: 'Failed to ASN Sent',
  cannot: 'Cannot send ASN',
} as const;

/** D3 8, transfer order creation. */
export const CREATE_TRANSFER_MESSAGES = {
  success: 'Successfully create transfer order.',
  error: 'An error occurred while creating transfer order.',
  failed: 'Failed to create transfer order!',
} as const;
/** The server's answer to a created transfer order (D3 7: data.message 'Success'). */
export const CREATE_TRANSFER_SUCCESS = 'Success';

/** The ERP's warehouse codes the 3PL calls take (the builds table uses KY, PA and TX too). */
export const TPL_ERP_WAREHOUSES = {
  kentucky: 'KY',
  pennsylvania: 'PA',
  texas: 'TX',
  illinois: 'IL',
  geodis: 'GEODIS',
} as const;
export type TplErpWarehouse = (typeof TPL_ERP_WAREHOUSES)[keyof typeof TPL_ERP_WAREHOUSES];

/** The ERP code of a warehouse given by name (texas) or code (TX); null when unknown. */
export function tplErpWarehouse(value: string): TplErpWarehouse | null {
  const key = value.trim();
  const byName = TPL_ERP_WAREHOUSES[key.toLowerCase() as keyof typeof TPL_ERP_WAREHOUSES];
  if (byName) return byName;
  const code = key.toUpperCase();
  return (Object.values(TPL_ERP_WAREHOUSES) as string[]).includes(code) ? (code as TplErpWarehouse) : null;
}

/** Where each transfer option (D3 2.3, 9: only 'Texas to Geodis') moves goods, as ERP codes. */
export const TRANSFER_ROUTES: Record<
  (typeof TRANSFER_OPTIONS)[number],
  { from: TplErpWarehouse; to: TplErpWarehouse }
> = {
  'Texas to Geodis': { from: TPL_ERP_WAREHOUSES.texas, to: TPL_ERP_WAREHOUSES.geodis },
};

export type TransferLineQuantities = { Sku: string; OrderedQty: number; QtyShipped: number };

/** A line of Create Shipment: what is open, what the builds made, and what this shipment takes. */
export type ReadyLine = {
  sku: string;
  ordered: number;
  shipped: number;
  /** Ordered less shipped, never below 0. */
  open: number;
  /** Built units of this order and SKU at the source warehouse (all builds, shipped or not). */
  built: number;
  /** What a shipment takes now: built less already shipped, capped at the open quantity. */
  ready: number;
};

/**
 * Builds -> shipment quantities: the builds of the order at the warehouse are summed per SKU; the
 * part not shipped yet is ready, capped at the line's open quantity. Lines of the same SKU share
 * their SKU's builds in line order. An order with no builds at all at the warehouse moves stock
 * already on the shelf (Create Transfer Orders proposes the available stock): its whole open
 * quantity is ready.
 */
export function readyToShip(
  lines: readonly TransferLineQuantities[],
  builds: readonly { sku: string; quantity: number }[],
): ReadyLine[] {
  if (builds.length === 0) {
    return lines.map((l) => {
      const open = Math.max(0, l.OrderedQty - l.QtyShipped);
      return { sku: l.Sku, ordered: l.OrderedQty, shipped: l.QtyShipped, open, built: 0, ready: open };
    });
  }
  const built = new Map<string, number>();
  for (const b of builds) built.set(b.sku, (built.get(b.sku) ?? 0) + Math.max(0, b.quantity));
  const left = new Map(built);
  // Shipped units used their builds first.
  for (const l of lines) left.set(l.Sku, (left.get(l.Sku) ?? 0) - Math.max(0, l.QtyShipped));
  return lines.map((l) => {
    const open = Math.max(0, l.OrderedQty - l.QtyShipped);
    const available = Math.max(0, left.get(l.Sku) ?? 0);
    const ready = Math.min(open, available);
    left.set(l.Sku, available - ready);
    return {
      sku: l.Sku,
      ordered: l.OrderedQty,
      shipped: l.QtyShipped,
      open,
      built: built.get(l.Sku) ?? 0,
      ready,
    };
  });
}

/** The lines a shipment sends: the ready ones, one per SKU. */
export function shipmentLines(ready: readonly ReadyLine[]): { sku: string; qty: number }[] {
  const bySku = new Map<string, number>();
  for (const r of ready) if (r.ready > 0) bySku.set(r.sku, (bySku.get(r.sku) ?? 0) + r.ready);
  return [...bySku].map(([sku, qty]) => ({ sku, qty }));
}

/** An ASN needs something shipped (D3 8 'Cannot send ASN' otherwise). */
export function canSendAsn(lines: readonly { QtyShipped: number }[]): boolean {
  return lines.some((l) => l.QtyShipped > 0);
}

/** Discrepancy rows of a receipt: the SKUs whose received quantity differs from what shipped. */
export function receiptDiscrepancies(
  shipped: readonly { sku: string; quantity: number }[],
  received: readonly { sku: string; quantity: number }[],
): { sku: string; shipped: number; received: number }[] {
  const sum = (rows: readonly { sku: string; quantity: number }[]) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(r.sku, (m.get(r.sku) ?? 0) + r.quantity);
    return m;
  };
  const s = sum(shipped);
  const r = sum(received);
  const skus = [...new Set([...s.keys(), ...r.keys()])];
  return skus
    .map((sku) => ({ sku, shipped: s.get(sku) ?? 0, received: r.get(sku) ?? 0 }))
    .filter((d) => d.shipped !== d.received);
}
