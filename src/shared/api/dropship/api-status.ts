import { z } from 'zod';
import { text } from '../fields';
import {
  MAX_INVOICE_VENDORS,
  VENDOR_REQUEST_STATES,
  VENDOR_REQUEST_TYPES,
} from '../../domain/dropship/api-status';
import { WAREHOUSES } from '../../domain/identity/companies';
import { defineEndpoint } from '../endpoint';
import { fulfillmentPrioritySchema } from './warehouse-priority';

/**
 * API Status (D1 sections 2, 3 and 7): unprocessed counts per vendor and vendor requests (download,
 * tracking, invoices, inventory), queued as jobs and followed by id.
 */

export const unprocessedQuerySchema = z.object({
  /**
   * One warehouse the caller holds, or all of them (the default). Any case: a client following the
   * spec sends the user's warehouse scope as written there (`All`, `Kentucky`).
   */
  warehouse: text()
    .toLowerCase()
    .pipe(z.enum([...WAREHOUSES, 'all'], { error: 'warehouse must be a warehouse of the company or all.' }))
    .optional(),
});
export type UnprocessedQuery = z.infer<typeof unprocessedQuerySchema>;

/** The spec's API status row (D1 section 3). */
export const apiStatusRowSchema = z.object({
  vendor_name: text(),
  orders: z.number().int(),
  /** ISO time; null when the vendor never downloaded. */
  last_download: text().nullable(),
  /** null: never set, which counts as the default 3. */
  fulfillment_priority: fulfillmentPrioritySchema.nullable(),
  /** The vendor takes an inventory feed (846): Send Inventory is offered only then (vendorRequestRefusal). */
  sends_inventory: z.boolean(),
});
export type ApiStatusRow = z.infer<typeof apiStatusRowSchema>;

export const unprocessedResponseSchema = z.object({ vendors: z.array(apiStatusRowSchema) });

export const vendorRequestSchema = z.object({
  vendor_name: text().trim().min(1, 'Choose a vendor.').max(100),
  request_type: z.enum(VENDOR_REQUEST_TYPES, {
    error: 'request_type must be orders, shipping, invoice or inventory.',
  }),
});
export type VendorRequestBody = z.infer<typeof vendorRequestSchema>;

/** A vendor request as the screen follows it (202 answer of POST, and each row of the status list). */
export const vendorRequestStatusSchema = z.object({
  request_id: z.uuid(),
  vendor_name: text(),
  request_type: z.enum(VENDOR_REQUEST_TYPES),
  state: z.enum(VENDOR_REQUEST_STATES),
  /** What the vendor exchange did ("3 orders downloaded"), or the failure message to show. */
  message: text().nullable(),
  /** The technical reason of a failure (for the developer the message sends the user to). */
  detail: text().nullable(),
  updated_at: text(),
});
export type VendorRequestStatus = z.infer<typeof vendorRequestStatusSchema>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const vendorRequestQuerySchema = z.object({
  /** Comma-separated request ids, at most 50. */
  ids: text().regex(
    new RegExp(`^${UUID}(,${UUID}){0,49}$`, 'i'),
    'ids must be up to 50 request ids separated by commas.',
  ),
});

export const vendorRequestListSchema = z.object({ requests: z.array(vendorRequestStatusSchema) });

const API_STATUS = { screens: ['/api_status'], side: 'dropship' } as const;

export const listUnprocessed = defineEndpoint({
  name: 'dropship.api-status.unprocessed',
  method: 'GET',
  path: '/dropship/orders/unprocessed',
  summary:
    'Dropship vendors with unprocessed orders (order_created, on no pull sheet), last download and priority',
  access: API_STATUS,
  query: unprocessedQuerySchema,
  response: unprocessedResponseSchema,
});

export const requestVendor = defineEndpoint({
  name: 'dropship.api-status.request',
  method: 'POST',
  path: '/dropship/vendor',
  summary: "Queue a request to a vendor's API: download orders, send tracking, invoices or inventory",
  access: API_STATUS,
  body: vendorRequestSchema,
  response: vendorRequestStatusSchema,
  status: 202,
  idempotent: true,
});

export const listVendorRequests = defineEndpoint({
  name: 'dropship.api-status.requests',
  method: 'GET',
  path: '/dropship/vendor/requests',
  summary: 'The state of vendor requests (queued, complete, failed) by id',
  access: API_STATUS,
  query: vendorRequestQuerySchema,
  response: vendorRequestListSchema,
});

/** POST /dropship/invoices: Send Invoices for the chosen vendors, one queued request each. */
export const sendInvoicesSchema = z.object({
  vendor_names: z
    .array(text().trim().min(1, 'Choose a vendor.').max(100))
    .min(1, 'Choose at least one vendor.')
    .max(MAX_INVOICE_VENDORS, `At most ${MAX_INVOICE_VENDORS} vendors at a time.`),
});
export type SendInvoicesBody = z.infer<typeof sendInvoicesSchema>;

export const sendInvoices = defineEndpoint({
  name: 'dropship.api-status.invoices',
  method: 'POST',
  path: '/dropship/invoices',
  summary:
    'Send Invoices: queue an 810 invoice request for each chosen vendor (the shipped orders not yet invoiced); every vendor is checked before any is queued',
  access: API_STATUS,
  body: sendInvoicesSchema,
  response: vendorRequestListSchema,
  status: 202,
  idempotent: true,
});

export const sendAmazonDirectInventory = defineEndpoint({
  name: 'dropship.api-status.amazon-direct-inventory',
  method: 'POST',
  path: '/ecommerce/amazon-direct-inventory',
  summary:
    'Send Inventory for Amazon Direct: queue the 846 inventory advice of every active SKU (zeroed-out SKUs as 0), followed like any vendor request',
  access: API_STATUS,
  response: vendorRequestStatusSchema,
  status: 202,
  idempotent: true,
});
