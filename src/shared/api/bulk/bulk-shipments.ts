import { z } from 'zod';
import { id, text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { isYmd } from '../../lib/dates';
import { isMoney } from '../../lib/money';
import { MAX_PALLETS, SHIPMENT_FILE_COLUMNS } from '../../domain/bulk/shipments';
import { SCAC_LENGTH } from '../../domain/bulk/status';

/**
 * Shipping and EDI of the Bulk Orders tabs (D2 sections 2, 4, 5, 7 and 8): Force Built (Not Built),
 * shipment information and the bulk shipment file (Not Shipped, Override Shipment on Ready), Confirm
 * Shipment (Ready), the ASNs of the Shipped tab, Mark Complete (Invoiced).
 *
 * The spec gives the paths of forceOrderBuilt (PUT /bulk/orders/built), updateShipment (PUT
 * /bulk/shipment/update), the bulk shipment file (PUT /bulk/shipment/shipment_bulk), confirmShipment
 * (POST /bulk/shipment/confirm) and exportASNs (GET /bulk/shipment/shipment_bulk) but none of their
 * bodies or answers; sendASNs ("vendor list") and Mark Complete have no path at all. What is not in
 * the spec is ours: orders are named by internal_po_number and vendor_name, as the spec's short and
 * unshort calls name them; POST /bulk/shipment/asn sends the ASNs, PUT /bulk/orders/complete marks
 * orders complete, GET /bulk/shipment/order answers an order's shipments for Override Shipment.
 */

const MAX_ORDERS = 500;

export const bulkOrderRefSchema = z.object({
  internal_po_number: text().trim().min(1, 'internal_po_number is required.').max(60),
  vendor_name: text().trim().min(1, 'vendor_name is required.').max(120),
});
export type BulkOrderRef = z.infer<typeof bulkOrderRefSchema>;

const ordersBody = z.object({
  orders: z
    .array(bulkOrderRefSchema)
    .min(1, 'Select at least one order.')
    .max(MAX_ORDERS, `At most ${MAX_ORDERS} orders at once.`),
});
export type BulkOrdersBody = z.input<typeof ordersBody>;

const countAnswer = z.object({ updated: z.number().int() });

/** A call that moves the named orders from one tab to the next, all or nothing. */
const ordersCall = <const M extends 'PUT' | 'POST', const P extends `/${string}`>(
  name: string,
  method: M,
  path: P,
  summary: string,
) =>
  defineEndpoint({
    name,
    method,
    path,
    summary,
    access: { screens: ['/bulk_orders'], side: 'bulk' },
    body: ordersBody,
    response: countAnswer,
    refusals: [400, 403, 404, 409],
  });

const ymd = (name: string) => text().refine(isYmd, `${name} must be a date as YYYY-MM-DD.`);
const required = (name: string, max = 60) =>
  text().trim().min(1, `${name} is required.`).max(max, `${name} must be at most ${max} characters.`);

/** Shipment information of one order (the Add Shipment Information and Override Shipment dialogs). */
export const shipmentInfoSchema = bulkOrderRefSchema.extend({
  pro_number: required('pro_number'),
  carrier: text()
    .trim()
    .length(SCAC_LENGTH, `carrier must be an SCAC code of exactly ${SCAC_LENGTH} characters.`)
    .transform((v) => v.toUpperCase()),
  bol: required('bol'),
  ship_date: ymd('ship_date'),
  expected_delivery: ymd('expected_delivery'),
  truck_number: required('truck_number', 30),
  shipment_price: text()
    .trim()
    .refine(isMoney, 'shipment_price must be an amount like 125.50.')
    .nullable()
    .optional(),
  acu_ship_num: text().trim().max(20).nullable().optional(),
  /** Pallets on the shipment: how its cartons are put on pallets for the ASN. */
  total_on_shipment: z.number().int().min(1).max(MAX_PALLETS).nullable().optional(),
});
export type ShipmentInfoInput = z.input<typeof shipmentInfoSchema>;

export const forceOrderBuilt = ordersCall(
  'bulk.bulk-shipments.force-built',
  'PUT',
  '/bulk/orders/built',
  'Force Built (Not Built tab): the open lines become Built (102) and the orders move to Not Shipped; all or nothing',
);

export const updateShipment = defineEndpoint({
  name: 'bulk.bulk-shipments.update',
  method: 'PUT',
  path: '/bulk/shipment/update',
  summary:
    "Save an order's shipment information (Not Shipped: creates its shipments, one per warehouse it ships from, lines Staged (103), order Ready; Ready: Override Shipment replaces them)",
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  body: shipmentInfoSchema,
  response: countAnswer,
  refusals: [400, 403, 404, 409],
});

/** The rows of a bulk shipment file as read (every cell text); the server checks them as the screen does. */
export const shipmentFileSchema = z.object({
  shipments: z
    .array(z.partialRecord(z.enum(SHIPMENT_FILE_COLUMNS), text().max(200)))
    .max(2000, 'At most 2000 shipments in one file.'),
});
export type ShipmentFileBody = z.input<typeof shipmentFileSchema>;

export const uploadShipmentFile = defineEndpoint({
  name: 'bulk.bulk-shipments.file',
  method: 'PUT',
  path: '/bulk/shipment/shipment_bulk',
  summary:
    "Bulk Update: the shipment information of every order of a shipment file, all or nothing ('Invalid Upload File! Missing Value {column} For Order {po}')",
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  body: shipmentFileSchema,
  response: countAnswer,
  refusals: [400, 403, 404, 409],
});

export const confirmShipment = ordersCall(
  'bulk.bulk-shipments.confirm',
  'POST',
  '/bulk/shipment/confirm',
  'Confirm Shipment (Ready tab): shipments Confirmed (201), lines Shipped (104), orders to Shipped; in this product only, Acumatica is not updated',
);

export const exportReadyAsnsQuerySchema = z.object({
  vendor_name: text().trim().max(120).optional(),
});

export const exportReadyAsns = defineEndpoint({
  name: 'bulk.bulk-shipments.export-asns',
  method: 'GET',
  path: '/bulk/shipment/shipment_bulk',
  summary:
    'Export Ready ASNs (Shipped tab): READY_SHIPMENTS_{date}.csv, one row per shipment of each Shipped order whose ASN is not sent',
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  query: exportReadyAsnsQuerySchema,
  response: null,
  file: 'text/csv',
  refusals: [400, 403],
});

export const sendAsnsBodySchema = z.object({
  /** The vendors whose ready ASNs to send; every vendor when absent or empty. */
  vendor_names: z.array(text().trim().min(1).max(120)).max(200).optional(),
});

export const asnOutcomeSchema = z.object({
  internal_po_number: text(),
  vendor_name: text(),
  /** 301 Sent or -301 Failed. */
  asn_status: z.number().int(),
  /** Why the vendor did not take it; null when sent. */
  reason: text().nullable(),
  /** edi_transactions ids of the 856s written (one per shipment). */
  transaction_ids: z.array(z.number().int()),
});
export type AsnOutcome = z.infer<typeof asnOutcomeSchema>;

export const sendAsnsAnswerSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  orders: z.array(asnOutcomeSchema),
});
export type SendAsnsAnswer = z.infer<typeof sendAsnsAnswerSchema>;

export const sendReadyAsns = defineEndpoint({
  name: 'bulk.bulk-shipments.send-asns',
  method: 'POST',
  path: '/bulk/shipment/asn',
  summary:
    "Send Ready ASNs (Shipped tab): an 856 per shipment (pallets and cartons with their SSCC-18) to each vendor; sent orders move to ASN Sent (301) and their 810 invoice is queued, refused ones stay Shipped (-301) with the vendor's reason",
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  body: sendAsnsBodySchema,
  response: sendAsnsAnswerSchema,
  refusals: [400, 403],
});

export const markComplete = ordersCall(
  'bulk.bulk-shipments.complete',
  'PUT',
  '/bulk/orders/complete',
  'Mark Complete (Invoiced tab): the orders move to Complete; all or nothing',
);

export const orderShipmentsQuerySchema = bulkOrderRefSchema;

export const bulkShipmentSchema = z.object({
  id: id(),
  pro_number: text().nullable(),
  carrier: text().nullable(),
  bol: text().nullable(),
  ship_date: text().nullable(),
  expected_delivery: text().nullable(),
  truck_number: text().nullable(),
  shipment_price: text().nullable(),
  acu_ship_num: text().nullable(),
  total_on_shipment: z.number().int().nullable(),
  /** 200 created, 201 confirmed, 299 reshipped. */
  shipment_status: z.number().int(),
  warehouse: text().nullable(),
  /** Pieces on the shipment. */
  quantity: z.number().int(),
});
export type BulkShipment = z.infer<typeof bulkShipmentSchema>;

export const getOrderShipments = defineEndpoint({
  name: 'bulk.bulk-shipments.order',
  method: 'GET',
  path: '/bulk/shipment/order',
  summary: "An order's shipments (Override Shipment starts from them)",
  access: { screens: ['/bulk_orders'], side: 'bulk' },
  query: orderShipmentsQuerySchema,
  response: z.object({ shipments: z.array(bulkShipmentSchema) }),
  refusals: [400, 403, 404],
});
