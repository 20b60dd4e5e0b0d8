import { z } from 'zod';
import { id, idParam, MAX_INTEGER, text } from '../fields';
import { idParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  acumaticaStatusSchema,
  orderErpStatusSchema,
  orderHeaderSchema,
  orderLineSchema,
  shipToSchema,
  shipViaSchema,
  trackingStatusSchema,
} from './common';

/**
 * The dropship order drawer's calls (D1 section 7): the order with its packages and lines, and the
 * actions on it. Paths under /api; the order comes back as the compressed envelope.
 */
const po = text().trim().min(1, 'internal_po_number is required').max(60);
const vendorName = text().trim().min(1, 'vendor is required').max(120);
const tracking = text().trim().min(1, 'tracking_number is required').max(40);

/** GET /api/dropship/orders?internal_po_number=&vendor_name= */
export const orderQuerySchema = z.object({ internal_po_number: po, vendor_name: vendorName.optional() });
export type OrderQuery = z.infer<typeof orderQuerySchema>;

export const drawerPackageSchema = z.object({
  package_id: z.number().int(),
  tracking_number: text().nullable(),
  carrier: text().nullable(),
  method: text().nullable(),
  acu_ship_num: text().nullable(),
  acumatica_status: acumaticaStatusSchema.nullable(),
  truck_number: text().nullable(),
  tote_id: text().nullable(),
  warehouse: text().nullable(),
  pullsheet_id: z.number().int().nullable(),
  /** ISO timestamp of the shipment (label) date. */
  ship_date: text().nullable(),
  tracking_status: trackingStatusSchema.nullable(),
  /** YYYY-MM-DD */
  reshipped_date: text().nullable(),
  total_quantity: z.number().int(),
  tracking_error: text().nullable(),
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
  warehouse: text().nullable(),
  ...orderErpStatusSchema.shape,
  held_at: text().nullable(),
  cancelled_at: text().nullable(),
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

/**
 * PUT /api/dropship/orders/acumatica/resend. D1 section 7 names no body; the order is named as the
 * other drawer calls name it: by its PO, with the vendor as vendor_name or (as cancel and hold
 * write it) vendor, needed only when two vendors share the PO.
 */
export const resendSchema = z.object({
  internal_po_number: po,
  vendor_name: vendorName.optional(),
  vendor: vendorName.optional(),
});
export const resendResponseSchema = z.object({ acu_order_num: text() });

/** PUT /api/dropship/orders/update_acu_order_num; vendor_name tells apart two vendors' equal POs. */
export const updateAcuOrderNumSchema = z.object({
  internal_po_number: po,
  acu_order_num: z.union([text().max(20), z.number().int().min(0).max(MAX_INTEGER)]),
  vendor_name: vendorName.optional(),
});

/** PUT /api/dropship/orders/transfer: lines (order_ids) of the order to move to `warehouse`. */
export const transferSchema = z.object({
  order_ids: z.array(id('order_ids')).min(1, 'Select at least one item to transfer').max(500),
  internal_po_number: po,
  vendor_name: vendorName.optional(),
  /** The destination; the order's other warehouse when left out. Naming it makes a retry harmless. */
  warehouse: z.enum(['kentucky', 'pennsylvania']).optional(),
});
export type TransferRequest = z.infer<typeof transferSchema>;
export const transferResponseSchema = z.object({
  internal_po_number: text(),
  vendor_name: text(),
  warehouse: text(),
  moved: z.number().int(),
  /** True when every open line moved, so the order itself changed warehouse. */
  whole_order: z.boolean(),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

/** PUT /api/dropship/orders/reship */
export const reshipSchema = z.object({ tracking_number: tracking });
export const reshipResponseSchema = z.object({
  tracking_number: text(),
  reshipped: text(),
  reshipped_date: text(),
});
export type ReshipResponse = z.infer<typeof reshipResponseSchema>;

/** PUT /api/dropship/pullsheets/removePackage */
export const removePackageSchema = z.object({
  tracking_number: tracking,
  pullsheet_id: idParam('pullsheet_id'),
  internal_po_number: po,
});
export type RemovePackageRequest = z.infer<typeof removePackageSchema>;

/** GET /api/dropship/orders/label?internal_po_number=&tracking_number= */
export const labelQuerySchema = z.object({ internal_po_number: po, tracking_number: tracking });
/**
 * Links of the packing slip (ps) and shipping label (sl); each needs the usual headers. package_id
 * names the package for the two download calls.
 */
export const labelLinksSchema = z.object({ ps: text(), sl: text(), package_id: z.number().int() });
export type LabelLinks = z.infer<typeof labelLinksSchema>;

/**
 * Reading the order serves Order Search (admin, dropship, warranties); acting on it is dropship
 * work, so the writes serve the dropship screens whose work they are (Orders On Hold, Pull Sheets:
 * admin, dropship) and warranties may look only.
 */
const READ = { screens: ['/order_search'], side: 'dropship' } as const;
const WRITE = { screens: ['/on_hold', '/pullsheets'], side: 'dropship' } as const;
/** What an outside system's refusal (422) or failure (502) adds to a call's refusals. */
const OUTSIDE = [404, 409, 422, 502] as const;

export const getOrder = defineEndpoint({
  name: 'dropship.order-drawer.get',
  method: 'GET',
  path: '/dropship/orders',
  summary: 'The orders of a PO with their shipments and items, as the envelope of {orders}',
  access: READ,
  query: orderQuerySchema,
  response: orderDetailSchema,
  envelope: true,
  refusals: [404],
});

export const cancelOrder = defineEndpoint({
  name: 'dropship.order-drawer.cancel',
  method: 'PUT',
  path: '/dropship/orders/cancel',
  summary: "Cancel an order; refused on a pull sheet and for the retailer's orders",
  access: WRITE,
  body: orderActionSchema,
  response: null,
  idempotent: true,
  refusals: [404, 409],
});

export const cancelRetailerOrder = defineEndpoint({
  name: 'dropship.order-drawer.cancel-with-retailer',
  method: 'PUT',
  path: '/orders/:id/cancel',
  summary: 'Cancel an Amazon order with Amazon (an 855 rejecting every line), then here',
  access: WRITE,
  params: idParamsSchema,
  response: null,
  idempotent: true,
  refusals: OUTSIDE,
});

export const holdOrder = defineEndpoint({
  name: 'dropship.order-drawer.hold',
  method: 'PUT',
  path: '/dropship/orders/hold',
  summary: 'Put an order on hold (Order Production Hold, 197)',
  access: WRITE,
  body: orderActionSchema,
  response: null,
  idempotent: true,
  refusals: [404, 409],
});

export const resendOrder = defineEndpoint({
  name: 'dropship.order-drawer.resend',
  method: 'PUT',
  path: '/dropship/orders/acumatica/resend',
  summary: 'Send the order to Acumatica (or link the sales order it already has)',
  access: WRITE,
  body: resendSchema,
  response: resendResponseSchema,
  idempotent: true,
  refusals: OUTSIDE,
});

export const updateAcuOrderNum = defineEndpoint({
  name: 'dropship.order-drawer.update-acu-order-num',
  method: 'PUT',
  path: '/dropship/orders/update_acu_order_num',
  summary: 'Set the Acumatica order number of an order that has none (padded to 7)',
  access: WRITE,
  body: updateAcuOrderNumSchema,
  response: null,
  idempotent: true,
  refusals: OUTSIDE,
});

export const transferItems = defineEndpoint({
  name: 'dropship.order-drawer.transfer',
  method: 'PUT',
  path: '/dropship/orders/transfer',
  summary: "Move items (order_ids) to the order's other warehouse, splitting them off as PO-Tn",
  access: WRITE,
  body: transferSchema,
  response: transferResponseSchema,
  idempotent: true,
  refusals: [404, 409],
});

export const reshipPackage = defineEndpoint({
  name: 'dropship.order-drawer.reship',
  method: 'PUT',
  path: '/dropship/orders/reship',
  summary: 'A new label for a late package; the old one becomes Reshipped',
  access: WRITE,
  body: reshipSchema,
  response: reshipResponseSchema,
  idempotent: true,
  refusals: OUTSIDE,
});

export const removePackage = defineEndpoint({
  name: 'dropship.order-drawer.remove-package',
  method: 'PUT',
  path: '/dropship/pullsheets/removePackage',
  summary: 'Take a package off its pull sheet (Package Reset)',
  access: WRITE,
  body: removePackageSchema,
  response: null,
  idempotent: true,
  refusals: [404, 409],
});

export const labelLinks = defineEndpoint({
  name: 'dropship.order-drawer.label-links',
  method: 'GET',
  path: '/dropship/orders/label',
  summary: 'Links of the packing slip (ps) and shipping label (sl) of a package',
  access: READ,
  query: labelQuerySchema,
  response: labelLinksSchema,
  refusals: OUTSIDE,
});

export const downloadPackingSlip = defineEndpoint({
  name: 'dropship.order-drawer.packing-slip',
  method: 'GET',
  path: '/dropship/orders/label/:id/packing_slip',
  summary: "The package's packing slip (ZPL, as an attachment)",
  access: READ,
  params: idParamsSchema,
  response: null,
  file: 'application/zpl',
  refusals: OUTSIDE,
});

export const downloadShippingLabel = defineEndpoint({
  name: 'dropship.order-drawer.shipping-label',
  method: 'GET',
  path: '/dropship/orders/label/:id/shipping_label',
  summary: "The package's shipping label (ZPL, as an attachment)",
  access: READ,
  params: idParamsSchema,
  response: null,
  file: 'application/zpl',
  refusals: OUTSIDE,
});
