import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn, createdAt, money } from './columns';

/**
 * Retail vendors (customers of the merchant). `side` says whether they send dropship orders or bulk
 * EDI purchase orders; the same retailer may be both, as two rows.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    side: text('side').notNull().$type<'dropship' | 'bulk'>(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    fulfillmentPriority: integer('fulfillment_priority'),
    lastDownload: timestamp('last_download', { withTimezone: true }),
    erpOrderType: text('erp_order_type').notNull().default('SO'),
    sendsInventory: boolean('sends_inventory').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendors_company_side_name_uq').on(t.company, t.side, t.name)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    sku: text('sku').notNull(),
    rootSku: text('root_sku').notNull(),
    description: text('description').notNull(),
    size: text('size'),
    colour: text('colour'),
    foam: text('foam'),
    bolster: text('bolster'),
    defaultBox: text('default_box'),
    casePacks: integer('case_packs').notNull().default(1),
    upc: text('upc'),
    asin: text('asin'),
    chewySku: text('chewy_sku'),
    amazonDescription: text('amazon_description'),
    chewyDescription: text('chewy_description'),
    pretagged: boolean('pretagged').notNull().default(false),
    price: money('price'),
    weightLbs: money('weight_lbs'),
    isBundle: boolean('is_bundle').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('items_company_sku_uq').on(t.company, t.sku),
    index('items_company_root_idx').on(t.company, t.rootSku),
    index('items_upc_idx').on(t.upc),
  ],
);

/** Pull locations per warehouse, in the spec's formats: PREBUILT…, PULL…, AISL…, or numeric. */
export const itemLocations = pgTable(
  'item_locations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    company: companyColumn(),
    warehouse: text('warehouse').notNull(),
    location: text('location').notNull(),
  },
  (t) => [uniqueIndex('item_locations_item_wh_uq').on(t.itemId, t.warehouse)],
);

/** Stock per SKU and warehouse (bulk inventory, pa_inventory, decision defaults). */
export const itemStock = pgTable(
  'item_stock',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    company: companyColumn(),
    warehouse: text('warehouse').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    available: integer('available').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('item_stock_item_wh_uq').on(t.itemId, t.warehouse)],
);

/** Bundle SKUs (70230-70232) expand into two component SKUs on pull sheets (D1 section 9). */
export const itemComponents = pgTable(
  'item_components',
  {
    company: companyColumn(),
    bundleSku: text('bundle_sku').notNull(),
    componentSku: text('component_sku').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [uniqueIndex('item_components_uq').on(t.company, t.bundleSku, t.componentSku)],
);

/** Freight carriers for bulk shipments and dock sign-in (D2 section 3). */
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    carrier: text('carrier').notNull(),
    scac: text('scac').notNull(),
    shorthand: text('shorthand').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('carriers_company_scac_uq').on(t.company, sql`upper(${t.scac})`)],
);

/** SKUs whose inventory is reported as zero to vendors (D3 2.20). */
export const zeroOutSkus = pgTable(
  'zero_out_skus',
  {
    company: companyColumn(),
    sku: text('sku').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    addedBy: text('added_by'),
  },
  (t) => [uniqueIndex('zero_out_skus_uq').on(t.company, t.sku)],
);

/**
 * Zip codes and the warehouse that ships to them, as the updateZipcode file of Inventory Management
 * sets them (D1 section 9). No screen reads them yet.
 */
export const zipCodes = pgTable(
  'zip_codes',
  {
    company: companyColumn(),
    zipCode: text('zip_code').notNull(),
    city: text('city'),
    state: text('state').notNull(),
    warehouse: text('warehouse').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zip_codes_company_zip_uq').on(t.company, t.zipCode)],
);

/** Pieces of a SKU per pallet on the bulk side (Inventory Management's updatePallets file). */
export const palletQuantities = pgTable(
  'pallet_quantities',
  {
    company: companyColumn(),
    sku: text('sku').notNull(),
    qtyPerPallet: integer('qty_per_pallet').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pallet_quantities_company_sku_uq').on(t.company, t.sku)],
);
