import { z } from 'zod';
import { text } from '../fields';
import {
  DATE_ORDER_MESSAGE,
  ORDER_SEARCH_LIMIT,
  ORDER_SEARCH_ORDER_BY,
  ORDER_SEARCH_WAREHOUSES,
} from '../../domain/dropship/order-search';
import { ACUMATICA_STATUS, ORDER_STATUS, TRACKING_STATUS } from '../../domain/dropship/status';
import { isYmd } from '../../lib/dates';
import { defineEndpoint } from '../endpoint';
import { acumaticaStatusSchema, orderStatusSchema, trackingStatusSchema } from './common';

/**
 * GET /api/dropship/order-search (D1 section 7). Empty filters arrive as null: an empty value, the
 * text `null`, or no parameter at all all mean "not filtered". The answer is the compressed envelope.
 */

/**
 * '' and 'null' (a null a client wrote into the query string) mean no filter. These filter fields
 * serve Bulk order search too (src/shared/api/bulk/search.ts).
 */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === 'null' || value === null ? undefined : value;

export const filterText = (field: string) =>
  z.preprocess(
    (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
    text().max(200, `${field} is too long.`).optional(),
  );

export const ymd = (field: string) =>
  z.preprocess(
    (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
    text().refine(isYmd, `${field} must be a date in the form YYYY-MM-DD.`).optional(),
  );

export const wholeNumber = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `${field} must be a whole number.` })
      .int(`${field} must be a whole number.`)
      .min(-2_147_483_648, `${field} is out of range.`)
      .max(2_147_483_647, `${field} is out of range.`)
      .optional(),
  );

/** A status filter: one of the codes of D1 section 4 (an unknown code is refused, not searched for). */
export const statusFilter = (field: string, codes: Record<string, number>) => {
  const values = Object.values(codes);
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `${field} must be a whole number.` })
      .pipe(z.literal(values, { message: `${field} must be one of ${values.join(', ')}.` }))
      .optional(),
  );
};

export const flag = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { message: `${field} must be true or false.` })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  );

/** `limit`: a whole number from 1 to the screen's maximum, which is also the default. */
export const limitField = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Limit must be a whole number.' })
      .int('Limit must be a whole number.')
      .min(1, 'Limit must be at least 1.')
      .max(max, `Limit must be at most ${max}.`)
      .default(max),
  );

export const orderByField = z.preprocess(
  blankToUndefined,
  z
    .enum(ORDER_SEARCH_ORDER_BY, {
      message: `Order by must be one of ${ORDER_SEARCH_ORDER_BY.join(', ')}.`,
    })
    .default('upload_date'),
);

export const descField = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'Desc must be true or false.' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
);

/** The date range rule of both searches: the end date is not before the start date. */
export const datesInOrder = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;
export const DATE_RANGE_ISSUE = { message: DATE_ORDER_MESSAGE, path: ['end_date'] };

export const orderSearchQuerySchema = z
  .object({
    start_date: ymd('Start date'),
    end_date: ymd('End date'),
    vendor_name: filterText('Vendor'),
    acu_order_num: filterText('Acumatica order number'),
    upload_id: wholeNumber('Upload id'),
    pullsheet_id: wholeNumber('Pullsheet id'),
    internal_po_number: filterText('Internal PO number'),
    external_po_number: filterText('External PO number'),
    tracking_number: filterText('Tracking number'),
    name: filterText('Name'),
    sku: filterText('SKU'),
    order_status: statusFilter('Order status', ORDER_STATUS),
    tracking_status: statusFilter('Tracking status', TRACKING_STATUS),
    acumatica_status: statusFilter('Acumatica status', ACUMATICA_STATUS),
    // The screen names them Kentucky and Pennsylvania (D1 section 2); either case is the same warehouse.
    warehouse: z.preprocess(
      (v) => blankToUndefined(typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(ORDER_SEARCH_WAREHOUSES, { message: 'Warehouse must be kentucky or pennsylvania.' }).optional(),
    ),
    limit: limitField(ORDER_SEARCH_LIMIT),
    order_by: orderByField,
    desc: descField,
    on_pullsheet: flag('On pullsheet'),
    order_valid: flag('Order valid'),
  })
  .refine(datesInOrder, DATE_RANGE_ISSUE);
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

/** A shipment of an order: its package and label (the search groups packages by tracking number). */
export const searchShipmentSchema = z.object({
  package_id: z.number().int(),
  tracking_number: text().nullable(),
  carrier: text().nullable(),
  method: text().nullable(),
  tracking_status: trackingStatusSchema.nullable(),
  acu_ship_num: text().nullable(),
  acumatica_status: acumaticaStatusSchema.nullable(),
  truck_number: text().nullable(),
  warehouse: text().nullable(),
  pullsheet_id: z.number().int().nullable(),
  ship_date: text().nullable(),
  reshipped_date: text().nullable(),
  total_quantity: z.number().int(),
});
export type SearchShipment = z.infer<typeof searchShipmentSchema>;

/**
 * One order of the results (grouped by vendor and internal_po_number). Dates are America/New_York
 * wall-clock times as `YYYY-MM-DD HH:MM:SS` (the spec's "T replaced by a space").
 */
export const searchOrderSchema = z.object({
  order_id: z.number().int(),
  vendor_name: text(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  upload_id: z.number().int().nullable(),
  upload_date: text(),
  order_date: text(),
  name: text(),
  city: text(),
  state: text(),
  warehouse: text().nullable(),
  carrier: text().nullable(),
  method: text().nullable(),
  order_status: orderStatusSchema,
  acumatica_status: acumaticaStatusSchema.nullable(),
  acu_order_num: text().nullable(),
  shipments: z.array(searchShipmentSchema),
});
export type SearchOrder = z.infer<typeof searchOrderSchema>;

/** What the envelope decodes to: the orders, newest upload first, at most `limit`. */
export const orderSearchResultSchema = z.object({ data: z.array(searchOrderSchema) });
export type OrderSearchResult = z.infer<typeof orderSearchResultSchema>;

/** Order Search serves /order_search: dropship and warranties, and admin through the menu. */
export const searchOrders = defineEndpoint({
  name: 'dropship.order-search.search',
  method: 'GET',
  path: '/dropship/order-search',
  summary:
    'Dropship orders with their shipments, newest upload first (at most 8000), as the compressed envelope of {data}',
  access: { screens: ['/order_search'], side: 'dropship' },
  query: orderSearchQuerySchema,
  response: orderSearchResultSchema,
  envelope: true,
});
