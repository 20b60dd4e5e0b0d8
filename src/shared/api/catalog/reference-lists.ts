import { z } from 'zod';

/**
 * Reference lists the screens load first (D1, D2 and D3 section 7), each for the company of the
 * company_id header. Clients cache them (Dexie), so the server answers with ETags.
 */

/** GET /api/dropship/vendors and GET /api/bulk/vendors: vendor names, sorted (D3 7 "Vendor lists"). */
export const vendorListSchema = z.object({ vendors: z.array(z.string()) });
export type VendorList = z.infer<typeof vendorListSchema>;

/** GET /api/dropship/items: the company's SKUs, sorted (D3 7 "Drop-ship SKU list"). */
export const skuListSchema = z.object({ items: z.array(z.string()) });
export type SkuList = z.infer<typeof skuListSchema>;

/** A freight carrier: its name, SCAC code and the short name the dock screens show (D2 3). */
export const carrierSchema = z.object({
  carrier: z.string(),
  scac: z.string(),
  shorthand: z.string(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** GET /api/bulk/carriers. */
export const carrierListSchema = z.object({ carriers: z.array(carrierSchema) });

/** An ASIN row for the ASIN vendor sticker (D1 "ASIN data supplies ASIN, UPC, Item, Amazon Description"). */
export const itemAsinSchema = z.object({
  sku: z.string(),
  asin: z.string(),
  upc: z.string().nullable(),
  item: z.string(),
  amazon_description: z.string().nullable(),
});
export type ItemAsin = z.infer<typeof itemAsinSchema>;

/** The label-printing SKU item of D3 section 7. */
export const labelItemSchema = z.object({
  sku: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  pretagged: z.boolean(),
  upc: z.string().nullable(),
  asin: z.string().nullable(),
  chewy_sku: z.string().nullable(),
  amazon_description: z.string().nullable(),
  chewy_description: z.string().nullable(),
});
export type LabelItem = z.infer<typeof labelItemSchema>;

/** What the compressed envelope of GET /api/v1/item_asins decodes to. */
export const itemAsinsSchema = z.object({
  asins: z.array(itemAsinSchema),
  items: z.array(labelItemSchema),
});
export type ItemAsins = z.infer<typeof itemAsinsSchema>;
