import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import {
  BULK_ORDER_NUMBER_MAX,
  BULK_PULLSHEET_MESSAGES as M,
  dateRangeProblem,
  lookupOrderNumber,
} from '../../domain/bulk/bulk-pullsheets';
import { BULK_WAREHOUSES } from '../../domain/bulk/status';

/**
 * Bulk Pull Sheets (D2 sections 2, 5, 7 and 9): `GET /bulk/pullsheets` answers the bulk orders whose
 * pull sheets are printed, with their lines as the bulk tables hold them, and
 * `POST /bulk/pullsheets/insert-download-info` records that they were downloaded. The spec names
 * both calls but shows neither their parameters nor their answers ("details not shown"); what is
 * here is ours:
 *
 * - `?acu_order_num=` (padded to 7 by the server too): the orders with that Acumatica order number;
 *   none answers 404 'Could not find order number!'; blank answers 400 'Enter an order number!'.
 * - `?start_date=&end_date=` (YYYY-MM-DD, both included, at most 31 days): the orders with an
 *   Acumatica order number whose order date falls on those days at the office (America/New_York),
 *   by ERP order number (the file is named after the first and last); none answers 200 with no orders (the screen says 'Could not find any orders!').
 *
 * An order's lines are those still to pull at the order's warehouse: not cancelled (199), with the
 * quantity the decision sends there (fulfill_ky, fulfill_pa, fulfill_tx or fulfill_il) above 0.
 */

const orderNumber = text()
  .trim()
  .max(BULK_ORDER_NUMBER_MAX, `acu_order_num must be at most ${BULK_ORDER_NUMBER_MAX} characters.`);

const day = (name: string) => text().trim().max(10, `${name} must be a date as YYYY-MM-DD.`);

export const bulkPullsheetQuerySchema = z
  .object({
    /** An Acumatica order number; left-padded with zeros to 7 before the lookup. */
    acu_order_num: orderNumber.optional(),
    start_date: day('start_date').optional(),
    end_date: day('end_date').optional(),
  })
  .superRefine((q, ctx) => {
    const range = q.start_date !== undefined || q.end_date !== undefined;
    if (q.acu_order_num !== undefined) {
      if (range)
        ctx.addIssue({ code: 'custom', message: 'Give acu_order_num or start_date and end_date, not both.' });
      else if (lookupOrderNumber(q.acu_order_num) === null)
        ctx.addIssue({ code: 'custom', message: M.enterOrderNumber, path: ['acu_order_num'] });
      return;
    }
    if (!range) {
      ctx.addIssue({ code: 'custom', message: 'Give acu_order_num, or start_date and end_date.' });
      return;
    }
    const problem = dateRangeProblem(q.start_date, q.end_date);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type BulkPullsheetQuery = z.input<typeof bulkPullsheetQuerySchema>;

/** One line of a bulk pull sheet: a bulk order item with its catalog attributes. */
export const bulkPullsheetLineSchema = z.object({
  /** bulk_order_items.id */
  item_id: z.number().int(),
  /** The SKU printed (internal_sku). */
  sku: text(),
  external_sku: text().nullable(),
  root_sku: text().nullable(),
  description: text(),
  /** Size word of the catalog (Small, Medium, Large, XL, Jumbo, Jumbo Plus) or null. */
  size: text().nullable(),
  colour: text().nullable(),
  /** Pieces to pull at the order's warehouse. */
  quantity: z.number().int(),
  /** Pull location at Pennsylvania (used when warehouse_code is '02'). */
  pa_location: text().nullable(),
  /** Pull location of the main warehouse, MCA (Kentucky), used by every other warehouse code. */
  mca_location: text().nullable(),
  /** Foam insert of the item (Orthopedic, Memory, ...) or null: it goes on the foam sheet. */
  foam: text().nullable(),
  /** Bolster of the item (filled with fiber) or null: it goes on the bolster / fill sheet. */
  bolster: text().nullable(),
  /** Pieces per box (case pack) of the line and the boxes it ships in, for the box totals. */
  case_packs: z.number().int().nullable(),
  boxes: z.number().int().nullable(),
  default_box: text().nullable(),
});
export type BulkPullsheetLine = z.infer<typeof bulkPullsheetLineSchema>;

/** One bulk order with the lines of its pull sheet (D2 section 9). */
export const bulkPullsheetOrderSchema = z.object({
  /** bulk_orders.id */
  order_id: z.number().int(),
  /** The ERP order number, padded to 7: the sheet's name. */
  acu_order_num: text(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  /** The customer (vendor). */
  vendor_name: text(),
  /** kentucky, pennsylvania, texas or illinois; null when no decision has placed it yet. */
  warehouse: z.enum(BULK_WAREHOUSES).nullable(),
  /** The ERP's code of that warehouse ('02' Pennsylvania; see BULK_WAREHOUSE_CODES). */
  warehouse_code: text().nullable(),
  /** ISO time of the order. */
  order_date: text(),
  /** ISO time its pull sheet was last downloaded, null when never. */
  pullsheet_downloaded_at: text().nullable(),
  /** Sum of the lines' quantities. */
  total_pieces: z.number().int(),
  lines: z.array(bulkPullsheetLineSchema),
});
export type BulkPullsheetOrder = z.infer<typeof bulkPullsheetOrderSchema>;

export const bulkPullsheetsSchema = z.object({ orders: z.array(bulkPullsheetOrderSchema) });
export type BulkPullsheets = z.infer<typeof bulkPullsheetsSchema>;

export const getBulkPullsheets = defineEndpoint({
  name: 'bulk.bulk-pullsheets.orders',
  method: 'GET',
  path: '/bulk/pullsheets',
  summary:
    'The bulk orders of one Acumatica order number (padded to 7) or of an order-date range, with the lines of their pull sheets',
  access: { screens: ['/bulk_pullsheets'], side: 'bulk' },
  query: bulkPullsheetQuerySchema,
  response: bulkPullsheetsSchema,
  refusals: [400, 403, 404],
});

/** The most orders one download may record (a 31-day range of a busy vendor fits). */
export const MAX_DOWNLOAD_ORDERS = 2000;

export const insertDownloadInfoSchema = z.object({
  /** The Acumatica order numbers whose pull sheets were downloaded; each padded to 7. */
  acu_order_nums: z
    .array(
      orderNumber.refine((v) => lookupOrderNumber(v) !== null, M.enterOrderNumber),
      { error: 'acu_order_nums must be a list of Acumatica order numbers.' },
    )
    .min(1, M.enterOrderNumber)
    .max(MAX_DOWNLOAD_ORDERS, `At most ${MAX_DOWNLOAD_ORDERS} orders at once.`),
});
export type InsertDownloadInfo = z.input<typeof insertDownloadInfoSchema>;

export const downloadInfoSchema = z.object({
  /** ISO time recorded on every order named. */
  pullsheet_downloaded_at: text(),
  /** The padded numbers recorded. */
  acu_order_nums: z.array(text()),
});
export type DownloadInfo = z.infer<typeof downloadInfoSchema>;

export const insertBulkPullsheetDownloadInfo = defineEndpoint({
  name: 'bulk.bulk-pullsheets.insert-download-info',
  method: 'POST',
  path: '/bulk/pullsheets/insert-download-info',
  summary:
    'Record now as the pull sheet download time of the bulk orders with these Acumatica order numbers (404 and nothing written when one is unknown)',
  access: { screens: ['/bulk_pullsheets'], side: 'bulk' },
  body: insertDownloadInfoSchema,
  response: downloadInfoSchema,
  refusals: [400, 403, 404],
});
