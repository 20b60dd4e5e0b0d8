import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyColumn, createdAt, money } from './columns';
import type { SimAddress } from './sandbox';

/** Simulator state of the merchant's partners: carriers, vendors (EDI inbox) and the Geodis 3PL. */

/** Carrier labels; status uses the tracking codes 200 created, 201 confirmed, 299 reshipped. */
export const simCarrierLabels = pgTable(
  'sim_carrier_labels',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    reference: text('reference').notNull(),
    warehouse: text('warehouse'),
    shipTo: jsonb('ship_to').$type<SimAddress>().notNull(),
    weightLbs: money('weight_lbs').notNull(),
    status: integer('status').notNull(),
    labelKey: text('label_key').notNull(),
    reshippedTo: text('reshipped_to'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_carrier_labels_tracking_uq').on(t.trackingNumber),
    index('sim_carrier_labels_reference_idx').on(t.company, t.reference),
  ],
);

export const simCarrierEvents = pgTable(
  'sim_carrier_events',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    labelId: integer('label_id')
      .notNull()
      .references(() => simCarrierLabels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    occurredAt: at('occurred_at').notNull(),
  },
  // One event per code and label: two trackers reading at once must not record a scan twice.
  (t) => [uniqueIndex('sim_carrier_events_label_code_uq').on(t.labelId, t.code)],
);

export type SimInboxLine = {
  lineNbr: number;
  sku: string;
  vendorSku: string;
  quantity: number;
  unitPrice: string;
};

/** Orders waiting at a vendor to be downloaded (each becomes an inbound 850 when downloaded). */
export const simVendorInbox = pgTable(
  'sim_vendor_inbox',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    side: text('side').notNull().$type<'dropship' | 'bulk'>(),
    vendorName: text('vendor_name').notNull(),
    poNumber: text('po_number').notNull(),
    orderDate: at('order_date').notNull(),
    shipTo: jsonb('ship_to').$type<SimAddress>().notNull(),
    lines: jsonb('lines').$type<SimInboxLine[]>().notNull(),
    createdAt: createdAt(),
    downloadedAt: at('downloaded_at'),
  },
  (t) => [
    uniqueIndex('sim_vendor_inbox_po_uq').on(t.company, t.side, t.vendorName, t.poNumber),
    index('sim_vendor_inbox_waiting_idx')
      .on(t.company, t.side, t.vendorName, t.id)
      .where(sql`${t.downloadedAt} is null`),
  ],
);

export type SimTplAddress = {
  name: string;
  address: string;
  address_2?: string | null;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  account_number?: string | null;
};
export type SimTplItem = { sku: string; order_qty: number; uom: string; price: string };

/** Sales orders sent to the 3PL (provider 10, Geodis): Received, then Shipped or Cancelled. */
export const simTplOrders = pgTable(
  'sim_tpl_orders',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    provider: integer('provider').notNull(),
    orderId: text('order_id').notNull(),
    soNumber: text('so_number').notNull(),
    poNumber: text('po_number').notNull(),
    dueDate: text('due_date'),
    shipTo: jsonb('ship_to').$type<SimTplAddress>().notNull(),
    billTo: jsonb('bill_to').$type<SimTplAddress>().notNull(),
    items: jsonb('items').$type<SimTplItem[]>().notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('sim_tpl_orders_so_uq').on(t.company, t.provider, t.soNumber),
    uniqueIndex('sim_tpl_orders_id_uq').on(t.provider, t.orderId),
    check('sim_tpl_orders_status_ck', sql`${t.status} in ('Received', 'Shipped', 'Cancelled')`),
  ],
);

export type SimAsnLine = {
  shipmentNbr: string | null;
  sku: string;
  description: string | null;
  quantity: number;
  /** What the dock counted of the line; its quantity when absent. */
  received?: number;
};

/** Advance ship notices of transfer orders travelling to the 3PL. */
export const simTplAsns = pgTable(
  'sim_tpl_asns',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    provider: integer('provider').notNull(),
    asnNumber: text('asn_number').notNull(),
    transferOrderNbr: text('transfer_order_nbr').notNull(),
    toWarehouse: text('to_warehouse').notNull(),
    lines: jsonb('lines').$type<SimAsnLine[]>().notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sim_tpl_asns_transfer_uq').on(t.company, t.provider, t.transferOrderNbr)],
);

/** Every cancellation request, accepted or not, as the 3PL's audit would show it. */
export const simTplCancellations = pgTable(
  'sim_tpl_cancellations',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    provider: integer('provider').notNull(),
    orderNumber: text('order_number').notNull(),
    accepted: boolean('accepted').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('sim_tpl_cancellations_order_idx').on(t.company, t.provider, t.orderNumber)],
);

/** The 3PL's own stock per SKU (its inventory feed). */
export const simTplInventory = pgTable(
  'sim_tpl_inventory',
  {
    company: companyColumn(),
    provider: integer('provider').notNull(),
    sku: text('sku').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    available: integer('available').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company, t.provider, t.sku] })],
);

export type SimCartonLot = { lotNumber: string; shippedQuantity: number };
export type SimCartonLine = {
  lineNumber: number;
  sku: string;
  shippedQuantity: number;
  lots: SimCartonLot[];
};
export type SimCarton = { cartonId: string; lines: SimCartonLine[] };

/** Shipment confirmations of 3PL orders (D3 section 3: cartons with lines and lots). */
export const simTplShipments = pgTable(
  'sim_tpl_shipments',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    provider: integer('provider').notNull(),
    tplOrderId: integer('tpl_order_id')
      .notNull()
      .references(() => simTplOrders.id, { onDelete: 'cascade' }),
    shipmentDate: at('shipment_date').notNull(),
    carrier: text('carrier').notNull(),
    cartons: jsonb('cartons').$type<SimCarton[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_tpl_shipments_order_uq').on(t.tplOrderId),
    index('sim_tpl_shipments_date_idx').on(t.company, t.provider, t.shipmentDate),
  ],
);
