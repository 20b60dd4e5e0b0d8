import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import {
  acumaticaStatusSchema,
  orderErpStatusSchema,
  orderHeaderSchema,
  orderLineSchema,
  orderStatusSchema,
  shipToSchema,
  shipViaSchema,
} from './common';

/**
 * Orders On Hold (D1 section 7): GET /dropship/on_hold, PUT /dropship/orders/ack,
 * PUT /dropship/orders/sendToProduction, PUT /dropship/orders/format-acumatica-order and the
 * item cancel of the hold screen. Bodies stay loose where the shared rules answer with the spec's
 * sentences (cancel reasons) rather than zod's.
 */

export const holdLineSchema = orderLineSchema;
export type HoldLine = z.infer<typeof holdLineSchema>;

export const holdOrderSchema = z.object({
  ...orderHeaderSchema.shape,
  held_at: text().nullable(),
  ...shipToSchema.shape,
  ...shipViaSchema.shape,
  warehouse: text().nullable(),
  /** order_status is the group's: its lines' statuses without the cancelled ones (197 or 198). */
  ...orderErpStatusSchema.shape,
  vendor_params: z.record(text(), z.unknown()).nullable(),
  lines: z.array(holdLineSchema),
});
export type HoldOrder = z.infer<typeof holdOrderSchema>;

export const holdOrderListSchema = z.object({ orders: z.array(holdOrderSchema) });

const po = text().trim().min(1, 'internal_po_number is required.').max(80);
const vendor = text().trim().min(1, 'vendor_name is required.').max(120);

export const holdOrderRefSchema = z.object({ internal_po_number: po, vendor_name: vendor });
export type HoldOrderRef = z.infer<typeof holdOrderRefSchema>;

export const ackRequestSchema = holdOrderRefSchema.extend({ cancel: z.boolean() });
export type AckRequest = z.infer<typeof ackRequestSchema>;

/** What an acknowledgement or ERP send left the order as. */
export const holdActionResponseSchema = z.object({
  internal_po_number: text(),
  vendor_name: text(),
  order_status: orderStatusSchema,
  acu_order_num: text().nullable(),
  acumatica_status: acumaticaStatusSchema.nullable(),
  /** The 855 sent to the vendor, when the action told the vendor. */
  edi_transaction_id: z.number().int().nullable(),
});
export type HoldActionResponse = z.infer<typeof holdActionResponseSchema>;

const cell = text().max(200).nullish();
/** An item cancel row (D1 section 3). */
export const cancelItemRowSchema = z.object({
  internal_po_number: cell,
  internal_sku: cell,
  vendor_name: cell,
  cancel_reason: cell,
});
const cancelRows = z.array(cancelItemRowSchema).min(1, 'Choose at least one item to cancel.').max(5000);
export const cancelItemsRequestSchema = z.object({ items: cancelRows });
export type CancelItemsRequest = z.infer<typeof cancelItemsRequestSchema>;

/**
 * D1 section 7 shows only the rows of the hold screen's cancel, not the body around them: the rows
 * are taken as `{items: [...]}` and as a bare list.
 */
export const cancelItemsBodySchema = z.preprocess(
  (body: z.input<typeof cancelItemsRequestSchema> | z.input<typeof cancelRows>) =>
    Array.isArray(body) ? { items: body } : body,
  cancelItemsRequestSchema,
);

export const cancelItemsResponseSchema = z.object({
  success: z.number().int(),
  failed: z.number().int(),
  failures: z.array(z.object({ internal_po_number: text(), internal_sku: text(), reason: text() })),
});
export type CancelItemsResponse = z.infer<typeof cancelItemsResponseSchema>;

/** Every call serves the Orders On Hold screen (dropship scope; admin through the menu). */
const ON_HOLD = { screens: ['/on_hold'], side: 'dropship' } as const;

export const listHoldOrders = defineEndpoint({
  name: 'dropship.on-hold.list',
  method: 'GET',
  path: '/dropship/on_hold',
  summary: 'Hold orders with their lines: washington users see 198 and 197, everybody else 197',
  access: ON_HOLD,
  response: holdOrderListSchema,
});

export const acknowledgeHoldOrder = defineEndpoint({
  name: 'dropship.on-hold.acknowledge',
  method: 'PUT',
  path: '/dropship/orders/ack',
  summary:
    'Acknowledge an Unacknowledged (198) order (washington): cancel false makes it Ready, cancel true cancels it; the vendor gets an 855',
  access: ON_HOLD,
  body: ackRequestSchema,
  response: holdActionResponseSchema,
  idempotent: true,
  refusals: [404, 409, 502],
});

export const sendHoldOrderToAcumatica = defineEndpoint({
  name: 'dropship.on-hold.send-to-acumatica',
  method: 'PUT',
  path: '/dropship/orders/format-acumatica-order',
  summary: 'Send a Ready order without an Acumatica number to Acumatica (after approval, or as a resend)',
  access: ON_HOLD,
  body: holdOrderRefSchema,
  response: holdActionResponseSchema,
  idempotent: true,
  refusals: [404, 409, 502],
});

export const sendHoldOrderToProduction = defineEndpoint({
  name: 'dropship.on-hold.send-to-production',
  method: 'PUT',
  path: '/dropship/orders/sendToProduction',
  summary: 'Send a Ready (197) order to production: it becomes order_created (100)',
  access: ON_HOLD,
  body: holdOrderRefSchema,
  response: holdActionResponseSchema,
  idempotent: true,
  refusals: [404, 409],
});

/**
 * Cancel Items of the hold screen. D1 section 7 shows the rows but not the path of the hold-order
 * calls; of its listed paths, PUT /dropship/orders/remove_from_orders is the one that takes items
 * off orders, so Cancel Items is served there.
 */
export const cancelHoldItems = defineEndpoint({
  name: 'dropship.on-hold.cancel-items',
  method: 'PUT',
  path: '/dropship/orders/remove_from_orders',
  summary:
    'Cancel Items (remove them from their orders): rows of internal_po_number, internal_sku, vendor_name, cancel_reason (OOS, OBSOLETE, INCORRECT, SMALLPO, NOSALE); success and failure counts',
  access: ON_HOLD,
  body: cancelItemsBodySchema,
  response: cancelItemsResponseSchema,
  idempotent: true,
});
