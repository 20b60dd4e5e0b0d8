import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';

/**
 * GET /acumatica/salesOrderDetail?ordernbr (D1 and D2 section 7): the ERP's SalesOrderDetailBySODetails
 * inquiry of one sales order, as Acumatica answers it (`{ value }` fields). The bulk panel's Pull
 * Decisions From Acumatica reads each row's InventoryID.value and Quantity.value. The number is
 * left-padded with zeros to 7; an order the ERP does not know answers 404.
 */
const field = <T extends z.ZodType>(schema: T) => z.object({ value: schema });

export const salesOrderDetailQuerySchema = z.object({
  ordernbr: text()
    .trim()
    .regex(/^\d{1,7}$/, 'ordernbr must be an Acumatica order number (up to 7 digits).'),
});

export const soDetailRowSchema = z.object({
  OrderType: field(text()),
  OrderNbr: field(text()),
  LineNbr: field(z.number().int()),
  InventoryID: field(text()),
  Description: field(text().nullable()),
  Quantity: field(z.number()),
  QtyShipped: field(z.number()),
  UnitPrice: field(text()),
  WarehouseID: field(text()),
});
export const salesOrderDetailSchema = z.object({
  OrderNbr: field(text()),
  SalesOrderDetailBySODetails: z.array(soDetailRowSchema),
});
export type SalesOrderDetail = z.infer<typeof salesOrderDetailSchema>;

export const getSalesOrderDetail = defineEndpoint({
  name: 'erp.sales-order-detail.get',
  method: 'GET',
  path: '/acumatica/salesOrderDetail',
  summary: "An Acumatica sales order's detail rows (SalesOrderDetailBySODetails)",
  access: { screens: ['/bulk_orders'], side: 'any', clientSide: 'bulk' },
  query: salesOrderDetailQuerySchema,
  response: salesOrderDetailSchema,
  refusals: [400, 403, 404, 502],
});
