import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn } from './columns';

/**
 * The label printers of each warehouse (D3 2.18 and section 9): one hang tag printer and one ASIN
 * printer per warehouse at most. A printer is reached through Loftware (its name as Loftware knows
 * it) or directly over raw TCP (a Zebra's port 9100, `zpl-tcp`: host and port). Admins edit them.
 */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    warehouse: text('warehouse').notNull(),
    role: text('role').notNull().$type<'hang_tag' | 'asin'>(),
    name: text('name').notNull(),
    transport: text('transport').notNull().$type<'loftware' | 'zpl-tcp'>(),
    host: text('host'),
    port: integer('port'),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('printers_company_warehouse_role_idx').on(t.company, t.warehouse, t.role)],
);
