import { z } from 'zod';
import { id, text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { bulkOrderDetailSchema, bulkOrderKeySchema } from './bulk-orders';

/**
 * Incoming Order Change Requests (/bulk_change, D2 sections 2, 3, 4, 7 and 8). The spec names the
 * calls (GET /bulk/change_requests, GET /bulk/orders/changeRequestsByPo, PUT
 * /bulk/orders/accept_changes) but not their parameters or answers; what is here is ours:
 * the table lists requests newest first with their details; by PO answers the order as it is now
 * (header, customer info, items) with its requests; accept_changes takes the request's id.
 */

/** A detail of a request (D2 section 3): sub_type, detail, value, and for items the SKU, quantity and price. */
export const changeDetailSchema = z.object({
  sub_type: text(),
  detail: text(),
  value: text().nullable(),
  /** The order's value when the request came in (struck through in the drawer). */
  old_value: text().nullable(),
  internal_sku: text().nullable(),
  quantity: z.number().int().nullable(),
  external_price: text().nullable(),
});

/** An order change request (D2 section 3). */
export const changeRequestSchema = z.object({
  request_id: z.number().int(),
  /** ISO time. */
  change_date: text(),
  internal_po_number: text(),
  vendor_name: text(),
  type: text(),
  /** 800 New, 801 Accepted, 899 Rejected, -801 Error. */
  request_status: z.number().int(),
  decided_by: text().nullable(),
  details: z.array(changeDetailSchema),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export const changeRequestListSchema = z.object({ requests: z.array(changeRequestSchema) });

/** The order a request is about, as it is now: what the drawer compares against. */
export const changeOrderSchema = z.object({
  internal_po_number: text(),
  external_po_number: text().nullable(),
  vendor_name: text(),
  acu_order_num: text().nullable(),
  /** The tab the order is on (BULK_STAGES). */
  stage: text(),
  order_date: text(),
  requested_ship_date: text().nullable(),
  deliver_by: text().nullable(),
  deliver_window_start: text().nullable(),
  deliver_window_end: text().nullable(),
  ship_window_start: text().nullable(),
  ship_window_end: text().nullable(),
  requested_pickup: text().nullable(),
  ...bulkOrderDetailSchema.pick({
    name: true,
    attention: true,
    address1: true,
    address2: true,
    city: true,
    state: true,
    zip_code: true,
  }).shape,
  items: z.array(
    z.object({
      internal_sku: text(),
      description: text().nullable(),
      quantity: z.number().int(),
      external_price: text().nullable(),
      order_status: z.number().int(),
    }),
  ),
});
export type ChangeOrder = z.infer<typeof changeOrderSchema>;

export const changeRequestsByPoSchema = z.object({
  order: changeOrderSchema,
  requests: z.array(changeRequestSchema),
});
export type ChangeRequestsByPo = z.infer<typeof changeRequestsByPoSchema>;

export const acceptChangesSchema = z.object({ request_id: id('request_id') });
export type AcceptChanges = z.input<typeof acceptChangesSchema>;

export const acceptChangesAnswerSchema = z.object({
  request_id: z.number().int(),
  request_status: z.number().int(),
  /** Rows of the order changed (header, customer and item rows). */
  applied: z.number().int(),
});

const CHANGE = { screens: ['/bulk_change'], side: 'bulk' } as const;

export const listChangeRequests = defineEndpoint({
  name: 'bulk.change-requests.list',
  method: 'GET',
  path: '/bulk/change_requests',
  summary: 'Incoming order change requests of the company with their details, newest first',
  access: CHANGE,
  query: changeRequestListQuerySchema,
  response: changeRequestListSchema,
});

export const changeRequestsByPo = defineEndpoint({
  name: 'bulk.change-requests.by-po',
  method: 'GET',
  path: '/bulk/orders/changeRequestsByPo',
  summary: "An order's current header, customer info and items with its change requests",
  access: CHANGE,
  query: bulkOrderKeySchema,
  response: changeRequestsByPoSchema,
  refusals: [400, 403, 404],
});

export const acceptChanges = defineEndpoint({
  name: 'bulk.change-requests.accept',
  method: 'PUT',
  path: '/bulk/orders/accept_changes',
  summary:
    'Approve a New (800) request: its changes are applied to the order and it becomes Accepted (801); Acumatica is not updated',
  access: CHANGE,
  body: acceptChangesSchema,
  response: acceptChangesAnswerSchema,
  refusals: [400, 403, 404, 409],
});
