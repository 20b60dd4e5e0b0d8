import { z } from 'zod';
import { text } from '../fields';
import { STATIC_ACTION_STATUS, STATIC_FILE_TYPES } from '../../domain/dropship/status';
import { WAREHOUSES } from '../../domain/identity/companies';
import { MAX_STATIC_FILE_CHARS, STATIC_FILE_MESSAGES } from '../../domain/inventory/static-files';
import { defineEndpoint } from '../endpoint';

/**
 * Inventory Management (D1 sections 2, 3, 4, 7 and 9): static file updates queued as jobs, the
 * Update Status table, Export Inventory and Pull Acumatica Counts.
 */

export const staticFileTypeSchema = z.enum(STATIC_FILE_TYPES, {
  error: STATIC_FILE_MESSAGES.typeRequired,
});

/** PUT /updatestatic/{name}: the name is the file type (updateInventory, ...). */
export const staticNameParamsSchema = z.object({ name: staticFileTypeSchema });

/**
 * The spec's body (company, type, user) plus the file: its name and its CSV text with a header row.
 * `type`, when given, must be the path's file type; `user` is who is signed in, whatever is sent.
 */
export const staticUpdateBodySchema = z.object({
  company: text().trim().min(1, 'company is required.').max(40),
  type: staticFileTypeSchema.optional(),
  user: text().trim().max(100).optional(),
  file_name: text().trim().min(1, STATIC_FILE_MESSAGES.fileRequired).max(255),
  csv: text()
    .min(1, STATIC_FILE_MESSAGES.fileRequired)
    .max(MAX_STATIC_FILE_CHARS, `A file has at most ${MAX_STATIC_FILE_CHARS} characters.`),
});
export type StaticUpdateBody = z.infer<typeof staticUpdateBodySchema>;

/** A static update action (D1 section 3), with the file and, once failed, why. */
export const staticActionSchema = z.object({
  action_id: z.number().int(),
  action: text(),
  user: text(),
  date: text(),
  successful: z.number().int(),
  failed: z.number().int(),
  status: z.enum(STATIC_ACTION_STATUS),
  file_name: text().nullable(),
  reason: text().nullable(),
});
export type StaticAction = z.infer<typeof staticActionSchema>;

export const staticActionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const staticActionListSchema = z.object({ actions: z.array(staticActionSchema) });

/** PUT /acumatica/inventory: one warehouse's counts, or every warehouse of the company. */
export const pullCountsBodySchema = z
  .object({
    warehouse: z.enum(WAREHOUSES, { error: 'warehouse must be kentucky, pennsylvania or texas.' }).optional(),
  })
  .nullish();

const INVENTORY = { screens: ['/inventory'], side: 'dropship' } as const;

export const updateStaticFile = defineEndpoint({
  name: 'inventory.inventory-management.update',
  method: 'PUT',
  path: '/updatestatic/:name',
  summary:
    'Update: queue a static file (CSV with a header row) of one type; a job checks every row, then writes them all in one transaction or none (action_failed with the reason). updatePallets is sent with the bulk company header, the other types with the dropship one.',
  access: { screens: ['/inventory'], side: 'any', clientSide: 'dropship' },
  params: staticNameParamsSchema,
  body: staticUpdateBodySchema,
  response: staticActionSchema,
  status: 202,
  idempotent: true,
});

export const listStaticActions = defineEndpoint({
  name: 'inventory.inventory-management.actions',
  method: 'GET',
  path: '/updatestatic/actions',
  summary: 'Update Status: the static update actions of the company, newest first',
  access: INVENTORY,
  query: staticActionsQuerySchema,
  response: staticActionListSchema,
});

export const exportInventory = defineEndpoint({
  name: 'inventory.inventory-management.export',
  method: 'GET',
  path: '/updatestatic/inventory',
  summary:
    'Export Inventory: on hand and available per SKU and warehouse as CSV (the updateInventory columns first, so the file can be edited and sent back)',
  access: INVENTORY,
  response: null,
  file: 'text/csv; charset=utf-8',
});

export const pullAcumaticaCounts = defineEndpoint({
  name: 'inventory.inventory-management.pull-counts',
  method: 'PUT',
  path: '/acumatica/inventory',
  summary:
    "Pull Acumatica Counts: queue a job that reads Acumatica's on hand and available per SKU and warehouse and writes them to our stock (listed as pullAcumaticaCounts in Update Status). Our counts go the other way with a forceInventory file, which is also applied to Acumatica as a physical count.",
  access: INVENTORY,
  body: pullCountsBodySchema,
  response: staticActionSchema,
  status: 202,
  idempotent: true,
});
