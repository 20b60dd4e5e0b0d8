import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn, createdAt } from './columns';

/** A warranty order (one PO); its items are rows of warranty_items (D3 section 3). */
export const warrantyOrders = pgTable(
  'warranty_orders',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderDate: date('order_date').notNull(),
    orderStatus: integer('order_status').notNull(),
    internalPoNumber: text('internal_po_number').notNull(),
    externalPoNumber: text('external_po_number'),
    orderType: text('order_type'),
    vendor: text('vendor'),
    warehouse: text('warehouse'),
    warrantyIssued: text('warranty_issued').notNull(),
    reason: text('reason').notNull(),
    fastShipping: text('fast_shipping'),
    customerName: text('customer_name').notNull(),
    email: text('email'),
    street: text('street').notNull(),
    street2: text('street_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('warranty_orders_po_uq').on(t.company, t.internalPoNumber),
    index('warranty_orders_date_idx').on(t.company, t.orderDate),
  ],
);

export const warrantyItems = pgTable(
  'warranty_items',
  {
    warrantyId: serial('warranty_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => warrantyOrders.id, { onDelete: 'cascade' }),
    originalSku: text('original_sku').notNull(),
    internalSku: text('internal_sku').notNull(),
    quantity: integer('quantity').notNull(),
    lotNumber: text('lot_number'),
    warehouseNotes: text('warehouse_notes'),
    notes: text('notes').notNull(),
  },
  (t) => [index('warranty_items_order_idx').on(t.orderId), index('warranty_items_sku_idx').on(t.internalSku)],
);
