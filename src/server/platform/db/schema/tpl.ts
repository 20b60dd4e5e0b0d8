import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
