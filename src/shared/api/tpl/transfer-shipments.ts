import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';
import { transferOrderNumber, transferOrderSchema, tplWarehouseParam } from './transfer-orders';

/**
 * Create Shipment (/3pl_create_shipments; D3 2.3, 4, 7, 8): `GET /tpl/acumatica/rtbuilds` (query
 * acu_order_num and warehouse) reads the ready-to-ship builds of a transfer order at its source
 * warehouse; `POST /tpl/acumatica/transfer-shipment` (ours, not in the spec) ships them in the ERP,
 * only while the order is Open or Shipping.
 */
export const readyLineSchema = z.object({
  sku: text(),
  ordered: z.number().int(),
  shipped: z.number().int(),
  open: z.number().int(),
  built: z.number().int(),
  ready: z.number().int(),
});
export type ReadyLineView = z.infer<typeof readyLineSchema>;

const ACCESS = { screens: ['/3pl_create_shipments'], side: 'dropship' } as const;

export const getReadyBuilds = defineEndpoint({
  name: 'tpl.transfer-shipments.rtbuilds',
  method: 'GET',
  path: '/tpl/acumatica/rtbuilds',
  summary:
    'The builds of a transfer order at its source warehouse, summed per SKU, less what shipped, capped at the open quantity',
  access: ACCESS,
  query: z.object({ acu_order_num: transferOrderNumber('acu_order_num'), warehouse: tplWarehouseParam }),
  response: z.object({
    order_number: text(),
    /** The ERP code the builds were counted at. */
    warehouse: text(),
    /** Builds recorded for the order at the warehouse (none: its lines ship from the shelf). */
    builds: z.number().int(),
    lines: z.array(readyLineSchema),
  }),
  refusals: [400, 404, 502],
});

const qty = z
  .number({ error: 'qty must be a whole number.' })
  .int('qty must be a whole number.')
  .min(1, 'qty must be at least 1.')
  .max(1_000_000, 'qty is too large.');

export const createTransferShipmentBody = z.object({
  order_number: transferOrderNumber('order_number'),
  warehouse: tplWarehouseParam,
  lines: z
    .array(
      z.object({
        sku: text().trim().min(1, 'sku is required.').max(60, 'sku is too long.'),
        qty,
      }),
      { error: 'lines must be a list of { sku, qty }.' },
    )
    .min(1, 'lines must name at least one SKU to ship.')
    .max(500, 'At most 500 lines at once.'),
});

export const createTransferShipment = defineEndpoint({
  name: 'tpl.transfer-shipments.create',
  method: 'POST',
  path: '/tpl/acumatica/transfer-shipment',
  summary:
    "Ship lines of a transfer order in the ERP (only Open or Shipping; 409 'The status of {n} is {status}' otherwise)",
  access: ACCESS,
  body: createTransferShipmentBody,
  response: z.object({
    shipment_nbr: text(),
    transfer_order: transferOrderSchema,
  }),
  status: 201,
  idempotent: true,
  refusals: [400, 404, 409, 422, 502],
});
