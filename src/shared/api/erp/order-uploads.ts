import { z } from 'zod';
import { MAX_ACUMATICA_UPLOAD_LINES } from '../../domain/erp/order-upload';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';
import { dropshipUploadSchema, uploadFailureSchema } from '../dropship/file-uploads';
import { soDetailRowSchema } from './sales-order-detail';

/**
 * Acumatica Order Uploads (/acumatica_uploads; D1 sections 2, 3, 5, 7, 8, 9): the upload history
 * (GET /acumatica/uploads), the upload itself (POST /acumatica/create_orders: every line becomes its
 * own sales order in the ERP), and the ERP's reads of D1 section 7: GET /acumatica/order?ordernbr and
 * GET /acumatica/salesOrderDetailByDate?startDate&endDate.
 */
const UPLOADS = { screens: ['/acumatica_uploads'], side: 'dropship' } as const;

const cellText = (max: number) => text().trim().max(max, `at most ${max} characters.`);

/** A sales-order line of D1 section 3, as the browser mapped it from the Walmart file. */
export const acumaticaOrderLineSchema = z.object({
  OrderType: z.literal('SO'),
  VendorCode: cellText(20),
  Date: cellText(10),
  RequestedOn: cellText(10),
  CustomerOrderNumber: cellText(60),
  ExternalRef: cellText(60),
  InventoryID: cellText(60),
  Quantity: z.number().int('Quantity must be a whole number.').min(0).max(1_000_000),
  UnitPrice: cellText(20),
  City: cellText(100),
  State: cellText(40),
  ZipCode: cellText(20),
});

export const createOrdersBodySchema = z.object({
  orders: z
    .array(acumaticaOrderLineSchema)
    .min(1, 'The file has no order lines.')
    .max(MAX_ACUMATICA_UPLOAD_LINES, `At most ${MAX_ACUMATICA_UPLOAD_LINES} lines per file.`),
  /** Who uploads: the server records the signed-in user; this is accepted as the spec sends it. */
  user: cellText(100).optional(),
  file_name: text().trim().min(1, 'file_name is required.').max(255),
  vendor_name: text().trim().min(1, 'Not a valid customer.').max(100),
});
export type CreateOrdersBody = z.infer<typeof createOrdersBodySchema>;

export const createOrdersResponseSchema = z.object({
  upload_id: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  /** The failed lines: po is the line's CustomerOrderNumber (PURCHASE_ORDER_NUM). */
  failures: z.array(uploadFailureSchema),
  /** The sales orders the ERP created, one per successful line. */
  orders: z.array(z.object({ po: text(), OrderNbr: text() })),
});
export type CreateOrdersResponse = z.infer<typeof createOrdersResponseSchema>;

export const acumaticaUploadListSchema = z.object({ uploads: z.array(dropshipUploadSchema) });
export const acumaticaUploadListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

export const listAcumaticaUploads = defineEndpoint({
  name: 'erp.order-uploads.list',
  method: 'GET',
  path: '/acumatica/uploads',
  summary: 'Acumatica Order Uploads: the upload history of the company, newest first',
  access: UPLOADS,
  query: acumaticaUploadListQuerySchema,
  response: acumaticaUploadListSchema,
});

export const createAcumaticaOrders = defineEndpoint({
  name: 'erp.order-uploads.create',
  method: 'POST',
  path: '/acumatica/create_orders',
  summary: 'Upload a Walmart Fulfillment Center file: each line becomes its own ERP sales order',
  access: UPLOADS,
  body: createOrdersBodySchema,
  response: createOrdersResponseSchema,
  idempotent: true,
});

const field = <T extends z.ZodType>(schema: T) => z.object({ value: schema });

/** The ERP's SalesOrder entity (contract-based REST: `{ value }` fields). */
export const erpSalesOrderSchema = z.object({
  OrderType: field(text()),
  OrderNbr: field(text()),
  CustomerID: field(text()),
  Status: field(text()),
  Date: field(text()),
  RequestedOn: field(text().nullable()),
  CustomerOrder: field(text().nullable()),
  ExternalRef: field(text().nullable()),
  Description: field(text().nullable()),
  OrderTotal: field(text()),
  OrderedQty: field(z.number()),
  ShipToAddress: z.object({
    City: field(text().nullable()),
    State: field(text().nullable()),
    PostalCode: field(text().nullable()),
  }),
  Details: z.array(
    z.object({
      LineNbr: field(z.number().int()),
      InventoryID: field(text()),
      OrderQty: field(z.number()),
      OpenQty: field(z.number()),
      UnitPrice: field(text()),
      WarehouseID: field(text()),
    }),
  ),
});
export type ErpSalesOrder = z.infer<typeof erpSalesOrderSchema>;

export const acumaticaOrderQuerySchema = z.object({
  ordernbr: text()
    .trim()
    .regex(/^\d{1,7}$/, 'ordernbr must be an Acumatica order number (up to 7 digits).'),
});

export const getAcumaticaOrder = defineEndpoint({
  name: 'erp.order.get',
  method: 'GET',
  path: '/acumatica/order',
  summary: 'One ERP sales order by number (left-padded with zeros to 7)',
  access: { screens: ['/acumatica_uploads', '/bulk_orders'], side: 'any', clientSide: 'dropship' },
  query: acumaticaOrderQuerySchema,
  response: erpSalesOrderSchema,
  refusals: [404, 502],
});

const ymd = (name: string) =>
  text()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD.`);

export const salesOrderDetailByDateQuerySchema = z
  .object({ startDate: ymd('startDate'), endDate: ymd('endDate') })
  .refine((q) => q.startDate <= q.endDate, { message: 'startDate must be on or before endDate.' });

export const salesOrderDetailByDateSchema = z.object({
  SalesOrderDetailBySODetails: z.array(soDetailRowSchema),
});
export type SalesOrderDetailByDate = z.infer<typeof salesOrderDetailByDateSchema>;

export const getSalesOrderDetailByDate = defineEndpoint({
  name: 'erp.sales-order-detail.by-date',
  method: 'GET',
  path: '/acumatica/salesOrderDetailByDate',
  summary:
    'The detail rows (SalesOrderDetailBySODetails) of every ERP sales order dated in [startDate, endDate]',
  access: { screens: ['/acumatica_uploads', '/bulk_orders'], side: 'any', clientSide: 'dropship' },
  query: salesOrderDetailByDateQuerySchema,
  response: salesOrderDetailByDateSchema,
  refusals: [502],
});
