import { z } from 'zod';
import { id, text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { BUILD_MESSAGES, BUILD_QUANTITY_MAX } from '../../domain/labour/builds';
import { SHIFT_MESSAGES } from '../../domain/labour/shifts';
import {
  checkRange,
  LABOUR_WAREHOUSE_CODES,
  OPERATIONS_MESSAGES,
  shiftField,
  whField,
  ymdField,
} from './operations-query';

/**
 * Daily Builds, the builds grid (D3 2.12, 3, 7): GET /v1/operations/warehouseBuilds (wh, reported,
 * start_date, end_date, shift; answer `builds`), PUT /v1/operations/updateBuild (build_date, sku,
 * order_number, group_number, customer, new_quantity, id), GET buildsByGroup/{date} and GET
 * workersByGroup (wh, date). Days are working days at the warehouse (a second shift's night
 * belongs to the day it started), see src/shared/domain/labour/shifts.ts.
 */
const access = { screens: ['/daily_builds'], side: 'any', clientSide: 'dropship' } as const;

export const warehouseBuildsQuerySchema = z
  .object({
    wh: whField(),
    /** true or false; every build when left out. */
    reported: z
      .enum(['true', 'false'], { error: BUILD_MESSAGES.reported })
      .transform((r) => r === 'true')
      .optional(),
    start_date: ymdField(OPERATIONS_MESSAGES.startDate),
    end_date: ymdField(OPERATIONS_MESSAGES.endDate),
    shift: shiftField(),
    /** A line (group); every line when left out. */
    group_number: z.coerce.number().int().min(1).max(99).optional(),
  })
  .superRefine(checkRange);
export type WarehouseBuildsQuery = z.input<typeof warehouseBuildsQuerySchema>;

/** A build on the grid (D3 3: the build plus labor_time, time_on, time_difference, worker_id, group). */
export const gridBuildSchema = z.object({
  id: z.number().int(),
  order_number: text(),
  customer: text().nullable(),
  sku: text(),
  quantity: z.number().int(),
  /** ISO instant. */
  build_date: text(),
  worker: text().nullable(),
  worker_id: z.number().int().nullable(),
  group_number: z.number().int().nullable(),
  /** The line's name ("Line 3"). */
  group: text().nullable(),
  warehouse: text(),
  reported: z.boolean(),
  /** First or Second. */
  shift: z.enum(['First', 'Second']),
  /** Standard minutes the build earns. */
  labor_time: z.number().nullable(),
  /** Minutes on the line since its build before (the same day), null for the first. */
  time_on: z.number().nullable(),
  /** time_on minus labor_time. */
  time_difference: z.number().nullable(),
});
export type GridBuild = z.infer<typeof gridBuildSchema>;

export const warehouseBuildsSchema = z.object({ builds: z.array(gridBuildSchema) });
export type WarehouseBuilds = z.infer<typeof warehouseBuildsSchema>;

export const getWarehouseBuilds = defineEndpoint({
  name: 'labour.daily-builds.builds',
  method: 'GET',
  path: '/v1/operations/warehouseBuilds',
  summary:
    'Builds of a warehouse (wh) for working days start_date..end_date, a shift, reported or not, a line',
  access,
  query: warehouseBuildsQuerySchema,
  response: warehouseBuildsSchema,
});

export const updateBuildSchema = z.object({
  id: id('id'),
  /** What the grid showed: the build must still have it (409 otherwise). ISO instant. */
  build_date: text().max(40),
  sku: text().max(100),
  order_number: text().max(60),
  group_number: z.number().int().min(0).max(99).nullable(),
  customer: text().max(200).nullable(),
  new_quantity: z
    .number({ error: BUILD_MESSAGES.quantity })
    .int(BUILD_MESSAGES.quantity)
    .min(0, BUILD_MESSAGES.quantity)
    .max(BUILD_QUANTITY_MAX, BUILD_MESSAGES.quantity),
});
export type UpdateBuildBody = z.input<typeof updateBuildSchema>;

export const updateBuildAnswerSchema = z.object({
  success: z.literal(true),
  build: gridBuildSchema.pick({ id: true, quantity: true }),
});

export const updateBuild = defineEndpoint({
  name: 'labour.daily-builds.update',
  method: 'PUT',
  path: '/v1/operations/updateBuild',
  summary: 'Sets the quantity of one build (id); the other fields must still match the build',
  access,
  body: updateBuildSchema,
  response: updateBuildAnswerSchema,
  refusals: [404, 409],
});

const dayParams = z.object({ date: ymdField(SHIFT_MESSAGES.date) });
const dayQuery = z.object({ wh: whField().optional(), shift: shiftField() });

export const groupBuildsSchema = z.object({
  date: text(),
  groups: z.array(
    z.object({
      warehouse: text(),
      group_number: z.number().int().nullable(),
      builds: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type GroupBuilds = z.infer<typeof groupBuildsSchema>;

export const getBuildsByGroup = defineEndpoint({
  name: 'labour.daily-builds.by-group',
  method: 'GET',
  path: '/v1/operations/buildsByGroup/:date',
  summary: 'Builds and pieces per warehouse and line on a working day (wh, shift optional)',
  access: { ...access, screens: ['/daily_builds', '/efficiency_report', '/hourly_builds'] },
  params: dayParams,
  query: dayQuery,
  response: groupBuildsSchema,
});

export const workersByGroupQuerySchema = z.object({ wh: whField().optional() });
export const workersByGroupSchema = z.object({
  groups: z.array(
    z.object({
      warehouse: text(),
      group_number: z.number().int().nullable(),
      workers: z.array(z.object({ id: z.number().int(), worker_name: text() })),
    }),
  ),
});
export type WorkersByGroup = z.infer<typeof workersByGroupSchema>;

export const getWorkersByGroup = defineEndpoint({
  name: 'labour.daily-builds.workers-by-group',
  method: 'GET',
  path: '/v1/operations/workersByGroup',
  summary: 'Active workers per warehouse and line (wh optional)',
  access: { ...access, screens: ['/daily_builds', '/efficiency_report'] },
  query: workersByGroupQuerySchema,
  response: workersByGroupSchema,
});

export { LABOUR_WAREHOUSE_CODES };
