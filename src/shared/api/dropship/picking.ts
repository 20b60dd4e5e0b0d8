import { z } from 'zod';
import { PICK_METHODS, SHORT_REASONS, TAP_REASONS } from '../../domain/dropship/picking';
import { id, idParam, text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { pullsheetSchema } from './pullsheets';

/**
 * Picking a pull sheet on a tablet (issue 12 item 3; beyond the spec, additive under the
 * /dropship/pullsheets prefix): the sheet's printed lines with what is already confirmed, and the
 * confirmation of one line (idempotent, so the outbox may send it again).
 */

export const pickConfirmationSchema = z.object({
  quantity: z.number().int(),
  /** The line's quantity when it was confirmed. */
  expected: z.number().int(),
  method: z.enum(PICK_METHODS),
  reason: z.enum(TAP_REASONS).nullable(),
  short_reason: z.enum(SHORT_REASONS).nullable(),
  picked_by: text(),
  picked_at: text(),
});
export type PickConfirmationRecord = z.infer<typeof pickConfirmationSchema>;

/** A printed line of the sheet, in walk order, with its confirmation when it has one. */
export const pickLineSchema = z.object({
  /** Its place on the printed sheet (1-based). */
  line: z.number().int(),
  sku: text(),
  description: text(),
  quantity: z.number().int(),
  location: text().nullable(),
  upc: text().nullable(),
  confirmation: pickConfirmationSchema.nullable(),
});
export type PickLine = z.infer<typeof pickLineSchema>;

export const pickListSchema = z.object({
  pullsheet: pullsheetSchema,
  /** The printed title ("KY 3", "PA General Assembly"). */
  title: text(),
  lines: z.array(pickLineSchema),
});
export type PickList = z.infer<typeof pickListSchema>;

export const pickListQuerySchema = z.object({ pullsheet_id: idParam('pullsheet_id') });

const sku = text().trim().min(1, 'sku is required.').max(40, 'sku must be at most 40 characters.');

export const confirmPickSchema = z.object({
  pullsheet_id: id('pullsheet_id'),
  sku,
  quantity: z
    .number({ error: 'quantity must be a whole number.' })
    .int('quantity must be a whole number.')
    .min(0, 'quantity must be 0 or more.')
    .max(100_000, 'quantity must be at most 100000.'),
  method: z.enum(PICK_METHODS, { error: 'method must be scan or tap.' }),
  reason: z.enum(TAP_REASONS, { error: `reason must be one of: ${TAP_REASONS.join(', ')}.` }).nullish(),
  short_reason: z
    .enum(SHORT_REASONS, { error: `short_reason must be one of: ${SHORT_REASONS.join(', ')}.` })
    .nullish(),
});
export type ConfirmPickRequest = z.infer<typeof confirmPickSchema>;

export const confirmPickResponseSchema = z.object({
  pullsheet_id: z.number().int(),
  sku: text(),
  /** The line's confirmation as recorded (the first one, when this was a replay). */
  confirmation: pickConfirmationSchema,
  /** True when the line was already confirmed with this quantity: nothing changed. */
  replayed: z.boolean(),
  done: z.number().int(),
  total: z.number().int(),
  /** The sheet's status after this confirmation: 101 Pulled once every line is done. */
  status_code: z.number().int(),
});
export type ConfirmPickResponse = z.infer<typeof confirmPickResponseSchema>;

const PICKING = { screens: ['/pullsheets/:id/pick'], side: 'dropship' } as const;

export const pickList = defineEndpoint({
  name: 'dropship.pullsheets.pick-list',
  method: 'GET',
  path: '/dropship/pullsheets/pickList',
  summary: "A sheet's printed lines in walk order, with what pickers already confirmed",
  access: PICKING,
  query: pickListQuerySchema,
  response: pickListSchema,
  refusals: [404],
});

export const confirmPick = defineEndpoint({
  name: 'dropship.pullsheets.confirm-pick',
  method: 'POST',
  path: '/dropship/pullsheets/pick',
  summary:
    'Confirm (or short) one line of a sheet; the same quantity again is a no-op, another a 409; the last line moves the sheet to Pulled (101)',
  access: PICKING,
  body: confirmPickSchema,
  response: confirmPickResponseSchema,
  idempotent: true,
  refusals: [404, 409],
});
