import { z } from 'zod';
import { id, text } from '../fields';
import { WAREHOUSES } from '../../domain/identity/companies';
import { defineEndpoint } from '../endpoint';
import { orderHeaderSchema, shipToSchema, shipViaSchema } from './common';

/**
 * Failed Tracking (D2 "Failed Tracking"; calls of D1 section 7). Rows are packages whose label could
 * not be bought; `order_id` is the id of the package's first order line, the key D1 gives
 * update_tracking, and every row action names the package by it.
 */
/**
 * A warehouse the user holds, or `all` of them. Any case: a client following the spec sends the
 * user's warehouse scope as it is written there (`All`, `Kentucky`).
 */
const warehouseOrAll = text()
  .toLowerCase()
  .pipe(z.enum([...WAREHOUSES, 'all'], { error: 'warehouse must be a warehouse of the company or all.' }));

export const failedTrackingQuerySchema = z.object({
  /** A warehouse the user holds; absent or `all`: every warehouse the user holds. */
  warehouse: warehouseOrAll.optional(),
});
export type FailedTrackingQuery = z.infer<typeof failedTrackingQuerySchema>;

export const failedTrackingRowSchema = z.object({
  order_id: z.number().int(),
  package_id: z.number().int(),
  warehouse: text(),
  ...orderHeaderSchema.pick({ vendor_name: true, internal_po_number: true }).shape,
  /** The package's SKUs, comma-separated when it holds more than one line. */
  internal_sku: text(),
  shipment_weight: text().nullable(),
  total_on_shipment: z.number().int(),
  box_type: text().nullable(),
  ...shipToSchema.shape,
  ...shipViaSchema.shape,
  /** Set only when a number exists that the carrier does not know (Repull Amazon). */
  tracking_number: text().nullable(),
  /** Why the label could not be bought: the carrier's last answer. */
  tracking_error: text(),
  order_date: orderHeaderSchema.shape.order_date,
});
export type FailedTrackingRow = z.infer<typeof failedTrackingRowSchema>;

export const failedTrackingListSchema = z.object({ rows: z.array(failedTrackingRowSchema) });

const orderId = id('order_id');

/** update_tracking: the number is checked against the package's carrier (empty is refused). */
export const updateTrackingSchema = z.object({
  order_id: orderId,
  tracking_number: text().max(60).nullish(),
});
export type UpdateTrackingRequest = z.infer<typeof updateTrackingSchema>;

/** redo_single_tracking and redo_tracking (the admin's, without address verification). */
export const redoTrackingSchema = z.object({ order_id: orderId });
export type RedoTrackingRequest = z.infer<typeof redoTrackingSchema>;

const field = text().max(200).nullish();

/** update_customer: loose on purpose, so the shared rules answer with their own sentences. */
export const updateCustomerSchema = z.object({
  order_id: orderId,
  name: field,
  address1: field,
  address2: field,
  city: field,
  state: field,
  zip_code: field,
});
export type UpdateCustomerRequest = z.infer<typeof updateCustomerSchema>;

/** The package after a label was bought or a number set: it has left the failed list. */
export const trackingSetSchema = z.object({
  order_id: z.number().int(),
  package_id: z.number().int(),
  tracking_number: text(),
  carrier: text(),
});
export type TrackingSet = z.infer<typeof trackingSetSchema>;

export const customerUpdatedSchema = z.object({ order_id: z.number().int(), row: failedTrackingRowSchema });

/**
 * Resend (label_requests) and Repull (get_label_requests) of Amazon labels for a warehouse. The
 * spec names no arguments, so the body may be left out: every warehouse the caller holds.
 */
export const amazonBatchSchema = z.object({ warehouse: warehouseOrAll.nullish() }).nullish();
export type AmazonBatchRequest = z.infer<typeof amazonBatchSchema>;

export const amazonBatchResultSchema = z.object({
  requested: z.number().int(),
  labelled: z.number().int(),
  failed: z.number().int(),
  failures: z.array(z.object({ internal_po_number: text(), reason: text() })),
});
export type AmazonBatchResult = z.infer<typeof amazonBatchResultSchema>;

const FAILED_TRACKING = { screens: ['/failed_tracking'], side: 'dropship' } as const;
/** A carrier refusing the label is 422, the carrier failing 502 (src/server failed-tracking service). */
const CARRIER_REFUSALS = [404, 409, 422, 502] as const;

export const listFailedTracking = defineEndpoint({
  name: 'dropship.failed-tracking.list',
  method: 'GET',
  path: '/dropship/orders/failed_tracking',
  summary: 'Packages whose label could not be bought, in the warehouses the caller holds',
  access: FAILED_TRACKING,
  query: failedTrackingQuerySchema,
  response: failedTrackingListSchema,
});

// The writes buy labels or change a package: a retried request must not buy a second label.

export const updateTracking = defineEndpoint({
  name: 'dropship.failed-tracking.update-tracking',
  method: 'PUT',
  path: '/dropship/orders/update_tracking',
  summary: "Set a tracking number by hand (checked against the package's carrier; empty refused)",
  access: FAILED_TRACKING,
  body: updateTrackingSchema,
  response: trackingSetSchema,
  idempotent: true,
  refusals: [404, 409],
});

export const redoSingleTracking = defineEndpoint({
  name: 'dropship.failed-tracking.redo-single',
  method: 'PUT',
  path: '/dropship/orders/redo_single_tracking',
  summary: "Ask the package's carrier for a label again (with address verification)",
  access: FAILED_TRACKING,
  body: redoTrackingSchema,
  response: trackingSetSchema,
  idempotent: true,
  refusals: CARRIER_REFUSALS,
});

export const redoTrackingWithoutVerification = defineEndpoint({
  name: 'dropship.failed-tracking.redo-unverified',
  method: 'PUT',
  path: '/dropship/orders/redo_tracking',
  summary: 'Admin only: Regenerate Labels w/o Address Verification for one package',
  access: FAILED_TRACKING,
  body: redoTrackingSchema,
  response: trackingSetSchema,
  idempotent: true,
  refusals: CARRIER_REFUSALS,
});

export const fallbackAmazonLabel = defineEndpoint({
  name: 'dropship.failed-tracking.fallback-amazon',
  method: 'PUT',
  path: '/dropship/orders/fallback_amazon',
  summary:
    'Fallback Amazon: a package Amazon would not label ships on our own UPS account (ground) instead; Amazon packages only (409 otherwise)',
  access: FAILED_TRACKING,
  body: redoTrackingSchema,
  response: trackingSetSchema,
  idempotent: true,
  refusals: CARRIER_REFUSALS,
});

export const updateCustomer = defineEndpoint({
  name: 'dropship.failed-tracking.update-customer',
  method: 'PUT',
  path: '/dropship/orders/update_customer',
  summary: "Correct the customer's name and address of a failed package's order",
  access: FAILED_TRACKING,
  body: updateCustomerSchema,
  response: customerUpdatedSchema,
  idempotent: true,
  refusals: [404, 409],
});

export const resendAmazonLabels = defineEndpoint({
  name: 'dropship.failed-tracking.resend-amazon',
  method: 'POST',
  path: '/dropship/vendor/label_requests',
  summary: 'Resend Amazon: new Amazon label requests for the failed Amazon packages',
  access: FAILED_TRACKING,
  body: amazonBatchSchema,
  response: amazonBatchResultSchema,
  idempotent: true,
  refusals: CARRIER_REFUSALS,
});

export const repullAmazonLabels = defineEndpoint({
  name: 'dropship.failed-tracking.repull-amazon',
  method: 'POST',
  path: '/dropship/vendor/get_label_requests',
  summary: 'Repull Amazon: fetch the labels of Amazon numbers whose label never reached us',
  access: FAILED_TRACKING,
  body: amazonBatchSchema,
  response: amazonBatchResultSchema,
  idempotent: true,
  refusals: CARRIER_REFUSALS,
});

// ---------------------------------------------------------------------------------------------
// The bulk side (issue 14 item 8): the same screen with the `_bulk` company. A bulk row is a parcel
// shipment of a bulk order (method PARCEL, still Created) that has no tracking number; D2 section 3
// gives its fields. Setting the number by hand is the one row action (D2 section 5).

/** D2 section 3's Failed tracking row, for a bulk parcel shipment. */
export const bulkFailedTrackingRowSchema = z.object({
  /** The bulk order's id. */
  order_id: z.number().int(),
  /** The shipment without a number: what update_tracking names. */
  shipment_id: z.number().int(),
  warehouse: text(),
  vendor_name: text(),
  internal_po_number: text(),
  /** The shipment's SKUs, comma-separated. */
  internal_sku: text(),
  /** The order's weight in pounds, as routed. */
  shipment_weight: text().nullable(),
  total_on_shipment: z.number().int().nullable(),
  /** The catalog's default box of the shipment's first SKU. */
  box_type: text().nullable(),
  name: text().nullable(),
  address1: text().nullable(),
  address2: text().nullable(),
  city: text().nullable(),
  state: text().nullable(),
  zip_code: text().nullable(),
  /** The shipment's carrier (an SCAC code). */
  carrier: text().nullable(),
});
export type BulkFailedTrackingRow = z.infer<typeof bulkFailedTrackingRowSchema>;

export const updateBulkTrackingSchema = z.object({
  shipment_id: id('shipment_id'),
  tracking_number: text().max(60).nullish(),
});
export type UpdateBulkTrackingRequest = z.infer<typeof updateBulkTrackingSchema>;

const BULK_FAILED_TRACKING = { screens: ['/failed_tracking'], side: 'bulk' } as const;

export const listBulkFailedTracking = defineEndpoint({
  name: 'bulk.failed-tracking.list',
  method: 'GET',
  path: '/bulk/orders/failed_tracking',
  summary: 'Bulk parcel shipments without a tracking number, in the warehouses the caller holds',
  access: BULK_FAILED_TRACKING,
  response: z.object({ rows: z.array(bulkFailedTrackingRowSchema) }),
});

export const updateBulkTracking = defineEndpoint({
  name: 'bulk.failed-tracking.update-tracking',
  method: 'PUT',
  path: '/bulk/orders/update_tracking',
  summary: 'Set the tracking number of a bulk parcel shipment by hand (empty refused)',
  access: BULK_FAILED_TRACKING,
  body: updateBulkTrackingSchema,
  response: z.object({ shipment_id: z.number().int(), tracking_number: text() }),
  idempotent: true,
  refusals: [404, 409],
});
