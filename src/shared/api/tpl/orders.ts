import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';
import { TPL_CUSTOMER_REQUIRED, tplOrderFiltersProblem } from '../../domain/tpl/orders';

/**
 * 3PL Orders (/3pl_orders; D3 2.3, 3, 5, 7, 8): the ERP's sales orders of a range, warehouse and
 * retail customer, shaped as the 3PL sales order of D3 section 3, and the send to Geodis.
 */
const day = (name: string) => text().trim().max(10, `${name} must be a date as YYYY-MM-DD.`);

export const tplOrdersQuerySchema = z
  .object({
    start_date: day('start_date'),
    end_date: day('end_date'),
    warehouse: text().trim().max(10, 'warehouse is an ERP warehouse id.').optional(),
    customer: text().trim().max(20, TPL_CUSTOMER_REQUIRED).optional(),
  })
  .superRefine((q, ctx) => {
    const problem = tplOrderFiltersProblem({
      start_date: q.start_date,
      end_date: q.end_date,
      warehouse: q.warehouse ?? '',
      customer: q.customer ?? '',
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type TplOrdersQuery = z.output<typeof tplOrdersQuerySchema>;

const str = (max: number, name: string) => text().max(max, `${name} has at most ${max} characters.`);

export const tplAddressSchema = z.object({
  name: str(100, 'name'),
  address: str(200, 'address'),
  address_2: str(200, 'address_2').nullable().optional(),
  city: str(100, 'city'),
  state: str(50, 'state'),
  zip_code: str(20, 'zip_code'),
  country: str(50, 'country'),
});

/** The 3PL sales order of D3 section 3. */
export const tplSalesOrderSchema = z.object({
  so_number: text().trim().min(1, 'so_number is required.').max(30, 'so_number has at most 30 characters.'),
  po_number: str(60, 'po_number'),
  due_date: day('due_date'),
  ship_to_address: tplAddressSchema,
  bill_to_address: tplAddressSchema.extend({ account_number: str(20, 'account_number') }),
  items: z
    .array(
      z.object({
        sku: str(60, 'sku'),
        order_qty: z
          .number()
          .int('order_qty must be a whole number.')
          .min(1, 'order_qty must be at least 1.')
          .max(1_000_000, 'order_qty must be at most 1,000,000.'),
        uom: str(10, 'uom'),
        price: text().regex(/^\d{1,10}(\.\d{1,2})?$/, 'price must be an amount such as 12.50.'),
      }),
    )
    .min(1, 'An order needs at least one item.')
    .max(500, 'An order has at most 500 items.'),
});
export type TplSalesOrder = z.infer<typeof tplSalesOrderSchema>;

/**
 * Whether (and when, under which Geodis order id) this tool already sent the order, and when Cancel
 * 3PL Order cancelled it there.
 */
export const sentSchema = z
  .object({ order_id: text().nullable(), sent_at: text(), cancelled_at: text().nullable() })
  .nullable();

export const tplOrderRowSchema = tplSalesOrderSchema.extend({
  customer: text(),
  erp_status: text(),
  sent_to_geodis: sentSchema,
});
export type TplOrderRow = z.infer<typeof tplOrderRowSchema>;

export const tplOrdersSchema = z.object({ Get3PLOrdersDetails: z.array(tplOrderRowSchema) });

export const getTplOrders = defineEndpoint({
  name: 'tpl.orders.list',
  method: 'GET',
  path: '/tpl/acumatica/sales-orders',
  summary: 'ERP sales orders of a range, warehouse and retail customer, as 3PL sales orders',
  access: { screens: ['/3pl_orders'], side: 'dropship' },
  query: tplOrdersQuerySchema,
  response: tplOrdersSchema,
  refusals: [400, 403, 502],
});

export const MAX_ORDERS_PER_SEND = 200;

export const sendTplOrdersBodySchema = z.object({
  orders: z
    .array(tplSalesOrderSchema)
    .min(1, 'Select at least one order to send.')
    .max(MAX_ORDERS_PER_SEND, `Send at most ${MAX_ORDERS_PER_SEND} orders at a time.`)
    .refine(
      (orders) => new Set(orders.map((o) => o.so_number)).size === orders.length,
      'Each order may be sent once per request.',
    ),
});

export const sendTplOrdersSchema = z.object({
  /** Geodis took these now, with its order id. */
  accepted: z.array(z.object({ so_number: text(), order_id: text() })),
  /** Geodis already had these (sent before): nothing was created again. */
  already_sent: z.array(z.object({ so_number: text(), order_id: text().nullable() })),
  /** Geodis refused these, with its reason. */
  rejected: z.array(z.object({ so_number: text(), reason: text() })),
});
export type SendTplOrdersResult = z.infer<typeof sendTplOrdersSchema>;

export const sendTplOrders = defineEndpoint({
  name: 'tpl.orders.send',
  method: 'POST',
  path: '/tpl/geodis/createOrder',
  summary: 'Sends 3PL sales orders to Geodis; an order Geodis already has is not created again',
  access: { screens: ['/3pl_orders'], side: 'dropship' },
  body: sendTplOrdersBodySchema,
  response: sendTplOrdersSchema,
  idempotent: true,
  refusals: [400, 403, 502],
});
