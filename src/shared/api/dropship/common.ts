import { z } from 'zod';
import { text } from '../fields';
import { ACUMATICA_STATUS, ORDER_STATUS, TRACKING_STATUS } from '../../domain/dropship/status';

/**
 * Field schemas every dropship answer shares (the drawer's order, the hold screen's order, the
 * failed tracking row). The screens' schemas are built from these with `.shape` spreads, `.pick` and
 * `.omit`, keeping each answer's own key order: the zod serializer writes keys in schema order, so
 * the order of the spreads is the order on the wire.
 */

/**
 * The status codes of D1 section 4 as schemas over the shared `as const` objects: a contract field
 * typed with one is the status union, so a switch over it is checked for a missing status.
 */
export const orderStatusSchema = z.literal(Object.values(ORDER_STATUS));
export const trackingStatusSchema = z.literal(Object.values(TRACKING_STATUS));
export const acumaticaStatusSchema = z.literal(Object.values(ACUMATICA_STATUS));

/** An order line (dropship_order_lines) as the screens show it. */
export const orderLineSchema = z.object({
  /** The line id: the spec's order_id (transfer and cancel name lines by it). */
  order_id: z.number().int(),
  internal_sku: text(),
  external_sku: text().nullable(),
  description: text().nullable(),
  quantity: z.number().int(),
  internal_price: text().nullable(),
  external_price: text().nullable(),
  order_status: orderStatusSchema,
  cancel_reason: text().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Who sent the order and when: vendor, POs and the two dates. */
export const orderHeaderSchema = z.object({
  vendor_name: text(),
  vendor_code: text().nullable(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  /** With the T of the timestamp replaced by a space (D1 section 7). */
  order_date: text(),
  upload_date: text(),
});

/** The customer's ship-to address. */
export const shipToSchema = z.object({
  name: text(),
  address1: text(),
  address2: text().nullable(),
  city: text(),
  state: text(),
  zip_code: text(),
});

/** How the order ships. */
export const shipViaSchema = z.object({
  carrier: text().nullable(),
  method: text().nullable(),
});

/** The order's status and where it stands in the ERP (Acumatica). */
export const orderErpStatusSchema = z.object({
  order_status: orderStatusSchema,
  acumatica_status: acumaticaStatusSchema.nullable(),
  acu_order_num: text().nullable(),
});
