import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { BULK_VENDOR_REQUESTS } from '../../domain/bulk/vendor-status';
import { apiStatusRowSchema } from '../dropship/api-status';

/**
 * Bulk Status (D2 sections 2, 3 and 7). The spec names getUnprocessedOrders and vendorRequest
 * (kinds orders, inventory, invoice) without their paths; ours mirror API Status on the bulk side:
 * GET /bulk/orders/unprocessed and POST /bulk/vendor. A row is the spec's Unprocessed vendor row
 * (vendor_name, orders, last_download, fulfillment_priority), the same shape as API Status's.
 * A request runs while the call waits and answers what it did (the vendors port answers quickly;
 * an invoice refused by the vendor is reported, not thrown).
 */

export const bulkStatusRowSchema = apiStatusRowSchema.omit({ sends_inventory: true });
export type BulkStatusRow = z.infer<typeof bulkStatusRowSchema>;

export const bulkUnprocessedSchema = z.object({ vendors: z.array(bulkStatusRowSchema) });

export const bulkVendorRequestSchema = z.object({
  vendor_name: text().trim().min(1, 'Choose a vendor.').max(100),
  request_type: z.enum(BULK_VENDOR_REQUESTS, { error: 'request_type must be orders, inventory or invoice.' }),
});
export type BulkVendorRequestBody = z.input<typeof bulkVendorRequestSchema>;

export const bulkVendorAnswerSchema = z.object({
  vendor_name: text(),
  request_type: z.enum(BULK_VENDOR_REQUESTS),
  /** Orders downloaded, SKUs sent or invoices sent. */
  done: z.number().int(),
  /** Invoices the vendor refused, each "PO: reason". */
  refused: z.array(text()),
  /** What the screen says ('Chewy: 3 orders downloaded'). */
  message: text(),
});
export type BulkVendorAnswer = z.infer<typeof bulkVendorAnswerSchema>;

const STATUS = { screens: ['/bulk_status'], side: 'bulk' } as const;

export const listBulkUnprocessed = defineEndpoint({
  name: 'bulk.status.unprocessed',
  method: 'GET',
  path: '/bulk/orders/unprocessed',
  summary: 'Bulk vendors with their unprocessed (New) orders, last download and fulfillment priority',
  access: STATUS,
  response: bulkUnprocessedSchema,
});

export const requestBulkVendor = defineEndpoint({
  name: 'bulk.status.request',
  method: 'POST',
  path: '/bulk/vendor',
  summary:
    "Ask a bulk vendor's EDI: download its orders (850), send inventory (846) or the waiting invoices (810)",
  access: STATUS,
  body: bulkVendorRequestSchema,
  response: bulkVendorAnswerSchema,
  refusals: [400, 403, 502],
});
