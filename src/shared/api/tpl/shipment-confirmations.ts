import { z } from 'zod';
import { storableText, text } from '../fields';
import { CONFIRMATION_MESSAGES, confirmationRangeProblem } from '../../domain/tpl/shipment-confirmations';
import { defineEndpoint } from '../endpoint';

/**
 * Shipping Confirmation (D3 2.2, section 7 "3PL"): GET /tpl/geodis/getShipmentConfirmation with
 * start_date and end_date (YYYY-MM-DD, inclusive); the company is the header. The answer is
 * `{ data: { body: { response: { order: [...] } } } }`: the spec's screen reads
 * `data.data.body.response.order`, the first `data` being the HTTP client's body.
 */

const lotSchema = z.object({ lotNumber: text(), shippedQuantity: z.number().int() });
const lineSchema = z.object({
  lineNumber: z.number().int(),
  sku: text(),
  shippedQuantity: z.number().int(),
  lot: z.array(lotSchema),
});

/** One confirmed order (D3 section 3): cartons (pallets) with lines and lots. */
export const shipmentConfirmationSchema = z.object({
  poNum: text(),
  /** ISO timestamp; the drawer shows its first 10 characters. */
  shipmentDate: text(),
  /** The Acumatica order number. */
  orderNum: text(),
  /** The 3PL's own order id. */
  orderId: text(),
  shipTo: z.object({
    shipName: text(),
    addr1: text(),
    addr2: text().nullable(),
    city: text(),
    region: text(),
    postalcode: text(),
  }),
  shipment: z.object({ carton: z.array(z.object({ cartonId: text(), line: z.array(lineSchema) })) }),
  carrier: text(),
});
export type ShipmentConfirmation = z.infer<typeof shipmentConfirmationSchema>;

const day = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ message: `${field} is required.` }).check(storableText),
  );

export const shipmentConfirmationsQuerySchema = z
  .object({ start_date: day('start_date'), end_date: day('end_date') })
  .superRefine((q, ctx) => {
    const problem = confirmationRangeProblem(q.start_date, q.end_date);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem,
        path: [problem === CONFIRMATION_MESSAGES.startRequired ? 'start_date' : 'end_date'],
      });
  });
export type ShipmentConfirmationsQuery = z.input<typeof shipmentConfirmationsQuerySchema>;

export const shipmentConfirmationsAnswerSchema = z.object({
  data: z.object({ body: z.object({ response: z.object({ order: z.array(shipmentConfirmationSchema) }) }) }),
});
export type ShipmentConfirmationsAnswer = z.infer<typeof shipmentConfirmationsAnswerSchema>;

export const getShipmentConfirmations = defineEndpoint({
  name: 'tpl.shipment-confirmations.list',
  method: 'GET',
  path: '/tpl/geodis/getShipmentConfirmation',
  summary:
    'Orders the 3PL (Geodis) confirmed as shipped between two dates, with their pallets, items and lots',
  access: { screens: ['/3PL_shipping_confirm'], side: 'dropship' },
  query: shipmentConfirmationsQuerySchema,
  response: shipmentConfirmationsAnswerSchema,
  refusals: [502, 503],
});
