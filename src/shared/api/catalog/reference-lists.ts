import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * Reference lists the screens load first (D1, D2 and D3 section 7), each for the company of the
 * company_id header. Clients cache them (Dexie), so the server answers with ETags.
 */

/** GET /api/dropship/vendors and GET /api/bulk/vendors: vendor names, sorted (D3 7 "Vendor lists"). */
export const vendorListSchema = z.object({ vendors: z.array(text()) });
export type VendorList = z.infer<typeof vendorListSchema>;

/** GET /api/dropship/items: the company's SKUs, sorted (D3 7 "Drop-ship SKU list"). */
export const skuListSchema = z.object({ items: z.array(text()) });
export type SkuList = z.infer<typeof skuListSchema>;

/** A freight carrier: its name, SCAC code and the short name the dock screens show (D2 3). */
export const carrierSchema = z.object({
  carrier: text(),
  scac: text(),
  shorthand: text(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** GET /api/bulk/carriers. */
export const carrierListSchema = z.object({ carriers: z.array(carrierSchema) });

/** An ASIN row for the ASIN vendor sticker (D1 "ASIN data supplies ASIN, UPC, Item, Amazon Description"). */
export const itemAsinSchema = z.object({
  sku: text(),
  asin: text(),
  upc: text().nullable(),
  item: text(),
  amazon_description: text().nullable(),
});
export type ItemAsin = z.infer<typeof itemAsinSchema>;

/** The label-printing SKU item of D3 section 7. */
export const labelItemSchema = z.object({
  sku: text(),
  size: text().nullable(),
  color: text().nullable(),
  pretagged: z.boolean(),
  upc: text().nullable(),
  asin: text().nullable(),
  chewy_sku: text().nullable(),
  amazon_description: text().nullable(),
  chewy_description: text().nullable(),
});
export type LabelItem = z.infer<typeof labelItemSchema>;

/** What the compressed envelope of GET /api/v1/item_asins decodes to. */
export const itemAsinsSchema = z.object({
  asins: z.array(itemAsinSchema),
  items: z.array(labelItemSchema),
});
export type ItemAsins = z.infer<typeof itemAsinsSchema>;

/*
 * Which screens each list serves (src/shared/routes.ts): the route allows the union of their
 * scopes. /nice_labels has no scope check in either reading, so the SKU list and item_asins are
 * open to every signed-in user of the company, as the label-printing screen is. Every list answers
 * with an ETag and a 304 while the client's copy holds.
 */

export const listDropshipVendors = defineEndpoint({
  name: 'catalog.reference-lists.dropship-vendors',
  method: 'GET',
  path: '/dropship/vendors',
  summary: 'Drop-ship vendor names, sorted',
  access: {
    screens: ['/uploads', '/order_search', '/api_status', '/warranty_insert', '/warranty_search'],
    side: 'dropship',
  },
  response: vendorListSchema,
});

export const listBulkVendors = defineEndpoint({
  name: 'catalog.reference-lists.bulk-vendors',
  method: 'GET',
  path: '/bulk/vendors',
  summary: 'Bulk vendor names, sorted (company_id with _bulk)',
  access: {
    screens: [
      '/bulk_orders',
      '/bulk_uploads',
      '/bulk_status',
      '/bulk_search',
      '/warranty_insert',
      '/warranty_search',
    ],
    side: 'bulk',
  },
  response: vendorListSchema,
});

export const listSkus = defineEndpoint({
  name: 'catalog.reference-lists.skus',
  method: 'GET',
  path: '/dropship/items',
  summary: "The company's SKUs, sorted",
  access: {
    screens: ['/order_search', '/warranty_insert', '/warranty_search', '/zero_inventory', '/nice_labels'],
    side: 'dropship',
  },
  response: skuListSchema,
});

/** The dock kiosk picks the carrier from this list, so a carrier sign-in device may read it. */
export const listCarriers = defineEndpoint({
  name: 'catalog.reference-lists.carriers',
  method: 'GET',
  path: '/bulk/carriers',
  summary: 'Freight carriers: name, SCAC and shorthand (company_id with _bulk)',
  access: {
    screens: ['/bulk_carriers', '/bulk_orders', '/carrier_sign_in', '/carrier_sign_in_dashboard'],
    side: 'bulk',
    devices: ['carrier-sign-in'],
  },
  response: carrierListSchema,
});

/** Sticker and label screens sit on both sides of the menu; the items are the company's either way. */
export const readItemAsins = defineEndpoint({
  name: 'catalog.reference-lists.item-asins',
  method: 'GET',
  path: '/v1/item_asins',
  summary: 'ASIN rows and label-printing SKU items, as the compressed envelope of {asins, items}',
  access: { screens: ['/vendor_stickers', '/nice_labels', '/extract_text'], side: 'any' },
  response: itemAsinsSchema,
  envelope: true,
});
