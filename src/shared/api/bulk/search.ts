import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import {
  DATE_RANGE_ISSUE,
  blankToUndefined,
  datesInOrder,
  descField,
  filterText,
  flag,
  limitField,
  orderByField,
  statusFilter,
  wholeNumber,
  ymd,
} from '../dropship/order-search';
import { ACUMATICA_STATUS } from '../../domain/dropship/status';
import { BULK_SEARCH_LIMIT, BULK_SEARCH_WAREHOUSES } from '../../domain/bulk/search';
import { BULK_ITEM_STATUS, SHIPMENT_STATUS } from '../../domain/bulk/status';

/**
 * Bulk order search (D2 sections 2, 5, 7, 9): GET /bulk/order-search with the query names of D2
 * section 7. Empty filters arrive as null (an empty value, the text `null` or no parameter). It
 * "returns flat rows grouped on the client by internal_po_number": one row per shipment item of an
 * order, and one per line no shipment holds yet, at most `limit` (5000) rows of whole orders,
 * newest upload first. The answer is the compressed envelope of `{data}`.
 */

export const bulkSearchQuerySchema = z
  .object({
    start_date: ymd('Start date'),
    end_date: ymd('End date'),
    vendor_name: filterText('Vendor'),
    acu_order_num: filterText('Acumatica order number'),
    upload_id: wholeNumber('Upload id'),
    internal_po_number: filterText('Internal PO number'),
    external_po_number: filterText('External PO number'),
    pro_number: filterText('PRO number'),
    sku: filterText('SKU'),
    order_status: statusFilter('Order status', BULK_ITEM_STATUS),
    shipment_status: statusFilter('Shipment status', SHIPMENT_STATUS),
    acumatica_status: statusFilter('Acumatica status', ACUMATICA_STATUS),
    warehouse: z.preprocess(
      (v) => blankToUndefined(typeof v === 'string' ? v.trim().toLowerCase() : v),
      z
        .enum(BULK_SEARCH_WAREHOUSES, {
          message: `Warehouse must be one of ${BULK_SEARCH_WAREHOUSES.join(', ')}.`,
        })
        .optional(),
    ),
    limit: limitField(BULK_SEARCH_LIMIT),
    order_by: orderByField,
    desc: descField,
    order_valid: flag('Order valid'),
  })
  .refine(datesInOrder, DATE_RANGE_ISSUE);
export type BulkSearchQuery = z.infer<typeof bulkSearchQuerySchema>;

/**
 * One flat row: the order's fields, one of its lines, and the shipment (pallet group) that holds
 * it with the quantity on that shipment, or null shipment fields and the line's quantity. Dates are
 * America/New_York wall-clock times as `YYYY-MM-DD HH:MM:SS` (D2: "T replaced by a space").
 */
export const bulkSearchRowSchema = z.object({
  order_id: z.number().int(),
  vendor_name: text(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  acu_order_num: text().nullable(),
  upload_id: z.number().int().nullable(),
  upload_date: text(),
  order_date: text(),
  /** 100 Created ... 199 Cancelled (D2 section 4). */
  order_status: z.number().int(),
  acumatica_status: z.number().int().nullable(),
  warehouse: text().nullable(),
  zip_code: text().nullable(),
  item_id: z.number().int(),
  internal_sku: text(),
  item_status: z.number().int(),
  /** Pieces of the line on this shipment, or the line's quantity when no shipment holds it. */
  quantity: z.number().int(),
  /** Dollars as decimal strings. */
  internal_price: text().nullable(),
  external_price: text().nullable(),
  shipment_id: z.number().int().nullable(),
  pro_number: text().nullable(),
  carrier: text().nullable(),
  /** 200 created, 201 confirmed, 299 reshipped. */
  shipment_status: z.number().int().nullable(),
  shipment_warehouse: text().nullable(),
});
export type BulkSearchRow = z.infer<typeof bulkSearchRowSchema>;

export const bulkSearchResultSchema = z.object({ data: z.array(bulkSearchRowSchema) });

export const searchBulkOrders = defineEndpoint({
  name: 'bulk.search.search',
  method: 'GET',
  path: '/bulk/order-search',
  summary:
    'Bulk orders as flat rows (one per shipment item, or per line not shipped), whole orders, newest upload first, at most 5000 rows; the compressed envelope of {data}',
  access: { screens: ['/bulk_search'], side: 'bulk' },
  query: bulkSearchQuerySchema,
  response: bulkSearchResultSchema,
  envelope: true,
});
