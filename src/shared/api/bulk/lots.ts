import { z } from 'zod';
import { idParam, text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { bulkStageSchema, bulkWarehouseSchema } from './bulk-orders';

/**
 * Lots (D2 sections 2, 3, 5, 7, 8): `GET /bulk/lots/orders` (query lot_id) lists the bulk lot
 * orders of D2 section 3 with their items and lots; `POST /bulk/lots` (data array) records the
 * lots of an uploaded file; `GET /bulk/treatly-orders` lists the open Treatly orders' lines (Get
 * Template fills LOT_NUMBERS_TEMPLATE with them). The spec shows no answer shapes: these are ours.
 * The orders listed are the open ones (Not Built to ASN Sent) of Treatly or holding a lot, with at
 * least one item not cancelled; `?lot_id=` keeps the orders holding that lot.
 */

/** An item of a bulk lot order (D2 section 3) with its lot, when it has one. */
export const lotItemSchema = z.object({
  /** bulk_order_items.id */
  item_id: z.number().int(),
  internal_sku: text(),
  description: text().nullable(),
  quantity: z.number().int(),
  /** 100 Created ... 102 Built ... 199 Cancelled (D2 section 4). */
  order_status: z.number().int(),
  lot_id: z.number().int().nullable(),
  lot_number: text().nullable(),
  manufacturer: text().nullable(),
  /** YYYY-MM-DD. */
  expiration_date: text().nullable(),
  production_date: text().nullable(),
});
export type LotItem = z.infer<typeof lotItemSchema>;

export const lotOrderSchema = z.object({
  /** bulk_orders.id */
  order_id: z.number().int(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  vendor_name: text(),
  warehouse: bulkWarehouseSchema.nullable(),
  stage: bulkStageSchema,
  /** ISO time. */
  upload_date: text(),
  /** The ASN's vendor_status: 300 Not Sent, 301 Sent, -301 Failed. */
  vendor_status: z.number().int(),
  /** YYYY-MM-DD or null (the near-expiry flag measures against them). */
  ship_window_start: text().nullable(),
  ship_window_end: text().nullable(),
  requested_ship_date: text().nullable(),
  items: z.array(lotItemSchema),
});
export type LotOrder = z.infer<typeof lotOrderSchema>;

const ACCESS = { screens: ['/lots'], side: 'bulk' } as const;

export const getLotOrders = defineEndpoint({
  name: 'bulk.lots.orders',
  method: 'GET',
  path: '/bulk/lots/orders',
  summary:
    'Lots: the open bulk orders that carry lots (Treatly, or holding a lot) with their items and lots, newest upload first',
  access: ACCESS,
  query: z.object({ lot_id: idParam('lot_id').optional() }),
  response: z.object({ orders: z.array(lotOrderSchema) }),
  refusals: [400],
});

/** A line of an open Treatly order, for the template. */
export const treatlyLineSchema = z.object({
  internal_po_number: text(),
  vendor_name: text(),
  internal_sku: text(),
  description: text().nullable(),
  /** The lot the line already has, if any. */
  lot_number: text().nullable(),
});
export type TreatlyLine = z.infer<typeof treatlyLineSchema>;

export const getTreatlyOrders = defineEndpoint({
  name: 'bulk.lots.treatly-orders',
  method: 'GET',
  path: '/bulk/treatly-orders',
  summary: "The lines (not cancelled) of Treatly's open bulk orders, with the lot each already has",
  access: ACCESS,
  response: z.object({ lines: z.array(treatlyLineSchema) }),
});

const cellText = (name: string) =>
  text()
    .max(200, `${name} must be at most 200 characters.`)
    .nullish()
    .transform((v) => v ?? null);

/** A row of the lot file (D2 section 3) as read; the rules of lots.ts decide whether it is valid. */
export const lotFileRowSchema = z.object({
  internal_po_number: cellText('internal_po_number'),
  vendor_name: cellText('vendor_name'),
  internal_sku: cellText('internal_sku'),
  lot_number: cellText('lot_number'),
  manufacturer: cellText('manufacturer'),
  expiration_date: cellText('expiration_date'),
  production_date: cellText('production_date'),
});

export const uploadLotsSchema = z.object({
  data: z
    .array(lotFileRowSchema, { error: 'data must be a list of lot rows.' })
    .max(5000, 'At most 5000 rows of lots at once.'),
});
export type UploadLots = z.input<typeof uploadLotsSchema>;

export const uploadLots = defineEndpoint({
  name: 'bulk.lots.upload',
  method: 'POST',
  path: '/bulk/lots',
  summary:
    'Record the lots of a file: every row needs an open order line, a lot number and a future expiry, one lot per SKU; nothing written otherwise',
  access: ACCESS,
  body: uploadLotsSchema,
  response: z.object({
    /** Item rows whose lot was written. */
    items: z.number().int(),
    /** Orders touched. */
    orders: z.number().int(),
  }),
  idempotent: true,
  refusals: [400, 404, 409],
});
