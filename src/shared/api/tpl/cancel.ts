import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';
import { cancelOrderNumberProblem } from '../../domain/tpl/cancel';

/**
 * Cancel 3PL Order (/cancel_3PL_orders; D3 2.3, 7): cancels an order at Geodis by its number (the
 * ERP's so_number or Geodis's order id). Unknown: 404; shipped or already cancelled: 409.
 */
export const cancelTplOrderBodySchema = z.object({
  order_number: text()
    .trim()
    .superRefine((v, ctx) => {
      const problem = cancelOrderNumberProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export const cancelTplOrderSchema = z.object({
  order_number: text(),
  order_id: text(),
  status: z.literal('Cancelled'),
});

export const cancelTplOrder = defineEndpoint({
  name: 'tpl.cancel.send',
  method: 'POST',
  path: '/tpl/geodis/cancelOrder',
  summary: 'Cancels an order at Geodis by its order number',
  access: { screens: ['/cancel_3PL_orders'], side: 'dropship' },
  body: cancelTplOrderBodySchema,
  response: cancelTplOrderSchema,
  refusals: [400, 403, 404, 409, 502],
});
