import { z } from 'zod';
import { envelopeSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { id, MAX_INTEGER, text } from '../fields';
import { BULK_STAGES, LINE_DECISIONS, SHIP_TYPES } from '../../domain/bulk/status';

/**
 * The decisions of the order processing panel and the decision file (D2 sections 2 to 5 and 7).
 *
 * `PUT /bulk-orders/decisions` (saveBulkOrderDecisions): the body is the spec's "compressed encoded
 * data", here `{ data }` with `data` the envelope (src/shared/lib/codec.ts: base64 of zlib-deflated
 * JSON) of a `DecisionsPayload`: one entry per order (PO, vendor name), each with every line of the
 * order decided. The server checks the whole payload before it writes anything (a rejected body
 * writes no rows), then per order saves the decisions and creates the Acumatica sales order on hold:
 * success moves the order to Not Routed (acumatica_status 401, open lines 101); an ERP refusal or
 * failure leaves it on Not In Acumatica (-401) with its decisions kept. An order whose every line is
 * cancelled goes to no tab (D2 Shorting) and is not sent.
 *
 * A line is named by its `id` (the panel) or by its SKU (the decision file: several lines of one SKU
 * are taken in order).
 */

const quantity = (name: string) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(0, `${name} must be 0 or more.`)
    .max(MAX_INTEGER, `${name} is too large.`);
const method = z.enum(SHIP_TYPES).nullable().optional();

export const decisionItemSchema = z.object({
  /** bulk_order_items.id; when absent the line is found by internal_sku. */
  id: id('id').optional(),
  internal_sku: text().trim().min(1, 'internal_sku is required.').max(100),
  /** The line's ordered quantity, when the sender has it: it must match the order's line. */
  quantity: quantity('quantity').optional(),
  decision: z.enum(LINE_DECISIONS, { error: `decision must be one of: ${LINE_DECISIONS.join(', ')}.` }),
  fulfill_ky: quantity('fulfill_ky').default(0),
  fulfill_pa: quantity('fulfill_pa').default(0),
  fulfill_tx: quantity('fulfill_tx').default(0),
  fulfill_il: quantity('fulfill_il').default(0),
  /** The method of a line sent whole to one warehouse. */
  ship_method: method,
  /** The methods of a Split or Partial line, per warehouse. */
  ky_method: method,
  pa_method: method,
  tx_method: method,
  il_method: method,
});
export type DecisionItem = z.input<typeof decisionItemSchema>;

export const decisionOrderSchema = z.object({
  internal_po_number: text().trim().min(1, 'internal_po_number is required.').max(100),
  vendor_name: text().trim().min(1, 'vendor_name is required.').max(200),
  /** The decision file's vendor_code; when given it must be the order's. */
  vendor_code: text().trim().max(100).optional(),
  items: z.array(decisionItemSchema).min(1, 'An order needs its items.').max(5000),
});
export type DecisionOrder = z.input<typeof decisionOrderSchema>;

/** What the envelope of the body decodes to. */
export const decisionsPayloadSchema = z.object({
  orders: z
    .array(decisionOrderSchema)
    .min(1, 'Send at least one order.')
    .max(500, 'At most 500 orders at once.'),
});
export type DecisionsPayload = z.input<typeof decisionsPayloadSchema>;

export const saveDecisionsBodySchema = z.object({ data: envelopeSchema.max(20_000_000) });

/** What became of one order. */
export const decisionResultSchema = z.object({
  id: z.number().int(),
  internal_po_number: text(),
  vendor_name: text(),
  stage: z.enum(BULK_STAGES),
  acu_order_num: text().nullable(),
  /** 401 order created, -401 order failed; null when nothing was sent (every line cancelled). */
  acumatica_status: z.number().int().nullable(),
  /** Why Acumatica did not take it. */
  error: text().nullable(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;
export const decisionResultsSchema = z.object({ orders: z.array(decisionResultSchema) });
export type DecisionResults = z.infer<typeof decisionResultsSchema>;

export const saveBulkOrderDecisions = defineEndpoint({
  name: 'bulk.bulk-decisions.save',
  method: 'PUT',
  path: '/bulk-orders/decisions',
  summary:
    'Saves the decisions of New or Not In Acumatica orders (compressed body) and creates each sales order in Acumatica on hold',
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  body: saveDecisionsBodySchema,
  response: decisionResultsSchema,
  refusals: [400, 403, 409],
});

/** PUT /bulk/orders/acumatica/resend (resendToAcumatica): the spec shows no body; ours names the orders. */
export const resendBodySchema = z.object({
  orders: z
    .array(
      z.object({
        internal_po_number: text().trim().min(1, 'internal_po_number is required.').max(100),
        vendor_name: text().trim().min(1, 'vendor_name is required.').max(200),
      }),
    )
    .min(1, 'Select at least one order.')
    .max(500, 'At most 500 orders at once.'),
});
export type ResendBody = z.input<typeof resendBodySchema>;

export const resendBulkOrders = defineEndpoint({
  name: 'bulk.bulk-decisions.resend',
  method: 'PUT',
  path: '/bulk/orders/acumatica/resend',
  summary:
    'Sends Not In Acumatica orders to Acumatica again (on hold); each that the ERP takes moves to Not Routed',
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  body: resendBodySchema,
  response: decisionResultsSchema,
  refusals: [400, 403, 409],
});

/**
 * GET /bulk/inventory: one record per SKU with its stock (available) per warehouse name. `?skus=`
 * (comma-separated, at most 5000) narrows it to those SKUs; a SKU without a stock record is absent.
 */
export const bulkInventoryQuerySchema = z.object({
  skus: text()
    .max(200_000)
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : [
            ...new Set(
              v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ],
    )
    .refine((v) => v === undefined || v.length <= 5000, 'At most 5000 skus.'),
});

export const bulkInventoryRecordSchema = z.object({
  sku: text(),
  kentucky: z.number().int().nullable(),
  pennsylvania: z.number().int().nullable(),
  texas: z.number().int().nullable(),
  illinois: z.number().int().nullable(),
});
export type BulkInventoryRecord = z.infer<typeof bulkInventoryRecordSchema>;
export const bulkInventorySchema = z.object({ inventory: z.array(bulkInventoryRecordSchema) });

export const getBulkInventory = defineEndpoint({
  name: 'bulk.bulk-decisions.inventory',
  method: 'GET',
  path: '/bulk/inventory',
  summary: 'Stock per SKU per warehouse (one record per SKU), optionally of the given SKUs',
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  query: bulkInventoryQuerySchema,
  response: bulkInventorySchema,
});

/**
 * GET /bulk-orders/decisions?ids= (ours, additive: the spec shows how the panel reads its lines only
 * as "Bulk order line in the decision workflow"): the lines of the given orders (bulk_orders ids,
 * comma-separated, at most 500) in that shape, with each order's stage and the catalog's default box.
 * Stock comes from GET /bulk/inventory.
 */
export const decisionLinesQuerySchema = z.object({
  ids: text()
    .max(6000)
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .refine(
      (v) =>
        v.length >= 1 && v.length <= 500 && v.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_INTEGER),
      'ids must be 1 to 500 order ids, comma-separated.',
    ),
});

export const decisionLineRowSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  internal_po_number: text(),
  vendor_name: text(),
  vendor_code: text().nullable(),
  stage: z.enum(BULK_STAGES),
  acu_order_num: text().nullable(),
  internal_sku: text(),
  description: text().nullable(),
  quantity: z.number().int(),
  case_packs: z.number().int().nullable(),
  default_box: text().nullable(),
  internal_price: text().nullable(),
  external_price: text().nullable(),
  decision: z.enum(LINE_DECISIONS).nullable(),
  fulfill_ky: z.number().int(),
  fulfill_pa: z.number().int(),
  fulfill_tx: z.number().int(),
  fulfill_il: z.number().int(),
  ship_method: z.enum(SHIP_TYPES).nullable(),
  ky_method: z.enum(SHIP_TYPES).nullable(),
  pa_method: z.enum(SHIP_TYPES).nullable(),
  tx_method: z.enum(SHIP_TYPES).nullable(),
  il_method: z.enum(SHIP_TYPES).nullable(),
});
export type DecisionLineRow = z.infer<typeof decisionLineRowSchema>;
export const decisionLinesSchema = z.object({ lines: z.array(decisionLineRowSchema) });

export const getDecisionLines = defineEndpoint({
  name: 'bulk.bulk-decisions.lines',
  method: 'GET',
  path: '/bulk-orders/decisions',
  summary: 'The lines of the given bulk orders as the order processing panel decides them',
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  query: decisionLinesQuerySchema,
  response: decisionLinesSchema,
});
