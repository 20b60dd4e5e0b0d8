import { z } from 'zod';
import { id, idParam, text } from '../fields';
import { PULLSHEET_CARRIERS, PULLSHEET_TYPES } from '../../domain/dropship/status';
import { WAREHOUSES } from '../../domain/identity/companies';
import { defineEndpoint } from '../endpoint';

/**
 * Pull Sheets (D1 sections 2, 3, 7): the sheets of the user's warehouses with the unprocessed
 * counts, New Pullsheet, Split, Resend Acumatica, the sheet's labels and packslips, and the foam and
 * bolster lists. Remove a package (PUT /dropship/pullsheets/removePackage) is the order drawer's
 * contract; master packslips of a sheet are File Uploads' (GET /dropship/orders/master_packslips).
 */

/** A warehouse in any case: the screen names them Kentucky and Pennsylvania. */
const warehouseName = text()
  .trim()
  .toLowerCase()
  .pipe(z.enum(WAREHOUSES, { error: 'warehouse must be kentucky, pennsylvania or texas.' }));

/** The spec's pull sheet (D1 section 3); `warehouse` is the code (KY, PA), `wh_name` its name. */
export const pullsheetSchema = z.object({
  pullsheet_id: z.number().int(),
  /** ISO time the sheet was cut. */
  date: text(),
  wh_name: text(),
  warehouse: text(),
  carrier: text(),
  order_count: z.number().int(),
  piece_count: z.number().int(),
  type: text(),
  status_code: z.number().int(),
  max_status_code: z.number().int(),
  sort: z.number().int(),
  created_by: text().nullable(),
  /** The sheet this one was split from. */
  split_from: z.number().int().nullable(),
});
export type Pullsheet = z.infer<typeof pullsheetSchema>;

export const pullsheetListQuerySchema = z.object({
  /** One warehouse the caller holds, or all of them (the default). */
  warehouse: text()
    .trim()
    .toLowerCase()
    .pipe(z.enum([...WAREHOUSES, 'all'], { error: 'warehouse must be a warehouse of the company or all.' }))
    .optional(),
  /** Sheets cut in the last this many days (default 14). */
  days: z.coerce
    .number({ error: 'days must be a whole number.' })
    .int('days must be a whole number.')
    .min(1, 'days must be from 1 to 365.')
    .max(365, 'days must be from 1 to 365.')
    .default(14),
});
export type PullsheetListQuery = z.infer<typeof pullsheetListQuerySchema>;

/** Unprocessed orders of a warehouse: order_created, on no pull sheet, with no failed label. */
export const unprocessedCountSchema = z.object({
  warehouse: z.enum(WAREHOUSES),
  wh_name: text(),
  orders: z.number().int(),
  /** The same orders by the carrier and type a New Pullsheet would group them by. */
  groups: z.array(
    z.object({
      carrier: text(),
      type: z.enum(PULLSHEET_TYPES),
      orders: z.number().int(),
      pieces: z.number().int(),
    }),
  ),
});
export type UnprocessedCount = z.infer<typeof unprocessedCountSchema>;

export const pullsheetListSchema = z.object({
  pullsheets: z.array(pullsheetSchema),
  unprocessed: z.array(unprocessedCountSchema),
});
export type PullsheetList = z.infer<typeof pullsheetListSchema>;

export const createPullsheetSchema = z.object({
  warehouse: warehouseName,
  carrier: text()
    .trim()
    .toLowerCase()
    .pipe(z.enum(PULLSHEET_CARRIERS, { error: 'carrier must be fedex, ups, usps or amazon.' })),
  type: text()
    .trim()
    .toLowerCase()
    .pipe(z.enum(PULLSHEET_TYPES, { error: `type must be one of ${PULLSHEET_TYPES.join(', ')}.` })),
});
export type CreatePullsheetRequest = z.infer<typeof createPullsheetSchema>;

export const createPullsheetResponseSchema = z.object({
  pullsheet: pullsheetSchema,
  /** Labels bought for the sheet's packages, and packages the carrier refused (Failed Tracking). */
  labelled: z.number().int(),
  label_failures: z.number().int(),
});
export type CreatePullsheetResponse = z.infer<typeof createPullsheetResponseSchema>;

export const pullsheetIdSchema = z.object({ pullsheet_id: id('pullsheet_id') });

export const splitResponseSchema = z.object({ pullsheets: z.array(pullsheetSchema) });

/** D1 section 7 writes the arguments (tracking_number, pullsheet_id, internal_po_number) for both. */
export const resendAcumaticaSchema = z.object({
  pullsheet_id: id('pullsheet_id'),
  /** Resend only this order's (or this package's) order, not the whole sheet. */
  internal_po_number: text().trim().min(1).max(60).optional(),
  tracking_number: text().trim().min(1).max(40).optional(),
});
export type ResendAcumaticaRequest = z.infer<typeof resendAcumaticaSchema>;

export const resendAcumaticaResponseSchema = z.object({
  /** Orders now linked to an Acumatica sales order, and those that failed with why. */
  resent: z.number().int(),
  failures: z.array(z.object({ internal_po_number: text(), reason: text() })),
});
export type ResendAcumaticaResponse = z.infer<typeof resendAcumaticaResponseSchema>;

export const pullsheetLabelsQuerySchema = z.object({ pullsheet_id: idParam('pullsheet_id') });

export const REGEN_TYPES = ['packslips', 'labels'] as const;
export const regenSchema = z.object({
  pullsheet_id: id('pullsheet_id'),
  type: z.enum(REGEN_TYPES, { error: 'type must be packslips or labels.' }),
});
export type RegenRequest = z.infer<typeof regenSchema>;

export const regenResponseSchema = z.object({
  pullsheet_id: z.number().int(),
  type: z.enum(REGEN_TYPES),
  /** Packing slips rewritten, or labels bought for packages without one. */
  regenerated: z.number().int(),
  failed: z.number().int(),
});
export type RegenResponse = z.infer<typeof regenResponseSchema>;

export const foamAndBolsterSchema = z
  .object({
    /** Count the sheets cut since then (ISO date-time); since the start of today when left out. */
    startDateTime: text()
      .trim()
      .refine((v) => !Number.isNaN(Date.parse(v)), 'Please enter a valid date/time')
      .optional(),
  })
  .nullish();

const foamLineSchema = z.object({ sku: text(), quantity: z.number().int(), description: text() });
export type FoamLine = z.infer<typeof foamLineSchema>;
export const foamAndBolsterResponseSchema = z.object({
  foam: z.array(foamLineSchema),
  fiber: z.array(foamLineSchema),
  liner: z.array(foamLineSchema),
  /** The sheets counted (additive): none means 'No pullsheets created recently'. */
  pullsheets: z.array(z.number().int()),
});
export type FoamAndBolster = z.infer<typeof foamAndBolsterResponseSchema>;

const sheetLineSchema = z.object({
  sku: text(),
  description: text(),
  quantity: z.number().int(),
  location: text().nullable(),
});

/**
 * What the printed sheet is made of (additive; issue 12 item 2): the sheet, its open order lines
 * with each item's pull location in the sheet's warehouse, and the components of its bundle SKUs.
 * The browser merges, expands and sorts them (shared `printedLines`) as it draws the PDF.
 */
export const pullsheetPrintSchema = z.object({
  pullsheet: pullsheetSchema,
  lines: z.array(sheetLineSchema),
  bundles: z.array(z.object({ sku: text(), components: z.array(sheetLineSchema) })),
});
export type PullsheetPrint = z.infer<typeof pullsheetPrintSchema>;

const PULLSHEETS = { screens: ['/pullsheets'], side: 'dropship' } as const;

export const listPullsheets = defineEndpoint({
  name: 'dropship.pullsheets.list',
  method: 'GET',
  path: '/dropship/pullsheets',
  summary: "Pull sheets of the caller's warehouses, newest first, with the unprocessed order counts",
  access: PULLSHEETS,
  query: pullsheetListQuerySchema,
  response: pullsheetListSchema,
});

export const createPullsheet = defineEndpoint({
  name: 'dropship.pullsheets.create',
  method: 'POST',
  path: '/dropship/pullsheets',
  summary: 'New Pullsheet: group the unprocessed orders of a warehouse, carrier and type, and buy labels',
  access: PULLSHEETS,
  body: createPullsheetSchema,
  response: createPullsheetResponseSchema,
  status: 201,
  idempotent: true,
  refusals: [409],
});

export const splitPullsheet = defineEndpoint({
  name: 'dropship.pullsheets.split',
  method: 'PUT',
  path: '/dropship/pullsheets/split',
  summary: 'Split a sheet of more than 300 pieces in two, orders kept whole',
  access: PULLSHEETS,
  body: pullsheetIdSchema,
  response: splitResponseSchema,
  idempotent: true,
  refusals: [404, 409],
});

export const resendPullsheetAcumatica = defineEndpoint({
  name: 'dropship.pullsheets.resend-acumatica',
  method: 'PUT',
  path: '/dropship/pullsheets/resendAcumatica',
  summary: "Send the sheet's orders Acumatica does not hold yet (admin, acumatica)",
  access: PULLSHEETS,
  body: resendAcumaticaSchema,
  response: resendAcumaticaResponseSchema,
  idempotent: true,
  refusals: [404, 409],
});

export const pullsheetLabels = defineEndpoint({
  name: 'dropship.pullsheets.labels',
  method: 'GET',
  path: '/dropship/pullsheets/labels',
  summary: "The shipping labels of the sheet's packages, in location order, as one ZPL file",
  access: PULLSHEETS,
  query: pullsheetLabelsQuerySchema,
  response: null,
  file: 'application/zpl',
  refusals: [404, 409],
});

export const pullsheetPrint = defineEndpoint({
  name: 'dropship.pullsheets.print',
  method: 'GET',
  path: '/dropship/pullsheets/print',
  summary: "The sheet's lines, locations and bundle components, for the printed pull sheet (PDF)",
  access: PULLSHEETS,
  query: pullsheetLabelsQuerySchema,
  response: pullsheetPrintSchema,
  refusals: [404],
});

export const regenPackslips = defineEndpoint({
  name: 'dropship.pullsheets.regen',
  method: 'PUT',
  path: '/dropship/packslips/regen',
  summary: "Rewrite the sheet's packing slips, or buy the labels its packages lack",
  access: PULLSHEETS,
  body: regenSchema,
  response: regenResponseSchema,
  idempotent: true,
  refusals: [404],
});

export const foamAndBolster = defineEndpoint({
  name: 'dropship.pullsheets.foam-and-bolster',
  method: 'POST',
  path: '/pullsheets/foam-and-bolster',
  summary: 'Foam, fiber and liner to cut for the sheets since a start (today by default)',
  access: PULLSHEETS,
  body: foamAndBolsterSchema,
  response: foamAndBolsterResponseSchema,
});
