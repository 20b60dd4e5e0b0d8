import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { SHIFT_MESSAGES } from '../../domain/labour/shifts';
import { shiftField, whField, ymdField } from './operations-query';

/**
 * Hourly Builds (D3 2.12, 9): pieces built per hour of a working day, stacked by warehouse (or by
 * line for one warehouse); the first shift is hours 5 to 16. Ours: GET /v1/operations/hourlyBuilds
 * (date, wh, shift). The screen reloads every 30 minutes and on the `builds` change signal.
 */
export const hourlyBuildsQuerySchema = z.object({
  date: ymdField(SHIFT_MESSAGES.date),
  wh: whField().optional(),
  shift: shiftField(),
});
export type HourlyBuildsQuery = z.input<typeof hourlyBuildsQuerySchema>;

export const hourlyBuildsSchema = z.object({
  date: text(),
  shift: z.enum(['First', 'Second', 'Both']),
  /** The hours of the shift, each the hour a bucket ends at (5..16 for the first shift). */
  hours: z.array(z.number().int()),
  rows: z.array(
    z.object({
      hour: z.number().int(),
      warehouse: text(),
      group_number: z.number().int().nullable(),
      quantity: z.number().int(),
    }),
  ),
});
export type HourlyBuilds = z.infer<typeof hourlyBuildsSchema>;

export const getHourlyBuilds = defineEndpoint({
  name: 'labour.hourly-builds.hours',
  method: 'GET',
  path: '/v1/operations/hourlyBuilds',
  summary: 'Pieces built per hour, warehouse and line of a working day and shift (date, wh, shift)',
  access: { screens: ['/hourly_builds'], side: 'any', clientSide: 'dropship' },
  query: hourlyBuildsQuerySchema,
  response: hourlyBuildsSchema,
});
