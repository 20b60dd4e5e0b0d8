import { displayName, type Company } from '@shared/domain/identity/companies';
import { cartonBarcodes, gtin14, palletBarcodes } from '@shared/domain/labels/gs1';
import type { palletRequests } from '@shared/domain/labels/label-files';
import type { LabelPage } from './label-render';
import type { LabelOrder, LabelOrderItem } from './labels.repository';

/**
 * What each box or pallet label of an order says (D2 sections 3 and 9): its ship-from and ship-to,
 * its GS1-128 barcodes and the data row the Data dialog shows. Pure: the service stores the pages.
 */

const WAREHOUSES = ['kentucky', 'pennsylvania', 'texas', 'illinois'] as const;
export type Wh = (typeof WAREHOUSES)[number];
export const asWarehouse = (w: string | null | undefined): Wh | null => {
  const v = (w ?? '').trim().toLowerCase();
  return (WAREHOUSES as readonly string[]).includes(v) ? (v as Wh) : null;
};

/** Pieces of an item to label: what its decision sends (to `warehouse` when given), else its quantity. */
export function labelPieces(item: LabelOrderItem, warehouse: Wh | null): number {
  const sent = Object.values(item.fulfill).reduce((a, b) => a + b, 0);
  if (warehouse && sent > 0) return item.fulfill[warehouse];
  return sent > 0 ? sent : item.quantity;
}

/** One carton: the item, its pieces, and its serial (new) or SSCC (kept from a shipment). */
export type Carton = { item: LabelOrderItem; quantity: number; sscc: string };
export type Pallet = { sscc: string; cartons: Carton[] };

function partiesOf(company: Company, { shipTo: to, vendorName }: LabelOrder, warehouse: Wh | null) {
  const cityLine = [to.city, [to.state, to.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    shipFrom: {
      name: displayName(company),
      lines: [warehouse ? `${displayName(warehouse)} warehouse` : 'Bulk warehouse'],
    },
    shipTo: {
      name: to.name ?? vendorName,
      lines: [
        to.attention ? `ATTN ${to.attention}` : '',
        to.address1 ?? '',
        to.address2 ?? '',
        cityLine,
      ].filter((l) => l.trim() !== ''),
    },
  };
}

export function boxPages(
  company: Company,
  order: LabelOrder,
  pallets: readonly Pallet[],
  warehouse: Wh | null,
): LabelPage[] {
  const cartons = pallets.flatMap((p) => p.cartons);
  const parties = partiesOf(company, order, warehouse);
  return cartons.map((c, i) => {
    const content = {
      sscc: c.sscc,
      gtin: gtin14(c.item.upc),
      lotNumber: c.item.lotNumber,
      expirationDate: c.item.expirationDate,
    };
    const barcodes = cartonBarcodes(content);
    return {
      ...parties,
      barcodes,
      data: {
        ...orderFields(order, warehouse),
        level: 'carton',
        sscc: c.sscc,
        internal_sku: c.item.internalSku,
        gtin: content.gtin,
        quantity: c.quantity,
        lot_number: c.item.lotNumber,
        expiration_date: c.item.expirationDate,
        boxes: null,
        index: i + 1,
        of: cartons.length,
        barcodes: barcodes.map((b) => b.human),
      },
    };
  });
}

export function palletPages(
  company: Company,
  order: LabelOrder,
  pallets: readonly Pallet[],
  warehouse: Wh | null,
): LabelPage[] {
  const parties = partiesOf(company, order, warehouse);
  return pallets.map((p, i) => {
    const skus = [...new Set(p.cartons.map((c) => c.item.internalSku))];
    const barcodes = palletBarcodes(p.sscc);
    return {
      ...parties,
      barcodes,
      data: {
        ...orderFields(order, warehouse),
        level: 'pallet',
        sscc: p.sscc,
        internal_sku: skus.length === 1 ? skus[0]! : null,
        gtin: null,
        quantity: p.cartons.reduce((n, c) => n + c.quantity, 0),
        lot_number: null,
        expiration_date: null,
        boxes: p.cartons.length,
        index: i + 1,
        of: pallets.length,
        barcodes: barcodes.map((b) => b.human),
      },
    };
  });
}

function orderFields(order: LabelOrder, warehouse: Wh | null) {
  return {
    internal_po_number: order.internalPoNumber,
    external_po_number: order.externalPoNumber,
    vendor_name: order.vendorName,
    acu_order_num: order.acuOrderNum,
    warehouse: warehouse ?? order.warehouse,
  };
}

/** A file's pallets name SKUs of the order and no more boxes of one than the order has. */
export function filePalletProblem(
  order: LabelOrder,
  pallets: ReturnType<typeof palletRequests>[number]['pallets'],
): string | null {
  const boxes = new Map<string, number>();
  for (const p of pallets)
    for (const l of p.lines) {
      const item = order.items.find((i) => i.internalSku === l.internal_sku);
      if (!item) return `SKU ${l.internal_sku} is not on order ${order.internalPoNumber}.`;
      boxes.set(l.internal_sku, (boxes.get(l.internal_sku) ?? 0) + l.box_qty);
    }
  for (const [sku, n] of boxes) {
    const item = order.items.find((i) => i.internalSku === sku)!;
    const per = item.casePacks && item.casePacks > 0 ? item.casePacks : 1;
    const has = Math.ceil(labelPieces(item, null) / per);
    if (n > has) return `SKU ${sku}: ${n} boxes on the pallets, the order has ${has}.`;
  }
  return null;
}
