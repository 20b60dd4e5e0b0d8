import { z } from 'zod';
import { TRANSFER_OPTIONS, TRANSFER_ORDER_STATUSES } from '../../domain/tpl/status';
import {
  padTransferOrderNumber,
  tplErpWarehouse,
  transferOrderNumberProblem,
} from '../../domain/tpl/transfer-orders';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';

/**
 * Transfer orders of the 3PL screens (D3 2.3, 3, 5, 7): `GET /tpl/acumatica/transfer-order` (query
 * ordernbr and warehouse) reads one from the ERP for the ASN and Create Shipment screens; `POST
 * /tpl/acumatica/create-transfer-order` (to_from_warehouse) creates one (Create Transfer Orders).
 */

/** A transfer order number as typed: at most 7 digits, padded with zeros to 7 (D3 5). */
export const transferOrderNumber = (field: string) =>
  text()
    .superRefine((value, ctx) => {
      const problem = transferOrderNumberProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${field}: ${problem}` });
    })
    .transform(padTransferOrderNumber);

/** A warehouse by name (texas) or ERP code (TX, GEODIS); blank means any. */
export const tplWarehouseParam = text()
  .optional()
  .superRefine((value, ctx) => {
    if (value && value.trim() !== '' && !tplErpWarehouse(value))
      ctx.addIssue({ code: 'custom', message: `warehouse ${value.slice(0, 40)} is not a warehouse.` });
  })
  .transform((value) => (value && value.trim() !== '' ? tplErpWarehouse(value) : null));

/** A transfer order line of D3 3: ShipmentNbr, Sku, Description, OrderedQty, Qty shipped. */
export const transferOrderLineSchema = z.object({
  LineNbr: z.number().int(),
  /** The last shipment that took this line; null while nothing shipped. */
  ShipmentNbr: text().nullable(),
  Sku: text(),
  Description: text().nullable(),
  OrderedQty: z.number().int(),
  QtyShipped: z.number().int(),
});
export type TransferOrderLine = z.infer<typeof transferOrderLineSchema>;

export const transferOrderSchema = z.object({
  OrderNbr: text(),
  Status: z.enum(TRANSFER_ORDER_STATUSES),
  /** The ERP codes the goods leave and enter (TX, GEODIS). */
  FromWarehouse: text(),
  ToWarehouse: text(),
  /** YYYY-MM-DD */
  Date: text(),
  Description: text().nullable(),
  lines: z.array(transferOrderLineSchema),
});
export type TplTransferOrderView = z.infer<typeof transferOrderSchema>;

export const getTransferOrder = defineEndpoint({
  name: 'tpl.transfer-orders.get',
  method: 'GET',
  path: '/tpl/acumatica/transfer-order',
  summary:
    'A transfer order from the ERP with its lines; 404 when there is none (or it neither leaves nor enters the warehouse given)',
  access: { screens: ['/3pl_asn', '/3pl_create_shipments', '/create_transfer_orders'], side: 'dropship' },
  query: z.object({ ordernbr: transferOrderNumber('ordernbr'), warehouse: tplWarehouseParam }),
  response: transferOrderSchema,
  refusals: [400, 404, 502],
});

export const createTransferOrderBody = z.object({
  to_from_warehouse: z.enum(TRANSFER_OPTIONS, {
    error: `to_from_warehouse must be one of: ${TRANSFER_OPTIONS.join(', ')}.`,
  }),
});

export const createTransferOrder = defineEndpoint({
  name: 'tpl.transfer-orders.create',
  method: 'POST',
  path: '/tpl/acumatica/create-transfer-order',
  summary:
    "Create a transfer order in the ERP for the option's route (the source's available stock); answers message 'Success' with the new order",
  access: { screens: ['/create_transfer_orders'], side: 'dropship' },
  body: createTransferOrderBody,
  response: z.object({
    /** 'Success' (D3 7); the client shows any other message as an error. */
    message: text(),
    /** Ours: the new order, to find on the ASN and Create Shipment screens. */
    order_number: text(),
    transfer_order: transferOrderSchema,
  }),
  idempotent: true,
  refusals: [400, 422, 502],
});
