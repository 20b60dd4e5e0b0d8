import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
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
