import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyColumn, createdAt } from './columns';

/**
 * What the carriers HTTP adapter remembers that the carrier API does not: each label purchase by its
 * idempotency key (sent as ShipEngine's `external_shipment_id`, so a purchase whose answer was lost
 * is found again instead of bought twice), and the reship of a label (D1's 299 and the replacement's
 * number). `pending` until the label document is in the file store; `bought` after.
 */
export const carrierLabelPurchases = pgTable(
  'carrier_label_purchases',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    carrier: text('carrier').notNull(),
    /** external_shipment_id of the purchase; null for a label bought elsewhere and reshipped here. */
    purchaseKey: text('purchase_key'),
    /** A hash of the label request: a call repeated after a lost answer reuses the pending key. */
    requestHash: text('request_hash'),
    state: text('state', { enum: ['pending', 'bought'] }).notNull(),
    trackingNumber: text('tracking_number'),
    labelId: text('label_id'),
    reshippedTo: text('reshipped_to'),
    reshippedAt: at('reshipped_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('carrier_label_purchases_key_uq').on(t.purchaseKey),
    uniqueIndex('carrier_label_purchases_tracking_uq').on(t.company, t.trackingNumber),
    index('carrier_label_purchases_pending_idx').on(t.company, t.requestHash, t.state),
  ],
);
