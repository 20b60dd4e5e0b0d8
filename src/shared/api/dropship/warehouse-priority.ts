import { z } from 'zod';
import { text } from '../fields';
import { PRIORITIES, PRIORITY_MESSAGES } from '../../domain/dropship/api-status';
import { defineEndpoint } from '../endpoint';

/**
 * Warehouse Priority (D1 sections 2, 3 and 7): GET and PUT /api/dropship/orders/vendors/priority,
 * the fulfillment priority of every dropship vendor that API Status judges download ages by.
 */

/** A priority of the shared `PRIORITIES` (1, 2 or 3); null: never set, which counts as 3. */
export const fulfillmentPrioritySchema = z.literal(PRIORITIES, { error: PRIORITY_MESSAGES.invalid });

export const vendorPrioritySchema = z.object({
  vendor_name: text(),
  fulfillment_priority: fulfillmentPrioritySchema.nullable(),
});
export type VendorPriority = z.infer<typeof vendorPrioritySchema>;

export const vendorPriorityListSchema = z.object({ vendors: z.array(vendorPrioritySchema) });

export const updatePrioritiesSchema = z.object({
  vendors: z
    .array(
      z.object({
        vendor_name: text().trim().min(1).max(100),
        fulfillment_priority: fulfillmentPrioritySchema,
      }),
    )
    .min(1, PRIORITY_MESSAGES.empty)
    .max(500),
});
export type UpdatePrioritiesBody = z.infer<typeof updatePrioritiesSchema>;

export const listVendorPriorities = defineEndpoint({
  name: 'dropship.warehouse-priority.list',
  method: 'GET',
  path: '/dropship/orders/vendors/priority',
  summary: 'Fulfillment priority (1-3) of every dropship vendor; null counts as 3',
  // API Status shows the priorities too (read only).
  access: { screens: ['/warehouse_priority', '/api_status'], side: 'dropship' },
  response: vendorPriorityListSchema,
});

export const saveVendorPriorities = defineEndpoint({
  name: 'dropship.warehouse-priority.save',
  method: 'PUT',
  path: '/dropship/orders/vendors/priority',
  summary: 'Set fulfillment priorities (1, 2 or 3); all or nothing',
  access: { screens: ['/warehouse_priority'], side: 'dropship' },
  body: updatePrioritiesSchema,
  response: null,
  idempotent: true,
});
