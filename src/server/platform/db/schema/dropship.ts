import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyColumn, money } from './columns';

/** File uploads of every side: dropship orders, bulk orders and decisions, Acumatica orders (D1 3). */
export const uploads = pgTable(
  'uploads',
  {
    uploadId: serial('upload_id').primaryKey(),
    company: companyColumn(),
    side: text('side').notNull().$type<'dropship' | 'bulk' | 'acumatica' | 'payments'>(),
    vendorName: text('vendor_name'),
    fileName: text('file_name').notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    orderCount: integer('order_count').notNull().default(0),
    successful: integer('successful').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    user: text('user').notNull(),
    uploadStatus: text('upload_status').notNull(),
    kentucky: integer('kentucky').notNull().default(0),
    pennsylvania: integer('pennsylvania').notNull().default(0),
    failures: jsonb('failures').$type<{ po: string; reason: string }[]>(),
  },
  (t) => [index('uploads_company_side_date_idx').on(t.company, t.side, t.uploadDate)],
);

/** Pull sheets (D1 section 3); `warehouse` is the code, `wh_name` its display name. */
export const pullsheets = pgTable(
  'pullsheets',
  {
    pullsheetId: serial('pullsheet_id').primaryKey(),
    company: companyColumn(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    warehouse: text('warehouse').notNull(),
    carrier: text('carrier').notNull(),
    type: text('type').notNull(),
    statusCode: integer('status_code').notNull(),
    maxStatusCode: integer('max_status_code').notNull(),
    orderCount: integer('order_count').notNull().default(0),
    pieceCount: integer('piece_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdBy: text('created_by'),
    splitFrom: integer('split_from'),
  },
  (t) => [index('pullsheets_company_wh_date_idx').on(t.company, t.warehouse, t.date)],
);

/**
 * What a picker confirmed of a pull sheet's printed line (issue 12 item 3, beyond the spec). One
 * row per sheet and SKU (the printed sheet merges per SKU): the first confirmation wins, so two
 * pickers or a replayed request never count a line twice. `expected` is the line's quantity then;
 * fewer `quantity` is a short pick with its reason; `method` tap carries a tap reason.
 */
export const pullsheetPicks = pgTable(
  'pullsheet_picks',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    pullsheetId: integer('pullsheet_id')
      .notNull()
      .references(() => pullsheets.pullsheetId, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    expected: integer('expected').notNull(),
    method: text('method').notNull().$type<'scan' | 'tap'>(),
    reason: text('reason'),
    shortReason: text('short_reason'),
    pickedBy: text('picked_by').notNull(),
    pickedAt: timestamp('picked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pullsheet_picks_sheet_sku_uq').on(t.pullsheetId, t.sku)],
);

/**
 * A dropship order: one retailer PO (internal_po_number) with its customer address. The spec's
 * flat "order or line" rows are this joined with its lines and packages.
 */
export const dropshipOrders = pgTable(
  'dropship_orders',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    vendorName: text('vendor_name').notNull(),
    vendorCode: text('vendor_code'),
    uploadId: integer('upload_id'),
    internalPoNumber: text('internal_po_number').notNull(),
    externalPoNumber: text('external_po_number'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    carrier: text('carrier'),
    method: text('method'),
    warehouse: text('warehouse'),
    orderStatus: integer('order_status').notNull(),
    acumaticaStatus: integer('acumatica_status'),
    acuOrderNum: text('acu_order_num'),
    vendorStatus: integer('vendor_status'),
    decision: text('decision'),
    pickupTime: timestamp('pickup_time', { withTimezone: true }),
    vendorParams: jsonb('vendor_params').$type<
      { requested_on?: string; note?: string } & Record<string, unknown>
    >(),
    heldAt: timestamp('held_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dropship_orders_po_uq').on(t.company, t.vendorName, t.internalPoNumber),
    index('dropship_orders_upload_date_idx').on(t.company, t.uploadDate),
    index('dropship_orders_vendor_date_idx').on(t.company, t.vendorName, t.uploadDate),
    index('dropship_orders_po_idx').on(t.company, t.internalPoNumber),
    index('dropship_orders_ext_po_idx').on(t.company, t.externalPoNumber),
    index('dropship_orders_acu_idx').on(t.company, t.acuOrderNum),
    index('dropship_orders_upload_idx').on(t.company, t.uploadId),
    index('dropship_orders_status_idx').on(t.company, t.orderStatus, t.uploadDate),
    // Order Search's Acumatica-status filter: a rare status (Order Failed) without reading every order.
    index('dropship_orders_acumatica_status_idx').on(t.company, t.acumaticaStatus, t.uploadDate),
    index('dropship_orders_name_idx').on(t.company, sql`lower(${t.name})`),
  ],
);

/** A package (shipment) of a dropship order: the label and its tracking (D1 section 2, drawer). */
export const dropshipPackages = pgTable(
  'dropship_packages',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => dropshipOrders.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    method: text('method'),
    trackingStatus: integer('tracking_status'),
    acuShipNum: text('acu_ship_num'),
    acumaticaStatus: integer('acumatica_status'),
    truckNumber: text('truck_number'),
    toteId: text('tote_id'),
    warehouse: text('warehouse'),
    pullsheetId: integer('pullsheet_id').references(() => pullsheets.pullsheetId, { onDelete: 'set null' }),
    shipDate: timestamp('ship_date', { withTimezone: true }),
    reshippedDate: date('reshipped_date'),
    boxType: text('box_type'),
    weightLbs: money('weight_lbs'),
    totalQuantity: integer('total_quantity').notNull().default(0),
    labelKey: text('label_key'),
    packslipKey: text('packslip_key'),
    trackingError: text('tracking_error'),
  },
  (t) => [
    index('dropship_packages_order_idx').on(t.orderId),
    index('dropship_packages_tracking_idx').on(t.company, t.trackingNumber),
    // Order Search's tracking-status filter: the orders with a package in a status, without reading
    // every order of the company (the order id makes it an index-only scan).
    index('dropship_packages_tracking_status_idx').on(t.company, t.trackingStatus, t.orderId),
    index('dropship_packages_pullsheet_idx').on(t.pullsheetId),
    index('dropship_packages_failed_idx')
      .on(t.company)
      .where(sql`${t.trackingError} is not null`),
  ],
);

/** An order line; `id` is the spec's order_id (update_tracking and transfer name lines by it). */
export const dropshipOrderLines = pgTable(
  'dropship_order_lines',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => dropshipOrders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => dropshipPackages.id, { onDelete: 'set null' }),
    internalSku: text('internal_sku').notNull(),
    externalSku: text('external_sku'),
    rootSku: text('root_sku'),
    description: text('description'),
    quantity: integer('quantity').notNull(),
    internalPrice: money('internal_price'),
    externalPrice: money('external_price'),
    orderStatus: integer('order_status').notNull(),
    cancelReason: text('cancel_reason'),
    location: text('location'),
  },
  (t) => [
    index('dropship_lines_order_idx').on(t.orderId),
    index('dropship_lines_sku_idx').on(t.company, t.internalSku),
    index('dropship_lines_package_idx').on(t.packageId),
  ],
);

/** Static file update actions of Inventory Management (D1 section 3). */
export const staticActions = pgTable(
  'static_actions',
  {
    actionId: serial('action_id').primaryKey(),
    company: companyColumn(),
    action: text('action').notNull(),
    user: text('user').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    successful: integer('successful').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    status: text('status').notNull(),
    fileName: text('file_name'),
    /** Why a failed action failed (the row, the column), or a note on a finished one. */
    reason: text('reason'),
  },
  (t) => [index('static_actions_company_date_idx').on(t.company, t.date)],
);

/**
 * USPS scan forms (D1 section 7, /dropship/usps/scansheets): one per create, for a warehouse's day of
 * USPS packages; `key` is the form's PDF in the file store, `form_id` the carrier's number for it.
 */
export const uspsScanForms = pgTable(
  'usps_scan_forms',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    warehouse: text('warehouse').notNull(),
    /** The office day (America/New_York) whose packages the form holds. */
    day: date('day').notNull(),
    formId: text('form_id').notNull(),
    key: text('key').notNull(),
    packageCount: integer('package_count').notNull(),
    user: text('user').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usps_scan_forms_key_idx').on(t.key),
    index('usps_scan_forms_company_date_idx').on(t.company, t.createdAt),
  ],
);

/** The tracking numbers on each scan form; a package goes on one form only (the unique index). */
export const uspsScanFormPackages = pgTable(
  'usps_scan_form_packages',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    scanFormId: integer('scan_form_id')
      .notNull()
      .references(() => uspsScanForms.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
  },
  (t) => [
    uniqueIndex('usps_scan_form_packages_tracking_idx').on(t.company, t.trackingNumber),
    index('usps_scan_form_packages_form_idx').on(t.scanFormId),
  ],
);
