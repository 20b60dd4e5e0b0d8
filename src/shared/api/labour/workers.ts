import { z } from 'zod';
import { id, text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { WORKER_STATUS } from '../../domain/labour/status';
import { WORKER_NAME_MAX, WORKER_WAREHOUSE_MAX } from '../../domain/labour/workers';

/**
 * Workers (D3 2.10, 5, 7 "Workers and warehouse", 8): GET /warehouse/workers (filters name and
 * status), POST /warehouse/workers/add, PUT /warehouse/workers/update (id plus the changed fields, or
 * status alone), and the operations call GET /v1/operations/getAllWorkers (KY first, then by
 * worker_id; filterable by warehouse). Successful answers carry `success: true`; a refusal is the
 * error answer `{error, message}` with its status (the message is the spec's sentence, all missing
 * fields one per line), which the screen shows as it is.
 *
 * The form's fields are loose strings so the shared rule (src/shared/domain/labour/workers.ts)
 * answers with the spec's sentences ('Name is required.').
 */

export const workerSchema = z.object({
  id: z.number().int(),
  worker_name: text(),
  /** A warehouse code (KY, PA, TX) or the free text typed in the form. */
  warehouse: text(),
  timecard_num: text(),
  payroll_num: text().nullable(),
  status: z.enum(WORKER_STATUS),
  /** The build line the worker is on (additive). */
  group_number: z.number().int().nullable(),
});
export type Worker = z.infer<typeof workerSchema>;

export const listWorkersQuerySchema = z.object({
  /** Part of the name, any case. */
  name: text().trim().max(WORKER_NAME_MAX).optional(),
  status: z.enum(WORKER_STATUS).optional(),
});
export type ListWorkersQuery = z.input<typeof listWorkersQuerySchema>;

export const workersListSchema = z.object({ success: z.literal(true), workers: z.array(workerSchema) });
export type WorkersList = z.infer<typeof workersListSchema>;

/** Longer than any field may be, so the rule (not zod) names an over-long field. */
const formText = () => text().max(1000).nullish();

export const addWorkerSchema = z.object({
  worker_name: formText(),
  warehouse: formText(),
  timecard_num: formText(),
  payroll_num: formText(),
});
export type AddWorker = z.input<typeof addWorkerSchema>;

export const updateWorkerSchema = z.object({
  id: id('id'),
  worker_name: formText(),
  warehouse: formText(),
  timecard_num: formText(),
  payroll_num: formText(),
  status: z.enum(WORKER_STATUS, { message: 'status must be Active or Inactive.' }).optional(),
});
export type UpdateWorker = z.input<typeof updateWorkerSchema>;

export const workerSavedSchema = z.object({
  success: z.literal(true),
  message: text(),
  /** The worker as saved (additive). */
  worker: workerSchema,
});
export type WorkerSaved = z.infer<typeof workerSavedSchema>;

/** Every call serves the Workers screen (warehouse scope; admin through the menu). */
const WORKERS = { screens: ['/workers'], side: 'any', clientSide: 'dropship' } as const;

export const listWorkers = defineEndpoint({
  name: 'labour.workers.list',
  method: 'GET',
  path: '/warehouse/workers',
  summary: "The company's workers, newest id first; optional name (part, any case) and status",
  access: WORKERS,
  query: listWorkersQuerySchema,
  response: workersListSchema,
  failureSaysSuccess: true,
});

export const addWorker = defineEndpoint({
  name: 'labour.workers.add',
  method: 'POST',
  path: '/warehouse/workers/add',
  summary: 'Insert a worker: worker_name, warehouse, timecard_num required; payroll_num optional',
  access: WORKERS,
  body: addWorkerSchema,
  response: workerSavedSchema,
  idempotent: true,
  failureSaysSuccess: true,
});

export const updateWorker = defineEndpoint({
  name: 'labour.workers.update',
  method: 'PUT',
  path: '/warehouse/workers/update',
  summary: 'Update a worker: id plus the changed fields, or status alone (Active, Inactive)',
  access: WORKERS,
  body: updateWorkerSchema,
  response: workerSavedSchema,
  refusals: [404],
  failureSaysSuccess: true,
});

export const allWorkersQuerySchema = z.object({
  /** A warehouse code (KY, PA, TX), any case. */
  warehouse: text().trim().toUpperCase().max(WORKER_WAREHOUSE_MAX).optional(),
});

/** The operations API's worker: worker_id (D3 3: id (worker_id)). */
export const operationsWorkerSchema = z.object({
  worker_id: z.number().int(),
  worker_name: text(),
  warehouse: text(),
  timecard_num: text(),
  payroll_num: text().nullable(),
  status: z.enum(WORKER_STATUS),
  group_number: z.number().int().nullable(),
});
export type OperationsWorker = z.infer<typeof operationsWorkerSchema>;

export const allWorkersSchema = z.object({ workers: z.array(operationsWorkerSchema) });

/** The operations calls serve every warehouse labour screen (D3 7 "Operations API"). */
export const LABOUR_SCREENS = [
  '/workers',
  '/build_search',
  '/on_truck_search',
  '/employee_times',
  '/daily_builds',
  '/efficiency_report',
  '/hourly_builds',
] as const;

export const getAllWorkers = defineEndpoint({
  name: 'labour.operations.all-workers',
  method: 'GET',
  path: '/v1/operations/getAllWorkers',
  summary: 'Every worker of the company, KY first, then by worker_id; optional warehouse (code)',
  access: { screens: LABOUR_SCREENS, side: 'any', clientSide: 'dropship' },
  query: allWorkersQuerySchema,
  response: allWorkersSchema,
});
