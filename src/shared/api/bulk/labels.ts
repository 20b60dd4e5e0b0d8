import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * Box Labels and Pallet Labels (D2 sections 2, 3, 5, 7, 8 and 9) and the label actions of the Bulk
 * Orders Not Built tab and the Lots drawer. The calls are the spec's section 7 list:
 *
 * - `GET /bulk/labels/template`: BoxLabelTemplate.csv (the box label file's header row).
 * - `GET /bulk/labels`, `GET /bulk/pallet_labels`: the generated files (name, date, key), newest
 *   first, names containing TEMP left out.
 * - `GET /bulk/labels/download?key=`, `GET /bulk/labels/pallet/download?key=`: the file, a 4x6 in
 *   PDF, or with `format=zpl` the same labels in ZPL for the dock printers.
 * - `GET /bulk/labels/data?filename=`: what a file's labels carry (SSCC, GTIN, lot, expiry ...).
 * - `GET /bulk/pallet_items?type=`, `GET /bulk/pallet_calculator?type=`: the pallet calculator:
 *   boxes (the catalog's default_box) with their quantity per pallet, and the items packed in one.
 * - `POST /bulk/labels/regenerate` (internal_po_number, external_po_number, vendor_name, warehouse):
 *   new box labels (new SSCCs) for one order; the ones printed before must be destroyed.
 * - `POST /bulk/labels/create` (rows of a box label file), `/bulk/labels/create_from_ordernbr`
 *   (acu_order_num): box labels; `POST /bulk/labels/pallet/create_from_ordernbr` and
 *   `/bulk/labels/pallet/create_from_file` (rows of a pallet label file; answers success and fail
 *   lists): pallet labels.
 *
 * Box labels carry two GS1-128 barcodes: (00) the carton's SSCC-18, and (01) the GTIN-14 of the
 * item with (17) its expiry and (10) its lot when the order's item has a lot. Pallet labels carry
 * (00) the pallet's SSCC-18.
 */

export const requiredName = (field: string, max = 100) =>
  text().trim().min(1, `${field} is required.`).max(max, `${field} must be at most ${max} characters.`);

/** A generated label file (D2 section 3): its name, when it was made and its key in the file store. */
export const labelFileSchema = z.object({
  name: text(),
  /** ISO time it was made. */
  date: text(),
  key: text(),
  /** How many labels it holds (additive). */
  labels: z.number().int(),
});
export type LabelFile = z.infer<typeof labelFileSchema>;

export const labelFileListSchema = z.object({ files: z.array(labelFileSchema) });

/** What one label carries (the Data of a file). */
export const labelDataSchema = z.object({
  level: z.enum(['carton', 'pallet']),
  sscc: text(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  vendor_name: text(),
  acu_order_num: text().nullable(),
  warehouse: text().nullable(),
  /** Carton labels: the SKU in the box, its GTIN-14, pieces, lot and expiry (YYYY-MM-DD). */
  internal_sku: text().nullable(),
  gtin: text().nullable(),
  quantity: z.number().int(),
  lot_number: text().nullable(),
  expiration_date: text().nullable(),
  /** Pallet labels: how many boxes are on it. */
  boxes: z.number().int().nullable(),
  /** n of m on the order. */
  index: z.number().int(),
  of: z.number().int(),
  /** The GS1 element strings of the label's barcodes, with AIs in brackets: "(00)0084019…". */
  barcodes: z.array(text()),
});
export type LabelData = z.infer<typeof labelDataSchema>;

export const labelDataListSchema = z.object({ name: text(), labels: z.array(labelDataSchema) });

/** The answer of every call that makes one label file. */
export const labelCreatedSchema = z.object({ file: labelFileSchema });

export const regenerateLabelsBodySchema = z.object({
  internal_po_number: requiredName('internal_po_number'),
  external_po_number: text().trim().max(100).nullable().optional(),
  vendor_name: requiredName('vendor_name'),
  warehouse: text().trim().max(40).nullable().optional(),
});
export type RegenerateLabelsBody = z.input<typeof regenerateLabelsBodySchema>;

/** One row of a box label file (BoxLabelTemplate.csv); a blank SKU labels every item of the order. */
export const boxLabelRowSchema = z.object({
  internal_po_number: requiredName('internal_po_number'),
  vendor_name: requiredName('vendor_name'),
  internal_sku: text().trim().max(100).optional().default(''),
});

export const createBoxLabelsBodySchema = z.object({
  file_name: text().trim().max(200).optional(),
  rows: z.array(boxLabelRowSchema).min(1, 'File Empty').max(5000),
});

export const orderNumberBodySchema = z.object({
  /** An Acumatica order number; left-padded with zeros to 7. */
  acu_order_num: text()
    .trim()
    .min(1, 'Enter an order number!')
    .max(15, 'acu_order_num must be at most 15 characters.')
    .regex(/^\d+$/, 'acu_order_num must be digits.'),
});

export const downloadQuerySchema = z.object({
  key: text().trim().min(1, 'key is required.').max(300),
  format: z.enum(['pdf', 'zpl']).default('pdf'),
});

export const dataQuerySchema = z.object({
  filename: text().trim().min(1, 'filename is required.').max(300),
});

const BOX = { screens: ['/box_labels'], side: 'bulk' } as const;
/** Box labels are also made from the Not Built tab and the Lots drawer. */
const BOX_ANYWHERE = { screens: ['/box_labels', '/bulk_orders', '/lots'], side: 'bulk' } as const;
export const getBoxLabelTemplate = defineEndpoint({
  name: 'bulk.labels.template',
  method: 'GET',
  path: '/bulk/labels/template',
  summary: 'BoxLabelTemplate.csv: the header row of a box label file',
  access: BOX,
  response: null,
  file: 'text/csv',
});

export const listBoxLabelFiles = defineEndpoint({
  name: 'bulk.labels.list',
  method: 'GET',
  path: '/bulk/labels',
  summary: 'The generated box label files, newest first, without TEMP names',
  access: BOX,
  response: labelFileListSchema,
});

export const downloadBoxLabelFile = defineEndpoint({
  name: 'bulk.labels.download',
  method: 'GET',
  path: '/bulk/labels/download',
  summary: 'A box label file: 4x6 in PDF, or ZPL with format=zpl',
  access: BOX_ANYWHERE,
  query: downloadQuerySchema,
  response: null,
  file: 'application/pdf',
  refusals: [400, 404],
});

export const getLabelFileData = defineEndpoint({
  name: 'bulk.labels.data',
  method: 'GET',
  path: '/bulk/labels/data',
  summary: "What a label file's labels carry",
  access: { screens: ['/box_labels', '/pallet_labels'], side: 'bulk' },
  query: dataQuerySchema,
  response: labelDataListSchema,
  refusals: [400, 404],
});

export const regenerateBoxLabels = defineEndpoint({
  name: 'bulk.labels.regenerate',
  method: 'POST',
  path: '/bulk/labels/regenerate',
  summary: "New box labels (new SSCCs) for one order's cartons; those printed before must be destroyed",
  access: BOX_ANYWHERE,
  body: regenerateLabelsBodySchema,
  response: labelCreatedSchema,
  status: 201,
  refusals: [400, 404],
});

export const createBoxLabels = defineEndpoint({
  name: 'bulk.labels.create',
  method: 'POST',
  path: '/bulk/labels/create',
  summary: 'Box labels for the orders (and SKUs) of a box label file',
  access: BOX,
  body: createBoxLabelsBodySchema,
  response: labelCreatedSchema,
  status: 201,
  refusals: [400, 404],
});

export const createBoxLabelsFromOrderNbr = defineEndpoint({
  name: 'bulk.labels.create_from_ordernbr',
  method: 'POST',
  path: '/bulk/labels/create_from_ordernbr',
  summary: 'Box labels for every carton of an Acumatica order',
  access: BOX_ANYWHERE,
  body: orderNumberBodySchema,
  response: labelCreatedSchema,
  status: 201,
  refusals: [400, 404],
});
