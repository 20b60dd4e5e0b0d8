import { z } from 'zod';
import { errorSchema } from '../common';
import { MAX_INTEGER, id, text } from '../fields';
import { WARRANTY_STATUS } from '../../domain/warranty/status';
import { parseWarrantyDate } from '../../domain/warranty/dates';
import { blankToUndefined, filterText, statusFilter } from '../dropship/order-search';
import { defineEndpoint } from '../endpoint';

/**
 * Warranty orders (D3 section 7 "Warranty"): GET /api/dropship/warranty/orders, POST
 * /api/dropship/warranty, PUT /api/dropship/warranty/update_item, update_order_info and cancel.
 * One warranty order (a PO) has many item rows; every answer row is flat (order header + one item,
 * D3 section 3). Warranty calls use the dropship form of the company header.
 */

/** One item row with its order's header (D3 section 3). `order_date` is YYYY-MM-DD. */
export const warrantyRowSchema = z.object({
  order_date: text(),
  order_status: z.number().int(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  order_type: text().nullable(),
  vendor: text().nullable(),
  warehouse: text().nullable(),
  warranty_issued: text(),
  reason: text(),
  fast_shipping: text().nullable(),
  customer_name: text(),
  email: text().nullable(),
  street: text(),
  street_2: text().nullable(),
  city: text(),
  state: text(),
  zip_code: text(),
  warranty_id: z.number().int(),
  original_sku: text(),
  internal_sku: text(),
  quantity: z.number().int(),
  lot_number: text().nullable(),
  warehouse_notes: text().nullable(),
  notes: text(),
});
export type WarrantyRow = z.infer<typeof warrantyRowSchema>;

export const WARRANTY_ORDER_BY = ['warranty_id', 'order_date', 'internal_po_number'] as const;
export type WarrantyOrderBy = (typeof WARRANTY_ORDER_BY)[number];

/** The most rows one GET answers (graphs over all time ask for many); the search asks for 1,000. */
export const WARRANTY_ROWS_MAX = 50_000;
export const WARRANTY_SEARCH_LIMIT = 1000;

const looseDate = (field: string) =>
  z.preprocess(
    (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
    text()
      .refine((v) => parseWarrantyDate(v) !== null, `${field} must be a date (year-month-day).`)
      .transform((v) => parseWarrantyDate(v) ?? v)
      .optional(),
  );

/**
 * The query of D3 section 7. Blank values mean "not filtered". `order_by` warranty_id (default)
 * and internal_po_number sort ascending; order_date sorts newest first (so a limited search keeps
 * the latest orders), then by warranty_id. internal_po_number, customer_name and internal_sku match
 * any part, case-insensitively (internal_sku matches the Original SKU too); reason and vendor match
 * exactly. start_date and end_date are inclusive order dates.
 */
export const warrantyOrdersQuerySchema = z
  .object({
    order_by: z.preprocess(
      blankToUndefined,
      z
        .enum(WARRANTY_ORDER_BY, { message: `Order by must be one of ${WARRANTY_ORDER_BY.join(', ')}.` })
        .default('warranty_id'),
    ),
    order_status: statusFilter('Order status', WARRANTY_STATUS),
    start_date: looseDate('Start date'),
    end_date: looseDate('End date'),
    internal_po_number: filterText('PO Number'),
    internal_sku: filterText('SKU'),
    customer_name: filterText('Customer name'),
    reason: filterText('Reason'),
    vendor: filterText('Vendor'),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ message: 'Limit must be a whole number.' })
        .int('Limit must be a whole number.')
        .min(1, 'Limit must be at least 1.')
        .max(WARRANTY_ROWS_MAX, `Limit must be at most ${WARRANTY_ROWS_MAX}.`)
        .default(WARRANTY_SEARCH_LIMIT),
    ),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'End date must not be before start date.',
    path: ['end_date'],
  });
export type WarrantyOrdersQuery = z.input<typeof warrantyOrdersQuerySchema>;

/** A text field of a body: null, or a string (blank means null; the server trims). */
const field = (max = 500) => text().max(max, `must be at most ${max} characters`).nullish();

/** Quantity: a whole number (a numeric string is read as one); blank is missing. */
const quantityField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim())) : v),
  z
    .number({ message: 'Quantity must be a whole number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_INTEGER, 'Quantity is too large.')
    .nullish(),
);

/** Order header fields of POST /dropship/warranty and PUT update_order_info. */
const headerShape = {
  order_date: field(40),
  internal_po_number: field(100),
  external_po_number: field(100),
  /** Sent by the spec's client (1 for a new order); the server sets it itself. */
  order_status: z.number().int().min(0).max(MAX_INTEGER).nullish(),
  order_type: field(40),
  vendor: field(200),
  warehouse: field(100),
  warranty_issued: field(40),
  reason: field(200),
  fast_shipping: field(10),
  customer_name: field(200),
  email: field(320),
  street: field(300),
  street_2: field(300),
  city: field(200),
  state: field(100),
  zip_code: field(40),
};

/** Item fields of POST /dropship/warranty and PUT update_item. */
const itemShape = {
  original_sku: field(200),
  internal_sku: field(200),
  quantity: quantityField,
  lot_number: field(100),
  warehouse_notes: field(2000),
  notes: field(2000),
};

/**
 * POST /dropship/warranty: one item with its order's header. A new PO makes the order (status 1);
 * the same PO again with the same header while the order is open adds the item to it (Add Item);
 * the same PO with another header, or of an order no longer open, is a duplicate (400 with
 * errorMessage). Required fields answer 400 with every missing field's message, one per line.
 */
export const createWarrantySchema = z.object({ ...headerShape, ...itemShape });
export type CreateWarranty = z.input<typeof createWarrantySchema>;

export const createWarrantyAnswerSchema = z.object({
  success: z.boolean(),
  message: text(),
  /** Ours: the new item's id and whether it was added to an existing open order. */
  warranty_id: z.number().int(),
  added_to_order: z.boolean(),
});
export type CreateWarrantyAnswer = z.infer<typeof createWarrantyAnswerSchema>;

/** The duplicate PO answer: 400 with the spec's errorMessage beside our {error, message}. */
export const duplicatePoSchema = errorSchema.extend({ errorMessage: text() });

export const updateWarrantyItemSchema = z.object({ ...itemShape, warranty_id: id('warranty_id') });
export type UpdateWarrantyItem = z.input<typeof updateWarrantyItemSchema>;

/** The header of the order named by internal_po_number (read-only); order_status is not changed here. */
export const updateWarrantyOrderSchema = z.object(headerShape);
export type UpdateWarrantyOrder = z.input<typeof updateWarrantyOrderSchema>;

export const cancelWarrantySchema = z.object({ internal_po_number: field(100) });
export type CancelWarranty = z.input<typeof cancelWarrantySchema>;

/** Warranty screens: the insert and search screens (with the drawer) and the graphs. */
const READ = {
  screens: ['/warranty_insert', '/warranty_search', '/warranty_graphs'],
  side: 'dropship',
} as const;
const WRITE = { screens: ['/warranty_insert', '/warranty_search'], side: 'dropship' } as const;

export const listWarrantyOrders = defineEndpoint({
  name: 'warranty.orders.list',
  method: 'GET',
  path: '/dropship/warranty/orders',
  summary: 'Warranty item rows (flat, with their order header) matching the filters',
  access: READ,
  query: warrantyOrdersQuerySchema,
  response: z.array(warrantyRowSchema),
});

export const createWarranty = defineEndpoint({
  name: 'warranty.orders.create',
  method: 'POST',
  path: '/dropship/warranty',
  summary: 'Save a warranty order item (a new PO, or one more item of an open PO with the same header)',
  access: WRITE,
  body: createWarrantySchema,
  response: createWarrantyAnswerSchema,
  status: 201,
  idempotent: true,
});

export const updateWarrantyItem = defineEndpoint({
  name: 'warranty.orders.update-item',
  method: 'PUT',
  path: '/dropship/warranty/update_item',
  summary: 'Change one item of an open warranty order (true on success)',
  access: WRITE,
  body: updateWarrantyItemSchema,
  response: z.literal(true),
  refusals: [404, 409],
});

export const updateWarrantyOrder = defineEndpoint({
  name: 'warranty.orders.update-order-info',
  method: 'PUT',
  path: '/dropship/warranty/update_order_info',
  summary: 'Change the header of an open warranty order named by internal_po_number (true on success)',
  access: WRITE,
  body: updateWarrantyOrderSchema,
  response: z.literal(true),
  refusals: [404, 409],
});

export const cancelWarranty = defineEndpoint({
  name: 'warranty.orders.cancel',
  method: 'PUT',
  path: '/dropship/warranty/cancel',
  summary: 'Cancel an open warranty order (status 199; true on success)',
  access: WRITE,
  body: cancelWarrantySchema,
  response: z.literal(true),
  refusals: [404, 409],
});
