import { sql } from 'drizzle-orm';
import { index, serial, text, timestamp, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { companyColumn } from './columns';

/** Dock sign-ins of drivers (D2 Carrier Sign-In); the signature PNG lives in the file store. */
export const carrierSignIns = pgTable(
  'carrier_sign_ins',
  {
    signInId: serial('sign_in_id').primaryKey(),
    company: companyColumn(),
    warehouse: text('warehouse').notNull(),
    mode: text('mode').notNull(),
    scac: text('scac').notNull(),
    driverName: text('driver_name').notNull(),
    truckNumber: text('truck_number').notNull(),
    proNumber: text('pro_number'),
    deliveredGoods: text('delivered_goods'),
    signInTime: timestamp('sign_in_time', { withTimezone: true }).notNull(),
    signOutTime: timestamp('sign_out_time', { withTimezone: true }),
    signatureKey: text('signature_key'),
    clientId: text('client_id'),
  },
  (t) => [
    index('carrier_sign_ins_open_idx')
      .on(t.company, t.warehouse)
      .where(sql`${t.signOutTime} is null`),
    index('carrier_sign_ins_time_idx').on(t.company, t.signInTime),
    uniqueIndex('carrier_sign_ins_client_uq').on(t.company, t.clientId),
  ],
);
