import { z } from 'zod';
import {
  PRIORITY_MESSAGES,
  VENDOR_REQUEST_STATES,
  VENDOR_REQUEST_TYPES,
  PRIORITIES,
} from '../../domain/dropship/api-status';
import { WAREHOUSES } from '../../domain/identity/companies';

/**
 * API Status and Warehouse Priority (D1 sections 2, 3 and 7): unprocessed counts per vendor, vendor
 * requests (download, tracking, invoices, inventory) and fulfillment priorities.
 */

export const unprocessedQuerySchema = z.object({
  /** One warehouse the caller holds, or all of them (the default). */
  warehouse: z.enum([...WAREHOUSES, 'all']).optional(),
});
export type UnprocessedQuery = z.infer<typeof unprocessedQuerySchema>;

/** The spec's API status row (D1 section 3). */
export const apiStatusRowSchema = z.object({
  vendor_name: z.string(),
  orders: z.number().int(),
  /** ISO time; null when the vendor never downloaded. */
  last_download: z.string().nullable(),
  fulfillment_priority: z.number().int().nullable(),
});
export type ApiStatusRow = z.infer<typeof apiStatusRowSchema>;

export const unprocessedResponseSchema = z.object({ vendors: z.array(apiStatusRowSchema) });

export const vendorRequestSchema = z.object({
  vendor_name: z.string().trim().min(1, 'Choose a vendor.').max(100),
  request_type: z.enum(VENDOR_REQUEST_TYPES, {
    error: 'request_type must be orders, shipping, invoice or inventory.',
  }),
});
export type VendorRequestBody = z.infer<typeof vendorRequestSchema>;

/** A vendor request as the screen follows it (202 answer of POST, and each row of the status list). */
export const vendorRequestStatusSchema = z.object({
  request_id: z.uuid(),
  vendor_name: z.string(),
  request_type: z.enum(VENDOR_REQUEST_TYPES),
  state: z.enum(VENDOR_REQUEST_STATES),
  /** What the vendor exchange did ("3 orders downloaded"), or the failure message to show. */
  message: z.string().nullable(),
  /** The technical reason of a failure (for the developer the message sends the user to). */
  detail: z.string().nullable(),
  updated_at: z.string(),
});
export type VendorRequestStatus = z.infer<typeof vendorRequestStatusSchema>;

export const vendorRequestQuerySchema = z.object({
  /** Comma-separated request ids, at most 50. */
  ids: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}){0,49}$/i,
      'ids must be up to 50 request ids separated by commas.',
    ),
});

export const vendorRequestListSchema = z.object({ requests: z.array(vendorRequestStatusSchema) });

export const vendorPrioritySchema = z.object({
  vendor_name: z.string(),
  /** null: never set, which counts as the default 3. */
  fulfillment_priority: z.number().int().nullable(),
});
export type VendorPriority = z.infer<typeof vendorPrioritySchema>;

export const vendorPriorityListSchema = z.object({ vendors: z.array(vendorPrioritySchema) });

export const updatePrioritiesSchema = z.object({
  vendors: z
    .array(
      z.object({
        vendor_name: z.string().trim().min(1).max(100),
        fulfillment_priority: z.literal(PRIORITIES, { error: PRIORITY_MESSAGES.invalid }),
      }),
    )
    .min(1, PRIORITY_MESSAGES.empty)
    .max(500),
});
export type UpdatePrioritiesBody = z.infer<typeof updatePrioritiesSchema>;
