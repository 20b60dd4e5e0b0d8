import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FailureMode, SandboxSystem } from '../../../../shared/domain/integrations/sandbox';
import { at, companyColumn, createdAt, money } from './columns';

/**
 * The state of the sandbox simulators (ARCHITECTURE section 8). It lives in PostgreSQL, not in memory,
 * so every server instance sees the same ERP, carriers, vendors and 3PL. The `sim_` prefix keeps it
 * apart from business data: these tables are what the outside systems would hold. The ERP is here;
 * carriers, vendors and the 3PL are in sandbox-partners.ts.
 */

/** Failure switches and delays per system; one row per system, absent means "behave". */
export const simSettings = pgTable(
  'sim_settings',
  {
    system: text('system').primaryKey().$type<SandboxSystem>(),
    failureMode: text('failure_mode').notNull().default('none').$type<FailureMode>(),
    failuresLeft: integer('failures_left').notNull().default(0),
    delayMs: integer('delay_ms').notNull().default(0),
    errorMessage: text('error_message'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('sim_settings_mode_ck', sql`${t.failureMode} in ('none', 'next', 'always')`),
    check('sim_settings_counts_ck', sql`${t.failuresLeft} >= 0 and ${t.delayMs} >= 0`),
  ],
);

/** Number sequences of the simulated systems; scope is a company, or `global` for carrier serials. */
export const simCounters = pgTable(
  'sim_counters',
  {
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.name] })],
);

export type SimAddress = {
  name: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  country?: string | null;
};

/** ERP sales orders (SO or IT); order_nbr is 7 digits from the company's ERP order counter. */
export const simErpSalesOrders = pgTable(
  'sim_erp_sales_orders',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderType: text('order_type').notNull(),
    orderNbr: text('order_nbr').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    date: date('date').notNull(),
    requestedOn: date('requested_on'),
    customerOrderNbr: text('customer_order_nbr'),
    externalRef: text('external_ref'),
    description: text('description'),
    shipTo: jsonb('ship_to').$type<SimAddress>(),
    orderTotal: money('order_total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_erp_so_nbr_uq').on(t.company, t.orderNbr),
    index('sim_erp_so_date_idx').on(t.company, t.date),
    index('sim_erp_so_customer_order_idx').on(t.company, t.customerOrderNbr),
    check('sim_erp_so_type_ck', sql`${t.orderType} in ('SO', 'IT')`),
    check('sim_erp_so_nbr_ck', sql`${t.orderNbr} ~ '^[0-9]{7}$'`),
  ],
);

export const simErpSalesOrderLines = pgTable(
  'sim_erp_sales_order_lines',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => simErpSalesOrders.id, { onDelete: 'cascade' }),
    lineNbr: integer('line_nbr').notNull(),
    inventoryId: text('inventory_id').notNull(),
    description: text('description'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    warehouse: text('warehouse').notNull(),
    qtyShipped: integer('qty_shipped').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sim_erp_so_line_uq').on(t.orderId, t.lineNbr),
    check('sim_erp_so_line_qty_ck', sql`${t.quantity} > 0 and ${t.qtyShipped} between 0 and ${t.quantity}`),
  ],
);

export type SimShipmentLine = { lineNbr: number; inventoryId: string; quantity: number };

export const simErpShipments = pgTable(
  'sim_erp_shipments',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    shipmentNbr: text('shipment_nbr').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => simErpSalesOrders.id, { onDelete: 'cascade' }),
    warehouse: text('warehouse').notNull(),
    status: text('status').notNull(),
    shipmentDate: date('shipment_date').notNull(),
    trackingNumbers: jsonb('tracking_numbers').$type<string[]>().notNull(),
    lines: jsonb('lines').$type<SimShipmentLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sim_erp_shipment_nbr_uq').on(t.company, t.shipmentNbr)],
);

/** AR invoices, prepared when a shipment is confirmed; balance falls to 0 when a payment is applied. */
export const simErpInvoices = pgTable(
  'sim_erp_invoices',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    refNbr: text('ref_nbr').notNull(),
    customerId: text('customer_id').notNull(),
    orderType: text('order_type').notNull(),
    orderNbr: text('order_nbr').notNull(),
    shipmentNbr: text('shipment_nbr'),
    customerOrderNbr: text('customer_order_nbr'),
    date: date('date').notNull(),
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_erp_invoice_ref_uq').on(t.company, t.refNbr),
    index('sim_erp_invoice_date_idx').on(t.company, t.date),
  ],
);

export const simErpPayments = pgTable(
  'sim_erp_payments',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    paymentNbr: text('payment_nbr').notNull(),
    invoiceRefNbr: text('invoice_ref_nbr').notNull(),
    amount: money('amount').notNull(),
    appliedAt: at('applied_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sim_erp_payment_uq').on(t.company, t.paymentNbr, t.invoiceRefNbr)],
);

/** Transfer orders between warehouses (D3 3PL screens): Open, Shipping, Completed, Cancelled, On Hold. */
export const simErpTransferOrders = pgTable(
  'sim_erp_transfer_orders',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderNbr: text('order_nbr').notNull(),
    fromWarehouse: text('from_warehouse').notNull(),
    toWarehouse: text('to_warehouse').notNull(),
    status: text('status').notNull(),
    date: date('date').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_erp_transfer_nbr_uq').on(t.company, t.orderNbr),
    check(
      'sim_erp_transfer_status_ck',
      sql`${t.status} in ('Open', 'Shipping', 'Completed', 'Cancelled', 'On Hold')`,
    ),
  ],
);

export const simErpTransferLines = pgTable(
  'sim_erp_transfer_lines',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => simErpTransferOrders.id, { onDelete: 'cascade' }),
    lineNbr: integer('line_nbr').notNull(),
    shipmentNbr: text('shipment_nbr'),
    sku: text('sku').notNull(),
    description: text('description'),
    orderedQty: integer('ordered_qty').notNull(),
    qtyShipped: integer('qty_shipped').notNull().default(0),
  },
  (t) => [uniqueIndex('sim_erp_transfer_line_uq').on(t.transferId, t.lineNbr)],
);

/** The ERP's inventory counts per SKU and warehouse. */
export const simErpInventory = pgTable(
  'sim_erp_inventory',
  {
    company: companyColumn(),
    inventoryId: text('inventory_id').notNull(),
    warehouse: text('warehouse').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    available: integer('available').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company, t.inventoryId, t.warehouse] })],
);

/** AutoBuild runs: RUNNING until completes_at, then COMPLETE (read lazily, like polling the ERP). */
export const simErpAutobuilds = pgTable(
  'sim_erp_autobuilds',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    buildNbr: text('build_nbr').notNull(),
    warehouse: text('warehouse'),
    ordersQueued: integer('orders_queued').notNull(),
    startedAt: at('started_at').notNull(),
    completesAt: at('completes_at').notNull(),
  },
  (t) => [uniqueIndex('sim_erp_autobuild_nbr_uq').on(t.company, t.buildNbr)],
);
