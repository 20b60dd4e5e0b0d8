import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { operationsRangeQuerySchema } from './operations-query';

/**
 * Efficiency Report (D3 2.12, 7): GET /v1/operations/efficiencyTimes (hours worked per line),
 * efficiencyByGroups (efficiency per line and in total) and efficiencyExpected (actual pieces
 * against the calendar's expected output per warehouse, day and shift; beyond the spec). Each
 * takes start_date, end_date, wh (optional) and shift. The rules are in
 * src/shared/domain/labour/efficiency.ts.
 */
const access = { screens: ['/efficiency_report'], side: 'any', clientSide: 'dropship' } as const;

export const efficiencyQuerySchema = operationsRangeQuerySchema;
export type EfficiencyQuery = z.input<typeof efficiencyQuerySchema>;

export const efficiencyTimesSchema = z.object({
  times: z.array(
    z.object({
      warehouse: text(),
      group_number: z.number().int().nullable(),
      workers: z.number().int(),
      worked_hours: z.number(),
      break_hours: z.number(),
    }),
  ),
});
export type EfficiencyTimes = z.infer<typeof efficiencyTimesSchema>;

const efficiencyRow = {
  builds: z.number().int(),
  quantity: z.number().int(),
  earned_hours: z.number(),
  worked_hours: z.number(),
  /** Percent, one decimal; null when no hours were worked. */
  efficiency: z.number().nullable(),
};

export const efficiencyByGroupsSchema = z.object({
  efficiency: z.array(
    z.object({ warehouse: text(), group_number: z.number().int().nullable(), ...efficiencyRow }),
  ),
  total: z.object(efficiencyRow),
});
export type EfficiencyByGroups = z.infer<typeof efficiencyByGroupsSchema>;

export const efficiencyExpectedSchema = z.object({
  times: z.array(
    z.object({
      date: text(),
      warehouse: text(),
      shift: z.enum(['First', 'Second', 'Both']),
      /** Pieces the production calendar schedules for the warehouse that day. */
      scheduled: z.number().int(),
      /** 4,300 a shift. */
      capacity: z.number().int(),
      expected: z.number().int(),
      actual: z.number().int(),
      /** actual / expected in percent; null when nothing was expected. */
      percent: z.number().nullable(),
    }),
  ),
});
export type EfficiencyExpected = z.infer<typeof efficiencyExpectedSchema>;

export const getEfficiencyTimes = defineEndpoint({
  name: 'labour.efficiency.times',
  method: 'GET',
  path: '/v1/operations/efficiencyTimes',
  summary: 'Hours worked and on break per warehouse and line (start_date, end_date, wh, shift)',
  access,
  query: efficiencyQuerySchema,
  response: efficiencyTimesSchema,
});

export const getEfficiencyByGroups = defineEndpoint({
  name: 'labour.efficiency.by-groups',
  method: 'GET',
  path: '/v1/operations/efficiencyByGroups',
  summary: 'Efficiency (earned over worked hours) per warehouse and line, and in total',
  access,
  query: efficiencyQuerySchema,
  response: efficiencyByGroupsSchema,
});

export const getEfficiencyExpected = defineEndpoint({
  name: 'labour.efficiency.expected',
  method: 'GET',
  path: '/v1/operations/efficiencyExpected',
  summary: 'Pieces built against the production calendar’s expected output per warehouse, day and shift',
  access,
  query: efficiencyQuerySchema,
  response: efficiencyExpectedSchema,
});
