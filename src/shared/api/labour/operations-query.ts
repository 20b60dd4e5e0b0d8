import { z } from 'zod';
import { isYmd } from '../../lib/dates';
import { storableText } from '../fields';
import { SHIFT_MESSAGES, SHIFTS } from '../../domain/labour/shifts';
import { BUILD_MESSAGES } from '../../domain/labour/builds';

/**
 * Query fields the labour calls of `/v1/operations` share (D3 7): `wh` a warehouse code (KY, PA,
 * TX; any case), `shift` First, Second or Both (Both when left out), working days as YYYY-MM-DD.
 */
export const LABOUR_WAREHOUSE_CODES = ['KY', 'PA', 'TX'] as const;
export type LabourWarehouseCode = (typeof LABOUR_WAREHOUSE_CODES)[number];

/** The longest range one call answers. */
export const OPERATIONS_MAX_DAYS = 93;

export const OPERATIONS_MESSAGES = {
  startDate: 'start_date must be a date as YYYY-MM-DD.',
  endDate: 'end_date must be a date as YYYY-MM-DD.',
  order: 'end_date must not be before start_date.',
  tooLong: `The range may be at most ${OPERATIONS_MAX_DAYS} days.`,
} as const;

export const whField = () =>
  z
    .string({ error: BUILD_MESSAGES.warehouse })
    .check(storableText)
    .trim()
    .toUpperCase()
    .max(10)
    .refine((w) => (LABOUR_WAREHOUSE_CODES as readonly string[]).includes(w), BUILD_MESSAGES.warehouse)
    .transform((w) => w as LabourWarehouseCode);

export const shiftField = () =>
  z
    .string({ error: SHIFT_MESSAGES.shift })
    .check(storableText)
    .trim()
    .max(10)
    .transform((s) => (s === '' ? 'Both' : s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()))
    .refine((s) => (SHIFTS as readonly string[]).includes(s), SHIFT_MESSAGES.shift)
    .transform((s) => s as (typeof SHIFTS)[number])
    .optional()
    .default('Both');

export const ymdField = (message: string) =>
  z.string({ error: message }).check(storableText).trim().max(10).refine(isYmd, message);

const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;

/** Adds the range problems of start_date..end_date (in order, not too long). */
export function checkRange(
  q: { start_date?: string | undefined; end_date?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!q.start_date || !q.end_date || !isYmd(q.start_date) || !isYmd(q.end_date)) return;
  const days = dayNumber(q.end_date) - dayNumber(q.start_date);
  if (days < 0) ctx.addIssue({ code: 'custom', message: OPERATIONS_MESSAGES.order, path: ['end_date'] });
  else if (days + 1 > OPERATIONS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: OPERATIONS_MESSAGES.tooLong, path: ['end_date'] });
}

/** start_date, end_date (both required), wh (optional: every warehouse), shift. */
export const operationsRangeQuerySchema = z
  .object({
    start_date: ymdField(OPERATIONS_MESSAGES.startDate),
    end_date: ymdField(OPERATIONS_MESSAGES.endDate),
    wh: whField().optional(),
    shift: shiftField(),
  })
  .superRefine(checkRange);
export type OperationsRangeQuery = z.input<typeof operationsRangeQuerySchema>;
export type OperationsRange = z.output<typeof operationsRangeQuerySchema>;
