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
import { companyColumn, createdAt, money } from './columns';

/** A bulk EDI purchase order (D2 section 3); `stage` is its tab in the lifecycle. */
export const bulkOrders = pgTable(
  'bulk_orders',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    internalPoNumber: text('internal_po_number').notNull(),
    externalPoNumber: text('external_po_number'),
    vendorName: text('vendor_name').notNull(),
    vendorCode: text('vendor_code'),
    uploadId: integer('upload_id'),
    warehouse: text('warehouse'),
    acuOrderNum: text('acu_order_num'),
    acumaticaStatus: integer('acumatica_status'),
    stage: text('stage').notNull(),
    orderStatus: integer('order_status').notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    price: money('price'),
    orderPieces: integer('order_pieces'),
    requestedShipDate: date('requested_ship_date'),
    deliverBy: date('deliver_by'),
    deliverWindowStart: date('deliver_window_start'),
    deliverWindowEnd: date('deliver_window_end'),
    shipWindowStart: date('ship_window_start'),
    shipWindowEnd: date('ship_window_end'),
    requestedPickup: date('requested_pickup'),
    name: text('name'),
    attention: text('attention'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    location: text('location'),
    billingName: text('billing_name'),
    billingAddress1: text('billing_address1'),
    billingAddress2: text('billing_address2'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZipCode: text('billing_zip_code'),
    asnStatus: integer('asn_status').notNull().default(300),
    invoiceStatus: integer('invoice_status').notNull().default(700),
    /** Why the last 856 (asn_status -301) or 810 (invoice_status -701) could not be sent. */
    asnError: text('asn_error'),
    invoiceError: text('invoice_error'),
    pickupDate: date('pickup_date'),
    volumeCf: money('volume_cf'),
    weightLbs: money('weight_lbs'),
    note: text('note'),
    pullsheetDownloadedAt: timestamp('pullsheet_downloaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bulk_orders_po_uq').on(t.company, t.vendorName, t.internalPoNumber),
    index('bulk_orders_stage_idx').on(t.company, t.stage, t.warehouse, t.uploadDate),
    index('bulk_orders_upload_date_idx').on(t.company, t.uploadDate),
    index('bulk_orders_acu_idx').on(t.company, t.acuOrderNum),
    index('bulk_orders_ext_po_idx').on(t.company, t.externalPoNumber),
  ],
);

/** A bulk order line with its decision and per-decision, per-warehouse quantities. */
export const bulkOrderItems = pgTable(
  'bulk_order_items',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => bulkOrders.id, { onDelete: 'cascade' }),
    internalSku: text('internal_sku').notNull(),
    externalSku: text('external_sku'),
    rootSku: text('root_sku'),
    description: text('description'),
    quantity: integer('quantity').notNull(),
    internalPrice: money('internal_price'),
    externalPrice: money('external_price'),
    casePacks: integer('case_packs'),
    boxes: integer('boxes'),
    decision: text('decision'),
    shipMethod: text('ship_method'),
    fulfillKy: integer('fulfill_ky').notNull().default(0),
    fulfillPa: integer('fulfill_pa').notNull().default(0),
    fulfillTx: integer('fulfill_tx').notNull().default(0),
    fulfillIl: integer('fulfill_il').notNull().default(0),
    backOrdered: integer('back_ordered').notNull().default(0),
    discontinued: integer('discontinued').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    kyMethod: text('ky_method'),
    paMethod: text('pa_method'),
    txMethod: text('tx_method'),
    ilMethod: text('il_method'),
    orderStatus: integer('order_status').notNull(),
    vendorParams: jsonb('vendor_params').$type<{ note?: string } & Record<string, unknown>>(),
  },
  (t) => [
    index('bulk_items_order_idx').on(t.orderId),
    index('bulk_items_sku_idx').on(t.company, t.internalSku),
  ],
);

/** A bulk shipment (a pallet group under one PRO number) with its dock details. */
export const bulkShipments = pgTable(
  'bulk_shipments',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => bulkOrders.id, { onDelete: 'cascade' }),
    proNumber: text('pro_number'),
    bol: text('bol'),
    carrier: text('carrier'),
    shipDate: date('ship_date'),
    expectedDelivery: date('expected_delivery'),
    truckNumber: text('truck_number'),
    shipmentPrice: money('shipment_price'),
    acuShipNum: text('acu_ship_num'),
    acumaticaStatus: integer('acumatica_status'),
    totalOnShipment: integer('total_on_shipment'),
    shipmentStatus: integer('shipment_status').notNull(),
    warehouse: text('warehouse'),
    method: text('method'),
    toteNumber: text('tote_number'),
    pullsheetId: integer('pullsheet_id'),
    reshippedDate: date('reshipped_date'),
    dockAppointment: timestamp('dock_appointment', { withTimezone: true }),
    destination: text('destination'),
    pallets: integer('pallets'),
    pieces: integer('pieces'),
  },
  (t) => [
    index('bulk_shipments_order_idx').on(t.orderId),
    index('bulk_shipments_pro_idx').on(t.company, t.proNumber),
    index('bulk_shipments_ship_date_idx').on(t.company, t.warehouse, t.shipDate),
  ],
);

export const bulkShipmentItems = pgTable(
  'bulk_shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => bulkShipments.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => bulkOrderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('bulk_shipment_items_shipment_idx').on(t.shipmentId)],
);

/** Lot numbers and expiry dates per bulk item (D2 Lots). */
export const lots = pgTable(
  'lots',
  {
    lotId: serial('lot_id').primaryKey(),
    company: companyColumn(),
    itemId: integer('item_id')
      .notNull()
      .references(() => bulkOrderItems.id, { onDelete: 'cascade' }),
    internalSku: text('internal_sku').notNull(),
    lotNumber: text('lot_number').notNull(),
    manufacturer: text('manufacturer'),
    expirationDate: date('expiration_date').notNull(),
    productionDate: date('production_date'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lots_item_uq').on(t.itemId)],
);

export const bulkInvoices = pgTable(
  'bulk_invoices',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => bulkOrders.id, { onDelete: 'cascade' }),
    acuInvoiceNum: text('acu_invoice_num'),
    imsCost: money('ims_cost'),
    invoiceCost: money('invoice_cost'),
    vendorStatus: integer('vendor_status').notNull().default(700),
  },
  (t) => [uniqueIndex('bulk_invoices_order_uq').on(t.orderId)],
);

/** Incoming order change requests from vendors (D2 section 3). */
export const changeRequests = pgTable(
  'change_requests',
  {
    requestId: serial('request_id').primaryKey(),
    company: companyColumn(),
    changeDate: timestamp('change_date', { withTimezone: true }).notNull().defaultNow(),
    orderId: integer('order_id').references(() => bulkOrders.id, { onDelete: 'set null' }),
    internalPoNumber: text('internal_po_number').notNull(),
    vendorName: text('vendor_name').notNull(),
    type: text('type').notNull(),
    requestStatus: integer('request_status').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('change_requests_company_status_idx').on(t.company, t.requestStatus, t.changeDate)],
);

export const changeRequestDetails = pgTable(
  'change_request_details',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => changeRequests.requestId, { onDelete: 'cascade' }),
    subType: text('sub_type').notNull(),
    detail: text('detail').notNull(),
    value: text('value'),
    oldValue: text('old_value'),
    internalSku: text('internal_sku'),
    quantity: integer('quantity'),
    externalPrice: money('external_price'),
  },
  (t) => [index('change_request_details_request_idx').on(t.requestId)],
);

/** Every EDI exchange with a vendor, with the X12 text itself (D2 EDI Transaction Report). */
export const ediTransactions = pgTable(
  'edi_transactions',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    side: text('side').notNull().$type<'dropship' | 'bulk'>(),
    gsId: text('gs_id').notNull(),
    vendorName: text('vendor_name').notNull(),
    messageDate: timestamp('message_date', { withTimezone: true }).notNull().defaultNow(),
    internalPoNumber: text('internal_po_number'),
    status: text('status').notNull(),
    type: text('type').notNull(),
    direction: text('direction').notNull().$type<'inbound' | 'outbound'>(),
    body: text('body').notNull(),
  },
  (t) => [
    index('edi_company_side_date_idx').on(t.company, t.side, t.messageDate),
    index('edi_po_idx').on(t.company, t.internalPoNumber),
  ],
);

/** The production schedule behind the calendar (D2 Production Calendar, daily capacity 4300). */
export const productionSchedule = pgTable(
  'production_schedule',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    date: date('date').notNull(),
    warehouse: text('warehouse').notNull(),
    vendorName: text('vendor_name').notNull(),
    qty: integer('qty').notNull(),
    orderId: integer('order_id').references(() => bulkOrders.id, { onDelete: 'set null' }),
  },
  (t) => [index('production_schedule_date_idx').on(t.company, t.warehouse, t.date)],
);

/**
 * The shipping units of a bulk shipment, each with its SSCC-18 (the serial shipping container code
 * of its GS1-128 label): pallets (level 'pallet', no item) and the cartons on them (level 'carton',
 * one SKU each, `quantity` pieces). The 856 ASN is built from these (HL T pallet, HL P carton).
 */
export const bulkCartons = pgTable(
  'bulk_cartons',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => bulkShipments.id, { onDelete: 'cascade' }),
    level: text('level').notNull().$type<'pallet' | 'carton'>(),
    /** The pallet a carton is on; null for a pallet. */
    palletId: integer('pallet_id'),
    sscc: text('sscc').notNull(),
    itemId: integer('item_id').references(() => bulkOrderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity'),
  },
  (t) => [
    uniqueIndex('bulk_cartons_sscc_uq').on(t.sscc),
    index('bulk_cartons_shipment_idx').on(t.shipmentId),
  ],
);
