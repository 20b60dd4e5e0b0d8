import { z } from 'zod';
import {
  orderErpStatusSchema,
  orderHeaderSchema,
  orderLineSchema,
  shipToSchema,
  shipViaSchema,
} from './common';

/**
 * The dropship order drawer's calls (D1 section 7): the order with its packages and lines, and the
 * actions on it. Paths under /api; the order comes back as the compressed envelope.
 */
const po = z.string().trim().min(1, 'internal_po_number is required').max(60);
const vendorName = z.string().trim().min(1, 'vendor is required').max(120);
const tracking = z.string().trim().min(1, 'tracking_number is required').max(40);

/** GET /api/dropship/orders?internal_po_number=&vendor_name= */
export const orderQuerySchema = z.object({ internal_po_number: po, vendor_name: vendorName.optional() });
export type OrderQuery = z.infer<typeof orderQuerySchema>;

export const drawerPackageSchema = z.object({
  package_id: z.number().int(),
  tracking_number: z.string().nullable(),
  carrier: z.string().nullable(),
  method: z.string().nullable(),
  acu_ship_num: z.string().nullable(),
  acumatica_status: z.number().int().nullable(),
  truck_number: z.string().nullable(),
  tote_id: z.string().nullable(),
  warehouse: z.string().nullable(),
  pullsheet_id: z.number().int().nullable(),
  /** ISO timestamp of the shipment (label) date. */
  ship_date: z.string().nullable(),
  tracking_status: z.number().int().nullable(),
  /** YYYY-MM-DD */
  reshipped_date: z.string().nullable(),
  total_quantity: z.number().int(),
  tracking_error: z.string().nullable(),
});
export type DrawerPackage = z.infer<typeof drawerPackageSchema>;

export const drawerLineSchema = z.object({
  order_id: orderLineSchema.shape.order_id,
  package_id: z.number().int().nullable(),
  ...orderLineSchema.omit({ order_id: true }).shape,
});
export type DrawerLine = z.infer<typeof drawerLineSchema>;

export const drawerOrderSchema = z.object({
  /** The order's own id: the {id} of PUT /api/orders/{id}/cancel. */
  id: z.number().int(),
  ...orderHeaderSchema.pick({ vendor_name: true, vendor_code: true }).shape,
  upload_id: z.number().int().nullable(),
  ...orderHeaderSchema.omit({ vendor_name: true, vendor_code: true }).shape,
  ...shipToSchema.shape,
  ...shipViaSchema.shape,
  warehouse: z.string().nullable(),
  ...orderErpStatusSchema.shape,
  held_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  shipments: z.array(drawerPackageSchema),
  items: z.array(drawerLineSchema),
});
export type DrawerOrder = z.infer<typeof drawerOrderSchema>;

/** The decoded envelope of GET /api/dropship/orders: the orders of that PO (one per vendor). */
export const orderDetailSchema = z.object({ orders: z.array(drawerOrderSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** PUT /api/dropship/orders/cancel and /hold */
export const orderActionSchema = z.object({ internal_po_number: po, vendor: vendorName });
export type OrderAction = z.infer<typeof orderActionSchema>;

/** PUT /api/dropship/orders/acumatica/resend */
export const resendSchema = z.object({ internal_po_number: po, vendor_name: vendorName });
export const resendResponseSchema = z.object({ acu_order_num: z.string() });

/** PUT /api/dropship/orders/update_acu_order_num; vendor_name tells apart two vendors' equal POs. */
export const updateAcuOrderNumSchema = z.object({
  internal_po_number: po,
  acu_order_num: z.union([z.string().max(20), z.number().int()]),
  vendor_name: vendorName.optional(),
});

/** PUT /api/dropship/orders/transfer: lines (order_ids) of the order to move to `warehouse`. */
export const transferSchema = z.object({
  order_ids: z.array(z.number().int().positive()).min(1, 'Select at least one item to transfer').max(500),
  internal_po_number: po,
  vendor_name: vendorName.optional(),
  /** The destination; the order's other warehouse when left out. Naming it makes a retry harmless. */
  warehouse: z.enum(['kentucky', 'pennsylvania']).optional(),
});
export type TransferRequest = z.infer<typeof transferSchema>;
export const transferResponseSchema = z.object({
  internal_po_number: z.string(),
  vendor_name: z.string(),
  warehouse: z.string(),
  moved: z.number().int(),
  /** True when every open line moved, so the order itself changed warehouse. */
  whole_order: z.boolean(),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

/** PUT /api/dropship/orders/reship */
export const reshipSchema = z.object({ tracking_number: tracking });
export const reshipResponseSchema = z.object({
  tracking_number: z.string(),
  reshipped: z.string(),
  reshipped_date: z.string(),
});
export type ReshipResponse = z.infer<typeof reshipResponseSchema>;

/** PUT /api/dropship/pullsheets/removePackage */
export const removePackageSchema = z.object({
  tracking_number: tracking,
  pullsheet_id: z.coerce.number().int().positive(),
  internal_po_number: po,
});
export type RemovePackageRequest = z.infer<typeof removePackageSchema>;

/** GET /api/dropship/orders/label?internal_po_number=&tracking_number= */
export const labelQuerySchema = z.object({ internal_po_number: po, tracking_number: tracking });
/** Links of the packing slip (ps) and shipping label (sl); each needs the usual headers. */
export const labelLinksSchema = z.object({ ps: z.string(), sl: z.string() });
export type LabelLinks = z.infer<typeof labelLinksSchema>;
