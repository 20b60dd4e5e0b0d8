import { z } from 'zod';
import { storableText, text } from '../fields';
import { DISCREPANCY_MESSAGES, DISCREPANCY_NOTES_MAX } from '../../domain/tpl/discrepancies';
import { DISCREPANCY_STATUS } from '../../domain/tpl/status';
import { blankToUndefined } from '../dropship/order-search';
import { defineEndpoint } from '../endpoint';

/**
 * 3PL Discrepancies (D3 2.3 and section 7 "3PL"): GET /tpl/inventory/discrepancies and
 * PUT /tpl/inventory/discrepancies/update (status, notes, acu_order_num, sku).
 */

/** One discrepancy (D3 section 3); `id` is ours, so a screen can tell two rows of one order and SKU apart. */
export const discrepancySchema = z.object({
  id: z.number().int(),
  acu_order_num: text(),
  /** ISO timestamp. */
  timestamp: text(),
  from_warehouse: text(),
  to_warehouse: text(),
  sku: text(),
  shipped: z.number().int(),
  received: z.number().int(),
  status: z.enum(DISCREPANCY_STATUS),
  notes: text().nullable(),
});
export type Discrepancy = z.infer<typeof discrepancySchema>;

/** Newest first; `status` (Unresolved or Resolved) narrows the list, blank is every status. */
export const discrepanciesQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(DISCREPANCY_STATUS, { message: DISCREPANCY_MESSAGES.badStatus }).optional(),
  ),
});
export type DiscrepanciesQuery = z.input<typeof discrepanciesQuerySchema>;

const required = (field: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: `${field} is required.` })
      .check(storableText)
      .min(1, `${field} is required.`)
      .max(max, `${field} must be at most ${max} characters.`),
  );

/**
 * The body of the spec, exactly: status (required: 'Must select a status'), notes, acu_order_num
 * and sku. The order and SKU name the discrepancy; when they name several, the most recent
 * Unresolved one changes (or the most recent one when all are Resolved): always exactly one row.
 */
export const updateDiscrepancySchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: DISCREPANCY_MESSAGES.statusRequired })
      .check(storableText)
      .min(1, DISCREPANCY_MESSAGES.statusRequired)
      .pipe(z.enum(DISCREPANCY_STATUS, { message: DISCREPANCY_MESSAGES.badStatus })),
  ),
  notes: text()
    .max(DISCREPANCY_NOTES_MAX, `Notes must be at most ${DISCREPANCY_NOTES_MAX} characters.`)
    .nullish(),
  acu_order_num: required('acu_order_num', 40),
  sku: required('sku', 100),
});
export type UpdateDiscrepancy = z.input<typeof updateDiscrepancySchema>;

const ACCESS = { screens: ['/3pl_discrepancies'], side: 'dropship' } as const;

export const listDiscrepancies = defineEndpoint({
  name: 'tpl.discrepancies.list',
  method: 'GET',
  path: '/tpl/inventory/discrepancies',
  summary: 'Transfer-order discrepancies between what was shipped and what the 3PL received, newest first',
  access: ACCESS,
  query: discrepanciesQuerySchema,
  response: z.array(discrepancySchema),
});

export const updateDiscrepancy = defineEndpoint({
  name: 'tpl.discrepancies.update',
  method: 'PUT',
  path: '/tpl/inventory/discrepancies/update',
  summary:
    'Set the status and notes of the discrepancy of an order and SKU (the most recent Unresolved one when there are several); answers the changed row',
  access: ACCESS,
  body: updateDiscrepancySchema,
  response: discrepancySchema,
  refusals: [404],
});
