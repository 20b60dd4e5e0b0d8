import { zplLabel, type ZplElement, type ZplLabelOptions } from './zpl';

/**
 * The three item labels of Label Printing (D3 2.18) as ZPL II, for printers that take raw ZPL
 * (the ZDesigner ZT230 of D3 section 9 and any Zebra on the network). Sizes are at 203 dpi.
 *
 * - Hang tag, 2 x 3 in: SKU, size, colour and the item's UPC-A.
 * - ASIN label, 2.25 x 1.25 in: the ASIN as Code 128 (Amazon's item label), its description.
 * - Chewy label, 2.25 x 1.25 in: the UPC-A, Chewy's SKU and its description.
 *
 * Every label type needs a UPC (only items with a UPC are printed); the ASIN label also an ASIN.
 */
export type ItemLabelKind = 'hang_tag' | 'asin' | 'chewy';

export type ItemLabelData = {
  sku: string;
  upc: string;
  size?: string | null;
  color?: string | null;
  asin?: string | null;
  chewy_sku?: string | null;
  amazon_description?: string | null;
  chewy_description?: string | null;
};

export const HANG_TAG_LABEL: ZplLabelOptions = { widthDots: 406, heightDots: 609 };
export const ITEM_LABEL: ZplLabelOptions = { widthDots: 457, heightDots: 254 };

export const ITEM_LABEL_SIZES: Record<ItemLabelKind, ZplLabelOptions> = {
  hang_tag: HANG_TAG_LABEL,
  asin: ITEM_LABEL,
  chewy: ITEM_LABEL,
};

/** The UPC-A check digit of the first 11 digits (GS1: 3 x odd positions + even positions). */
export function upcCheckDigit(first11: string): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** Twelve digits whose last is the check digit of the first eleven. */
export function isUpcA(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}

/**
 * The barcode of a UPC. A valid UPC-A prints as the EAN-13 of a leading zero and its first eleven
 * digits (^BE adds the check digit): GS1 defines UPC-A as exactly that EAN-13, so the bars are the
 * same and every scanner reads the twelve-digit UPC back; ^BE is also the one more printers and
 * label viewers draw than ^BU. Anything else the catalog holds prints as Code 128, so it still
 * scans back to what the catalog says.
 */
function upcBarcode(upc: string, x: number, y: number, height: number, moduleWidth: number): ZplElement {
  return isUpcA(upc)
    ? { kind: 'barcode', x, y, data: `0${upc.slice(0, 11)}`, symbology: 'ean13', height, moduleWidth }
    : { kind: 'barcode', x, y, data: upc, symbology: 'code128', height, moduleWidth: 2 };
}

/** A line of text cut to what fits: ZPL's ^A0 would run past the label's edge. */
const fit = (text: string | null | undefined, max: number) => {
  const value = (text ?? '').trim();
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
};

export class ItemLabelError extends Error {}

function elementsOf(kind: ItemLabelKind, item: ItemLabelData): ZplElement[] {
  const upc = item.upc.trim();
  if (!upc) throw new ItemLabelError(`SKU ${item.sku} has no UPC.`);
  switch (kind) {
    case 'hang_tag':
      return [
        { kind: 'text', x: 30, y: 30, text: fit(item.sku, 20), size: 40 },
        { kind: 'text', x: 30, y: 90, text: fit(item.size ? `Size: ${item.size}` : '', 24), size: 30 },
        { kind: 'text', x: 30, y: 135, text: fit(item.color ? `Color: ${item.color}` : '', 24), size: 30 },
        upcBarcode(upc, 50, 360, 160, 3),
      ];
    case 'asin': {
      const asin = item.asin?.trim();
      if (!asin) throw new ItemLabelError(`SKU ${item.sku} has no ASIN.`);
      return [
        { kind: 'barcode', x: 40, y: 20, data: asin, symbology: 'code128', height: 100, moduleWidth: 2 },
        { kind: 'text', x: 40, y: 160, text: fit(item.amazon_description ?? item.sku, 30), size: 22 },
        { kind: 'text', x: 40, y: 200, text: 'New', size: 22 },
      ];
    }
    case 'chewy':
      return [
        upcBarcode(upc, 80, 20, 110, 2),
        { kind: 'text', x: 40, y: 165, text: fit(item.chewy_description ?? item.sku, 30), size: 22 },
        {
          kind: 'text',
          x: 40,
          y: 205,
          text: fit(item.chewy_sku ? `Chewy SKU ${item.chewy_sku}` : `SKU ${item.sku}`, 30),
          size: 22,
        },
      ];
  }
}

/** One item's label of a kind, `copies` times (^PQ), as one ^XA ... ^XZ block. */
export function itemLabelZpl(kind: ItemLabelKind, item: ItemLabelData, copies = 1): string {
  return zplLabel(elementsOf(kind, item), { ...ITEM_LABEL_SIZES[kind], copies });
}

/** A print job's ZPL: one block per item, each printed its quantity of times. */
export function itemLabelsZpl(
  kind: ItemLabelKind,
  items: readonly (ItemLabelData & { qty: number })[],
): string {
  return items.map((item) => itemLabelZpl(kind, item, item.qty)).join('\n');
}
