import { z } from 'zod';
import {
  orderErpStatusSchema,
  orderHeaderSchema,
  orderLineSchema,
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
  held_at: z.string().nullable(),
  ...shipToSchema.shape,
  ...shipViaSchema.shape,
  warehouse: z.string().nullable(),
  /** order_status is the group's: its lines' statuses without the cancelled ones (197 or 198). */
  ...orderErpStatusSchema.shape,
  vendor_params: z.record(z.string(), z.unknown()).nullable(),
  lines: z.array(holdLineSchema),
});
export type HoldOrder = z.infer<typeof holdOrderSchema>;

export const holdOrderListSchema = z.object({ orders: z.array(holdOrderSchema) });

const po = z.string().trim().min(1, 'internal_po_number is required.').max(80);
const vendor = z.string().trim().min(1, 'vendor_name is required.').max(120);

export const holdOrderRefSchema = z.object({ internal_po_number: po, vendor_name: vendor });
export type HoldOrderRef = z.infer<typeof holdOrderRefSchema>;

export const ackRequestSchema = holdOrderRefSchema.extend({ cancel: z.boolean() });
export type AckRequest = z.infer<typeof ackRequestSchema>;

/** What an acknowledgement or ERP send left the order as. */
export const holdActionResponseSchema = z.object({
  internal_po_number: z.string(),
  vendor_name: z.string(),
  order_status: z.number().int(),
  acu_order_num: z.string().nullable(),
  acumatica_status: z.number().int().nullable(),
  /** The 855 sent to the vendor, when the action told the vendor. */
  edi_transaction_id: z.number().int().nullable(),
});
export type HoldActionResponse = z.infer<typeof holdActionResponseSchema>;

const cell = z.string().max(200).nullish();
export const cancelItemsRequestSchema = z.object({
  items: z
    .array(
      z.object({
        internal_po_number: cell,
        internal_sku: cell,
        vendor_name: cell,
        cancel_reason: cell,
      }),
    )
    .min(1, 'Choose at least one item to cancel.')
    .max(5000),
});
export type CancelItemsRequest = z.infer<typeof cancelItemsRequestSchema>;

export const cancelItemsResponseSchema = z.object({
  success: z.number().int(),
  failed: z.number().int(),
  failures: z.array(
    z.object({ internal_po_number: z.string(), internal_sku: z.string(), reason: z.string() }),
  ),
});
export type CancelItemsResponse = z.infer<typeof cancelItemsResponseSchema>;
