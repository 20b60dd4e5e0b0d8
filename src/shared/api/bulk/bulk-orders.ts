import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { routeRequestMessage, routeRequestProblems } from '../../domain/bulk/orders-table';
import { BULK_STAGES, BULK_WAREHOUSES } from '../../domain/bulk/status';

/**
 * Bulk Orders (D2 sections 2, 3, 7): the ten tabs' tables. `getBulkOrdersTable` of the spec is
 * `GET /bulk/orders/table` "by status, and by warehouse when not New"; the spec shows neither its
 * parameters nor its answer, so what is here is ours: `?status=` is the tab (a BULK_STAGES value)
 * and `?warehouse=` narrows a tab other than New to one warehouse. The server also keeps a user
 * whose warehouse scope is one warehouse to that warehouse's orders, whatever the query says.
 */

export const bulkStageSchema = z.enum(BULK_STAGES);
export const bulkWarehouseSchema = z.enum(BULK_WAREHOUSES);

export const bulkOrdersTableQuerySchema = z.object({
  status: bulkStageSchema,
  /** Ignored on New (new orders have no warehouse yet). */
  warehouse: bulkWarehouseSchema.optional(),
});
export type BulkOrdersTableQuery = z.input<typeof bulkOrdersTableQuerySchema>;

/** One row of a Bulk Orders tab: a bulk order of D2 section 3 without its lines. */
export const bulkOrderRowSchema = z.object({
  /** bulk_orders.id */
  id: z.number().int(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  vendor_name: text(),
  vendor_code: text().nullable(),
  /** kentucky, pennsylvania, texas or illinois; null until a decision places the order. */
  warehouse: bulkWarehouseSchema.nullable(),
  /** Acumatica order number (7 digits) once the ERP has the order. */
  acu_order_num: text().nullable(),
  /** 400 processing, 401 order created, 402 shipment created, -402, -401; null before any send. */
  acumatica_status: z.number().int().nullable(),
  /** The tab the order is on. */
  stage: bulkStageSchema,
  /** The order's item status code of D2 section 4 (100 Created ... 199 Cancelled, 197 On Hold). */
  order_status: z.number().int(),
  /** ISO times. */
  order_date: text(),
  upload_date: text(),
  upload_id: z.number().int().nullable(),
  /** Order total in dollars as a decimal string. */
  price: text().nullable(),
  order_pieces: z.number().int().nullable(),
  /** YYYY-MM-DD or null. */
  ship_window_start: text().nullable(),
  ship_window_end: text().nullable(),
  requested_pickup: text().nullable(),
  /** 300 Not Sent, 301 Sent, -301 Failed. */
  asn_status: z.number().int(),
  /** 701 Sent, -701 Error, otherwise Not Sent. */
  invoice_status: z.number().int(),
  /** Why the last ASN (856) failed (asn_status -301); null otherwise. Ours, additive. */
  asn_error: text().nullable(),
  /** Why the last invoice (810) failed (invoice_status -701); null otherwise. Ours, additive. */
  invoice_error: text().nullable(),
  /** Lines not cancelled. */
  item_count: z.number().int(),
  /** Number of shipments (pallet groups) recorded. */
  shipment_count: z.number().int(),
});
export type BulkOrderRow = z.infer<typeof bulkOrderRowSchema>;

export const bulkOrdersTableSchema = z.object({ orders: z.array(bulkOrderRowSchema) });
export type BulkOrdersTable = z.infer<typeof bulkOrdersTableSchema>;

export const getBulkOrdersTable = defineEndpoint({
  name: 'bulk.bulk-orders.table',
  method: 'GET',
  path: '/bulk/orders/table',
  summary:
    'The bulk orders of one tab (status), of one warehouse when given and the tab is not New, newest upload first',
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  query: bulkOrdersTableQuerySchema,
  response: bulkOrdersTableSchema,
  refusals: [400, 403],
});

// ---------------------------------------------------------------------------------------------
// The bulk order drawer (D2 section 2 "Bulk order drawer"): getBulkOrders by PO and vendor.

const requiredText = (name: string) =>
  text().trim().min(1, `${name} is required.`).max(200, `${name} must be at most 200 characters.`);

/** One order of a PO and vendor (the key of D2's getBulkOrders). */
export const bulkOrderKeySchema = z.object({
  internal_po_number: requiredText('internal_po_number'),
  vendor_name: requiredText('vendor_name'),
});
export type BulkOrderKey = z.input<typeof bulkOrderKeySchema>;

/** A line of a bulk order (D2 section 3, Bulk order item). */
export const bulkOrderItemSchema = z.object({
  id: z.number().int(),
  internal_sku: text(),
  external_sku: text().nullable(),
  description: text().nullable(),
  quantity: z.number().int(),
  internal_price: text().nullable(),
  external_price: text().nullable(),
  case_packs: z.number().int().nullable(),
  boxes: z.number().int().nullable(),
  decision: text().nullable(),
  fulfill_ky: z.number().int(),
  fulfill_pa: z.number().int(),
  fulfill_tx: z.number().int(),
  fulfill_il: z.number().int(),
  /** 100 Created ... 102 Built ... 199 Cancelled (D2 section 4). */
  order_status: z.number().int(),
});
export type BulkOrderItem = z.infer<typeof bulkOrderItemSchema>;

/** A pallet (shipment) of the drawer: its dock details and its items grouped by SKU, summed. */
export const bulkOrderShipmentSchema = z.object({
  id: z.number().int(),
  carrier: text().nullable(),
  pro_number: text().nullable(),
  bol: text().nullable(),
  truck_number: text().nullable(),
  /** YYYY-MM-DD or null. */
  ship_date: text().nullable(),
  expected_delivery: text().nullable(),
  acu_ship_num: text().nullable(),
  acumatica_status: z.number().int().nullable(),
  /** 200 created, 201 confirmed, 299 reshipped. */
  shipment_status: z.number().int(),
  warehouse: text().nullable(),
  /** YYYY-MM-DD or null: the screen shows m/d/yy or No. */
  reshipped_date: text().nullable(),
  total_quantity: z.number().int(),
  items: z.array(
    z.object({ internal_sku: text(), description: text().nullable(), quantity: z.number().int() }),
  ),
});
export type BulkOrderShipment = z.infer<typeof bulkOrderShipmentSchema>;

/** The drawer's order: a table row with customer info, lines and pallets. */
export const bulkOrderDetailSchema = bulkOrderRowSchema.extend({
  name: text().nullable(),
  attention: text().nullable(),
  address1: text().nullable(),
  address2: text().nullable(),
  city: text().nullable(),
  state: text().nullable(),
  zip_code: text().nullable(),
  pickup_date: text().nullable(),
  volume_cf: text().nullable(),
  weight_lbs: text().nullable(),
  items: z.array(bulkOrderItemSchema),
  shipments: z.array(bulkOrderShipmentSchema),
});
export type BulkOrderDetail = z.infer<typeof bulkOrderDetailSchema>;

export const getBulkOrders = defineEndpoint({
  name: 'bulk.bulk-orders.orders',
  method: 'GET',
  path: '/bulk/orders',
  summary: 'The bulk order of a PO and vendor with its customer info, items and shipments (pallets)',
  // The bulk order drawer, opened from Bulk Orders and from Bulk order search.
  access: { screens: ['/bulk_orders', '/bulk_search'], side: 'bulk' },
  query: bulkOrderKeySchema,
  response: z.object({ orders: z.array(bulkOrderDetailSchema) }),
  refusals: [400, 403, 404],
});

/** D2 section 7: GET /bulk/orders/new (query vendor_name): a vendor's New orders with their lines. */
export const getNewBulkOrders = defineEndpoint({
  name: 'bulk.bulk-orders.new',
  method: 'GET',
  path: '/bulk/orders/new',
  summary: "A vendor's orders on the New tab with their lines, for the new-orders export (needs a vendor)",
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  query: z.object({ vendor_name: requiredText('vendor_name') }),
  response: z.object({ orders: z.array(bulkOrderDetailSchema) }),
  refusals: [400, 403],
});

// ---------------------------------------------------------------------------------------------
// Short Items (D2 sections 4 and 7): PUT /bulk/orders/short and /unshort.

/** D2 section 8. */
export const SHORT_MESSAGES = { saved: 'Saved Shorts', failed: 'Failed to Save Shorts' } as const;

export const shortItemsSchema = z.object({
  items: z
    .array(
      z.object({
        internal_sku: requiredText('internal_sku'),
        internal_po_number: requiredText('internal_po_number'),
        vendor_name: requiredText('vendor_name'),
      }),
      { error: 'items must be a list of internal_sku, internal_po_number and vendor_name.' },
    )
    .min(1, 'Choose at least one item.')
    .max(1000, 'At most 1000 items at once.'),
});
export type ShortItems = z.input<typeof shortItemsSchema>;

export const shortItemsAnswerSchema = z.object({
  /** Item rows whose status changed. */
  updated: z.number().int(),
});

const shortCall = {
  method: 'PUT',
  // Short Items of the bulk order drawer (Bulk Orders, Bulk order search) and the Lots drawer's
  // Short / Unshort (D2 section 8, Lots).
  access: { screens: ['/bulk_orders', '/bulk_search', '/lots'], side: 'bulk' },
  body: shortItemsSchema,
  response: shortItemsAnswerSchema,
  refusals: [400, 403, 404, 409],
} as const;

export const shortBulkItems = defineEndpoint({
  ...shortCall,
  name: 'bulk.bulk-orders.short',
  path: '/bulk/orders/short',
  summary:
    'Short items: Built (102) to Cancelled (199); nothing written unless every item may be shorted and no ASN was sent',
});
export const unshortBulkItems = defineEndpoint({
  ...shortCall,
  name: 'bulk.bulk-orders.unshort',
  path: '/bulk/orders/unshort',
  summary:
    'Unshort items: Cancelled (199) back to Built (102); nothing written unless every item may be and no ASN was sent',
});

// ---------------------------------------------------------------------------------------------
// Acknowledgement (D2 section 7): POST /bulk/orders/acknowledgement, an 855 to the vendor.

export const ACKNOWLEDGEMENT_SENT = 'Acknowledgement Sent!';

export const sendBulkAcknowledgement = defineEndpoint({
  name: 'bulk.bulk-orders.acknowledgement',
  method: 'POST',
  path: '/bulk/orders/acknowledgement',
  summary: "Send the order's 855 purchase order acknowledgement (lines cancelled are rejected) to its vendor",
  access: { screens: ['/bulk_orders', '/bulk_search'], side: 'bulk' },
  body: bulkOrderKeySchema,
  response: z.object({ gs_id: text(), message_date: text(), lines: z.number().int() }),
  refusals: [400, 403, 404, 502],
});

// ---------------------------------------------------------------------------------------------
// Route Order (D2 sections 2, 3, 5): POST /bulk/orders/routing with the route request.

const optionalText = text().trim().max(200, 'Too long.').nullish();
const optionalNumber = (name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .min(0, `${name} must be above 0.`)
    .max(1_000_000, `${name} must be at most 1,000,000.`)
    .nullish();

/** D2 section 3 Route request; all six fields required (the rule: routeRequestProblems). */
export const routeRequestSchema = z
  .object({
    acu_order_num: optionalText,
    internal_po_number: optionalText,
    vendor_name: optionalText,
    /** YYYY-MM-DD */
    pickup_date: optionalText,
    /** Cubic feet. */
    volume: optionalNumber('volume'),
    /** Pounds. */
    weight: optionalNumber('weight'),
  })
  .superRefine((body, ctx) => {
    const problems = routeRequestProblems(body);
    if (problems.length > 0) ctx.addIssue({ code: 'custom', message: routeRequestMessage(problems) });
  });
export type RouteRequest = z.input<typeof routeRequestSchema>;

export const routeBulkOrder = defineEndpoint({
  name: 'bulk.bulk-orders.routing',
  method: 'POST',
  path: '/bulk/orders/routing',
  summary:
    'Route a Not Routed order: records the earliest pickup date, volume (CF) and weight (LBS) and moves it to Not Built',
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  body: routeRequestSchema,
  response: z.object({ id: z.number().int(), stage: bulkStageSchema }),
  refusals: [400, 403, 404, 409],
});
