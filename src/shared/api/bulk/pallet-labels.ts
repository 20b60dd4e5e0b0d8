import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import {
  downloadQuerySchema,
  labelCreatedSchema,
  labelFileListSchema,
  labelFileSchema,
  orderNumberBodySchema,
  requiredName,
} from './labels';

/**
 * Pallet Labels (D2 sections 2, 3, 5, 7 and 9) and the Not Built tab's Generate Pallet Labels: the
 * pallet label files, the pallet file (rows with box_qty and pallet_index; success and fail lists),
 * labels for an Acumatica order, and the pallet calculator. The label file shapes they share with
 * Box Labels are in labels.ts.
 */

/** One row of a pallet label file (D2 section 3's pallet label file columns). */
export const palletLabelRowSchema = z.object({
  internal_po_number: requiredName('internal_po_number'),
  vendor_name: requiredName('vendor_name'),
  internal_sku: requiredName('internal_sku'),
  box_qty: z.number().int().min(1, 'box_qty must be at least 1.').max(100_000),
  pallet_index: z.number().int().min(1, 'pallet_index must be at least 1.').max(1000),
});
export type PalletLabelRow = z.input<typeof palletLabelRowSchema>;

export const createPalletLabelsFromFileBodySchema = z.object({
  file_name: text().trim().max(200).optional(),
  rows: z.array(palletLabelRowSchema).min(1, 'File Empty').max(5000),
});

export const palletFileResultSchema = z.object({
  /** One entry per order whose labels were made. */
  success: z.array(z.object({ internal_po_number: text(), vendor_name: text(), file: labelFileSchema })),
  /** One entry per order refused, with why. */
  fail: z.array(z.object({ internal_po_number: text(), vendor_name: text(), reason: text() })),
});

/** `type`: a box code (B16126) or `all`. */
export const palletTypeQuerySchema = z.object({
  type: text().trim().min(1).max(20).default('all'),
});

export const palletCalculatorSchema = z.object({
  entries: z.array(
    z.object({ box: text(), qty_per_pallet: z.number().int().nullable(), items: z.number().int() }),
  ),
});

export const palletItemsSchema = z.object({
  items: z.array(
    z.object({
      internal_sku: text(),
      description: text(),
      box: text().nullable(),
      case_packs: z.number().int(),
      qty_per_pallet: z.number().int().nullable(),
    }),
  ),
});

const PALLET = { screens: ['/pallet_labels'], side: 'bulk' } as const;
const PALLET_ANYWHERE = { screens: ['/pallet_labels', '/bulk_orders'], side: 'bulk' } as const;

export const listPalletLabelFiles = defineEndpoint({
  name: 'bulk.labels.pallet_list',
  method: 'GET',
  path: '/bulk/pallet_labels',
  summary: 'The generated pallet label files, newest first, without TEMP names',
  access: PALLET,
  response: labelFileListSchema,
});

export const downloadPalletLabelFile = defineEndpoint({
  name: 'bulk.labels.pallet_download',
  method: 'GET',
  path: '/bulk/labels/pallet/download',
  summary: 'A pallet label file: 4x6 in PDF, or ZPL with format=zpl',
  access: PALLET_ANYWHERE,
  query: downloadQuerySchema,
  response: null,
  file: 'application/pdf',
  refusals: [400, 404],
});

export const getPalletItems = defineEndpoint({
  name: 'bulk.labels.pallet_items',
  method: 'GET',
  path: '/bulk/pallet_items',
  summary: 'Pallet calculator: the catalog items packed in a box type, with the quantity per pallet',
  access: PALLET,
  query: palletTypeQuerySchema,
  response: palletItemsSchema,
});

export const getPalletCalculator = defineEndpoint({
  name: 'bulk.labels.pallet_calculator',
  method: 'GET',
  path: '/bulk/pallet_calculator',
  summary: 'Pallet calculator: each box type with its quantity per pallet',
  access: PALLET,
  query: palletTypeQuerySchema,
  response: palletCalculatorSchema,
});

export const createPalletLabelsFromOrderNbr = defineEndpoint({
  name: 'bulk.labels.pallet_create_from_ordernbr',
  method: 'POST',
  path: '/bulk/labels/pallet/create_from_ordernbr',
  summary: 'Pallet labels for every pallet of an Acumatica order',
  access: PALLET_ANYWHERE,
  body: orderNumberBodySchema,
  response: labelCreatedSchema,
  status: 201,
  refusals: [400, 404],
});

export const createPalletLabelsFromFile = defineEndpoint({
  name: 'bulk.labels.pallet_create_from_file',
  method: 'POST',
  path: '/bulk/labels/pallet/create_from_file',
  summary:
    'Pallet labels for the orders of a pallet label file: one request per order, success and fail lists',
  access: PALLET,
  body: createPalletLabelsFromFileBodySchema,
  response: palletFileResultSchema,
  status: 201,
  refusals: [400],
});
