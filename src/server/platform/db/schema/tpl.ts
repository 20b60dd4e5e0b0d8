import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn } from './columns';

/** Transfer-order discrepancies between what left and what the 3PL received (D3 2.3). */
export const tplDiscrepancies = pgTable(
  'tpl_discrepancies',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    acuOrderNum: text('acu_order_num').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    fromWarehouse: text('from_warehouse').notNull(),
    toWarehouse: text('to_warehouse').notNull(),
    sku: text('sku').notNull(),
    shipped: integer('shipped').notNull(),
    received: integer('received').notNull(),
    status: text('status').notNull().default('Unresolved'),
    notes: text('notes'),
  },
  (t) => [index('tpl_discrepancies_company_idx').on(t.company, t.status, t.timestamp)],
);

/**
 * ERP sales orders this tool sent to a 3PL provider (3PL Orders, D3 2.3): one row per order and
 * provider, with the provider's own order id, so a second send is recognised and the screen shows
 * which orders are already there.
 */
export const tplSentOrders = pgTable(
  'tpl_sent_orders',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    provider: integer('provider').notNull(),
    soNumber: text('so_number').notNull(),
    /** The provider's order id; null when it answered "already exists" without one. */
    providerOrderId: text('provider_order_id'),
    sentBy: text('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when Cancel 3PL Order cancelled it at the provider. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('tpl_sent_orders_so_uq').on(t.company, t.provider, t.soNumber)],
);

/**
 * Advance ship notices this tool sent to a 3PL provider (3PL ASN, D3 2.3): one row per transfer
 * order and provider, written with the receipt's discrepancies. A provider that refuses an ASN as
 * already sent while no row is here received it but its answer was lost: the ASN is read back.
 */
export const tplSentAsns = pgTable(
  'tpl_sent_asns',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    provider: integer('provider').notNull(),
    transferOrderNbr: text('transfer_order_nbr').notNull(),
    asnNumber: text('asn_number').notNull(),
    sentBy: text('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tpl_sent_asns_transfer_uq').on(t.company, t.provider, t.transferOrderNbr)],
);
