import { z } from 'zod';
import {
  MAX_PRINT_ITEMS,
  MAX_SEARCH_LENGTH,
  PRINTER_ROLES,
  PRINTER_TRANSPORTS,
} from '../../domain/labels/label-printing';
import { labelItemSchema } from '../catalog/reference-lists';
import { idParam, text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * Label Printing (D3 2.18, section 7 "Label printing"): GET /labels/hang-tag/{sku}, GET
 * /labels/hang-tags/{salesOrderNumber}, POST /labels/print. Ours beside them: the printers of each
 * warehouse (read by everyone, edited by admins), the print jobs and Reprint.
 */

/** The screen has no scope check in either reading: every signed-in user of the company. */
const LABELS = { screens: ['/nice_labels'], side: 'any' } as const;
/** Editing printers is admin work (the Users screen's scope). */
const ADMIN = { screens: ['/users'], side: 'any' } as const;

const searchValue = (name: string) =>
  text()
    .trim()
    .min(1, `${name} is required.`)
    .max(MAX_SEARCH_LENGTH, `${name} is at most ${MAX_SEARCH_LENGTH} characters.`);

/** GET /labels/hang-tag/{sku}: the SKU item of section 7. */
export const getHangTag = defineEndpoint({
  name: 'labels.nice-labels.hang-tag',
  method: 'GET',
  path: '/labels/hang-tag/:sku',
  summary: 'The label data of one SKU: size, colour, pretagged, UPC, ASIN, Chewy SKU and descriptions',
  access: LABELS,
  params: z.object({ sku: searchValue('sku') }),
  response: labelItemSchema,
  refusals: [404],
});

/** A line of the label-printing sales order (section 7), with the item's label data. */
export const salesOrderLabelItemSchema = labelItemSchema.extend({
  qty: z.number().int().min(0).max(1_000_000),
});
export type SalesOrderLabelItem = z.infer<typeof salesOrderLabelItemSchema>;

export const labelSalesOrderSchema = z.object({
  salesOrderNumber: text(),
  /** The order's customer (Amazon Direct, Chewy, ...): ASIN and Chewy labels follow it. */
  company: text().nullable(),
  external_po_number: text().nullable(),
  items: z.array(salesOrderLabelItemSchema),
});
export type LabelSalesOrder = z.infer<typeof labelSalesOrderSchema>;

/** GET /labels/hang-tags/{salesOrderNumber}: the order's lines from the ERP with their label data. */
export const getHangTags = defineEndpoint({
  name: 'labels.nice-labels.hang-tags',
  method: 'GET',
  path: '/labels/hang-tags/:salesOrderNumber',
  summary: "A sales order's lines (ERP SalesOrderDetailBySODetails) with each item's label data",
  access: LABELS,
  params: z.object({ salesOrderNumber: searchValue('salesOrderNumber') }),
  response: labelSalesOrderSchema,
  refusals: [404, 502],
});

export const printerSchema = z.object({
  id: z.number().int(),
  warehouse: text(),
  role: z.enum(PRINTER_ROLES),
  name: text(),
  transport: z.enum(PRINTER_TRANSPORTS),
  host: text().nullable(),
  port: z.number().int().nullable(),
  updated_by: text().nullable(),
  updated_at: text(),
});
export type Printer = z.infer<typeof printerSchema>;

/** GET /labels/printers (ours): the company's label printers, per warehouse and role. */
export const listPrinters = defineEndpoint({
  name: 'labels.nice-labels.printers',
  method: 'GET',
  path: '/labels/printers',
  summary: "The company's label printers: warehouse, role (hang tag or ASIN), name and transport",
  access: LABELS,
  response: z.object({ printers: z.array(printerSchema) }),
});

export const savePrinterSchema = z
  .object({
    warehouse: text().trim().min(1, 'warehouse is required.').max(40),
    role: z.enum(PRINTER_ROLES, { error: 'role must be hang_tag or asin.' }),
    name: text().trim().min(1, 'name is required.').max(100),
    transport: z.enum(PRINTER_TRANSPORTS, { error: 'transport must be loftware or zpl-tcp.' }),
    host: text().trim().max(253).nullish(),
    port: z.number().int('port must be a whole number.').min(1).max(65_535).nullish(),
  })
  .refine((p) => p.transport !== 'zpl-tcp' || (!!p.host && !!p.port), {
    message: 'A zpl-tcp printer needs a host and a port (a Zebra listens on 9100).',
    path: ['host'],
  });
export type SavePrinter = z.infer<typeof savePrinterSchema>;

/** PUT /labels/printers (ours, admin): sets the printer of a warehouse and role. */
export const savePrinter = defineEndpoint({
  name: 'labels.nice-labels.save-printer',
  method: 'PUT',
  path: '/labels/printers',
  summary: 'Set the hang tag or ASIN printer of a warehouse (admin)',
  access: ADMIN,
  body: savePrinterSchema,
  response: printerSchema,
});

/** DELETE /labels/printers/{id} (ours, admin). */
export const deletePrinter = defineEndpoint({
  name: 'labels.nice-labels.delete-printer',
  method: 'DELETE',
  path: '/labels/printers/:id',
  summary: 'Remove a printer (admin)',
  access: ADMIN,
  params: z.object({ id: idParam('id') }),
  response: null,
  refusals: [404],
});

/** An item of POST /labels/print: what the screen shows; the server reads the label data itself. */
export const printItemSchema = z.object({
  sku: text().trim().min(1, 'sku is required.').max(MAX_SEARCH_LENGTH),
  /** As typed: a number or its text; checked with the spec's sentence. */
  qty: z.union([z.number().min(-1_000_000).max(1_000_000), text().max(20)]),
  upc: text().max(50).nullish(),
  asin: text().max(50).nullish(),
  size: text().max(200).nullish(),
  color: text().max(200).nullish(),
  pretagged: z.boolean().nullish(),
});

export const printLabelsSchema = z.object({
  printHangTags: z.boolean().default(false),
  printAsinLabels: z.boolean().default(false),
  printChewyLabels: z.boolean().default(false),
  hangTagPrinter: text().max(100).nullish(),
  asinPrinter: text().max(100).nullish(),
  salesOrderNumber: text().max(MAX_SEARCH_LENGTH).nullish(),
  /** The sales order's customer; ASIN and Chewy labels need a matching one or a description. */
  company: text().max(200).nullish(),
  warehouse: text().trim().min(1, 'warehouse is required.').max(40),
  items: z
    .array(printItemSchema)
    .min(1, 'items: at least one item is needed.')
    .max(MAX_PRINT_ITEMS, `items: at most ${MAX_PRINT_ITEMS} items in one print job.`),
});
export type PrintLabels = z.input<typeof printLabelsSchema>;

export const PRINT_JOB_STATUSES = ['queued', 'printed', 'failed'] as const;

export const printJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['loftware', 'zpl']),
  printer: text(),
  warehouse: text().nullable(),
  template: text().nullable(),
  copies: z.number().int(),
  labels: z.number().int(),
  status: z.enum(PRINT_JOB_STATUSES),
  error: text().nullable(),
  created_by: text().nullable(),
  created_at: text(),
  reprint_of: z.number().int().nullable(),
});
export type PrintJobRow = z.infer<typeof printJobSchema>;

export const printResultSchema = z.object({
  message: text(),
  jobs: z.array(printJobSchema),
  /** SKUs left out, each with why (no UPC; no ASIN for an ASIN label). */
  skipped: z.array(z.object({ sku: text(), reason: text() })),
});
export type PrintResult = z.infer<typeof printResultSchema>;

/** POST /labels/print: one job per label type; items without a UPC are never sent. */
export const printLabels = defineEndpoint({
  name: 'labels.nice-labels.print',
  method: 'POST',
  path: '/labels/print',
  summary: 'Print hang tags, ASIN and Chewy labels of the items with a UPC',
  access: LABELS,
  body: printLabelsSchema,
  response: printResultSchema,
  status: 201,
  idempotent: true,
  refusals: [502],
});

/** GET /labels/jobs (ours): the company's latest print jobs, newest first. */
export const listPrintJobs = defineEndpoint({
  name: 'labels.nice-labels.jobs',
  method: 'GET',
  path: '/labels/jobs',
  summary: "The company's latest 100 print jobs, newest first",
  access: LABELS,
  response: z.object({ jobs: z.array(printJobSchema) }),
});

/** POST /labels/jobs/{id}/reprint (ours): sends a job's labels again, as a new job. */
export const reprintJob = defineEndpoint({
  name: 'labels.nice-labels.reprint',
  method: 'POST',
  path: '/labels/jobs/:id/reprint',
  summary: 'Print a recorded job again (a new job that names the one it reprints)',
  access: LABELS,
  params: z.object({ id: idParam('id') }),
  response: printResultSchema,
  status: 201,
  idempotent: true,
  refusals: [404, 502],
});
