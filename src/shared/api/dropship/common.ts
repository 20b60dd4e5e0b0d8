import { z } from 'zod';
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
  internal_sku: z.string(),
  external_sku: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.number().int(),
  internal_price: z.string().nullable(),
  external_price: z.string().nullable(),
  order_status: orderStatusSchema,
  cancel_reason: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Who sent the order and when: vendor, POs and the two dates. */
export const orderHeaderSchema = z.object({
  vendor_name: z.string(),
  vendor_code: z.string().nullable(),
  internal_po_number: z.string(),
  external_po_number: z.string().nullable(),
  /** With the T of the timestamp replaced by a space (D1 section 7). */
  order_date: z.string(),
  upload_date: z.string(),
});

/** The customer's ship-to address. */
export const shipToSchema = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
});

/** How the order ships. */
export const shipViaSchema = z.object({
  carrier: z.string().nullable(),
  method: z.string().nullable(),
});

/** The order's status and where it stands in the ERP (Acumatica). */
export const orderErpStatusSchema = z.object({
  order_status: orderStatusSchema,
  acumatica_status: acumaticaStatusSchema.nullable(),
  acu_order_num: z.string().nullable(),
});
