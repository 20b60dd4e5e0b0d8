import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { BULK_INVOICE_MESSAGES } from '../../domain/bulk/invoices';
import { isMoney, toCents } from '../../lib/money';

/**
 * Bulk Invoices (D2 sections 2, 3, 7 and 8): `GET /bulk/invoices` (the table; the spec shows no
 * parameters, ours is an optional `?limit=`, newest orders first) and `PUT /bulk/invoices/order`
 * with the body the spec gives (acu_invoice_num, invoice_cost, internal_po_number, vendor_name): it
 * corrects the Acumatica invoice number and cost of the invoice of that order. A Bulk invoice of
 * D2 section 3 has `quantity` (shown as IMS cost) and `invoice_cost` (Acumatica cost): both are
 * amounts in dollars as decimal strings here.
 */

export const bulkInvoiceSchema = z.object({
  /** bulk_invoices.id */
  id: z.number().int(),
  order_id: z.number().int(),
  internal_po_number: text(),
  vendor_name: text(),
  acu_order_num: text().nullable(),
  acu_invoice_num: text().nullable(),
  /** The IMS cost (what our lines add up to), in dollars. */
  quantity: text().nullable(),
  /** The Acumatica cost, in dollars. */
  invoice_cost: text().nullable(),
  /** 701 Sent, -701 Error, otherwise Not Sent (700). */
  vendor_status: z.number().int(),
  /** ISO time of the order's upload (the table's default order, newest first). */
  upload_date: text(),
});
export type BulkInvoice = z.infer<typeof bulkInvoiceSchema>;

export const bulkInvoiceListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20_000).default(5000),
});
export const bulkInvoiceListSchema = z.object({ invoices: z.array(bulkInvoiceSchema) });

const AMOUNT = 'invoice_cost must be an amount in dollars with at most two decimals, like 1250.50.';

/** An amount as the screen's field gives it (text) or as a number; kept as a decimal string. */
const amount = z
  .union([text().trim(), z.number().min(0).max(9_999_999_999)])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v))
  .refine((v) => isMoney(v) && toCents(v) >= 0n, AMOUNT);

export const bulkInvoiceUpdateSchema = z.object({
  acu_invoice_num: text()
    .trim()
    .min(1, 'acu_invoice_num is required.')
    .max(
      BULK_INVOICE_MESSAGES.invoiceNumberMax,
      `acu_invoice_num must be at most ${BULK_INVOICE_MESSAGES.invoiceNumberMax} characters.`,
    ),
  invoice_cost: amount,
  internal_po_number: text().trim().min(1, 'internal_po_number is required.').max(100),
  vendor_name: text().trim().min(1, 'vendor_name is required.').max(100),
});
export type BulkInvoiceUpdate = z.input<typeof bulkInvoiceUpdateSchema>;

const INVOICES = { screens: ['/bulk_invoices'], side: 'bulk' } as const;

export const getBulkInvoices = defineEndpoint({
  name: 'bulk.invoices.list',
  method: 'GET',
  path: '/bulk/invoices',
  summary: 'Bulk Invoices: the invoices of bulk orders with their IMS and Acumatica costs',
  access: INVOICES,
  query: bulkInvoiceListQuerySchema,
  response: bulkInvoiceListSchema,
});

export const updateBulkInvoice = defineEndpoint({
  name: 'bulk.invoices.update',
  method: 'PUT',
  path: '/bulk/invoices/order',
  summary: "Correct an order's invoice: its Acumatica invoice number and cost",
  access: INVOICES,
  body: bulkInvoiceUpdateSchema,
  response: bulkInvoiceSchema,
  idempotent: true,
  refusals: [400, 404],
});
