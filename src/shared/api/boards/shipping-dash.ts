import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * Shipping Dashboard (D2 section 7): `GET /v1/operations/ShippingDash?warehouse=`, served at
 * `/api/v1/operations/ShippingDash`. The spec's board uses the company Operations and no token; here
 * an enrolled display device (its own company and warehouse) or a signed-in user with the screen's
 * scope reads it. The answer is every open load of the warehouse, due first; the boards slice it to
 * 29 rows per screen number (src/shared/domain/bulk/shipping-dash-rules.ts).
 */
export const shippingDashQuerySchema = z.object({
  /** kentucky or pennsylvania (any case); anything else is 400 INVALID WAREHOUSE. */
  warehouse: text().trim().toLowerCase().max(40),
});
export type ShippingDashQuery = z.input<typeof shippingDashQuerySchema>;

/** D2 section 3, shipping dashboard row; `shipment_id` and `warehouse` are additive. */
export const shippingDashRowSchema = z.object({
  shipment_id: z.number().int(),
  vendor_name: text(),
  /** The shipping method: LTL, FTL or PARCEL. */
  shipment_type: text().nullable(),
  acu_order_num: text().nullable(),
  /** YYYY-MM-DD. */
  ship_date: text().nullable(),
  /** ISO instant; null when the load has no dock appointment. */
  dock_appointment: text().nullable(),
  /** The carrier's SCAC. */
  carrier: text().nullable(),
  destination: text().nullable(),
  pallets: z.number().int().nullable(),
  pieces: z.number().int().nullable(),
  note: text().nullable(),
  /** The order's status; 101 reads Ready (Yes). */
  status: z.number().int().nullable(),
  warehouse: text(),
});
export type ShippingDashRow = z.infer<typeof shippingDashRowSchema>;

export const getShippingDash = defineEndpoint({
  name: 'boards.shipping-dash.list',
  method: 'GET',
  path: '/v1/operations/ShippingDash',
  summary: "The open loads of a warehouse's shipping board (29 rows per screen on the wall)",
  access: {
    screens: ['/shipping_dash', '/shipping_dash/fullscreen/:warehouse/screen/:screen'],
    side: 'any',
    clientSide: 'bulk',
    devices: ['display'],
  },
  query: shippingDashQuerySchema,
  response: z.array(shippingDashRowSchema),
  refusals: [400, 403],
});
