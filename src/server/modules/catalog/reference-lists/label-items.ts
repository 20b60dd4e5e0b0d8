import type { LabelItem } from '@shared/api/catalog/reference-lists';
import { items } from '../../../platform/db/schema/catalog';

/** The catalog columns a label prints (Vendor Stickers, item_asins, Label Printing). */
export const LABEL_ITEM_COLUMNS = {
  sku: items.sku,
  size: items.size,
  colour: items.colour,
  pretagged: items.pretagged,
  upc: items.upc,
  asin: items.asin,
  chewySku: items.chewySku,
  amazonDescription: items.amazonDescription,
  chewyDescription: items.chewyDescription,
};

export type LabelItemColumns = {
  sku: string;
  size: string | null;
  colour: string | null;
  pretagged: boolean;
  upc: string | null;
  asin: string | null;
  chewySku: string | null;
  amazonDescription: string | null;
  chewyDescription: string | null;
};

/** A catalog row as the label screens read it (D1 7's LabelItem). */
export function toLabelItem(row: LabelItemColumns): LabelItem {
  return {
    sku: row.sku,
    size: row.size,
    color: row.colour,
    pretagged: row.pretagged,
    upc: row.upc,
    asin: row.asin,
    chewy_sku: row.chewySku,
    amazon_description: row.amazonDescription,
    chewy_description: row.chewyDescription,
  };
}
