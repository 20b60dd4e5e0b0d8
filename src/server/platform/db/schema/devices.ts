import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn, createdAt } from './columns';
import { users } from './identity';

/**
 * Enrolled devices (ARCHITECTURE section 6): a dock kiosk or a wall board (display). A device holds
 * a long-lived opaque token limited to one company, one warehouse and one purpose; only its SHA-256
 * is stored. The pairing code is one-time: it is cleared when used, and it expires.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    warehouse: text('warehouse').notNull(),
    /** 'carrier-sign-in' (a dock kiosk) or 'display' (a wall board; src/shared/domain/identity/devices.ts). */
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash'),
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('devices_token_hash_uq')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    uniqueIndex('devices_pairing_code_uq')
      .on(t.pairingCodeHash)
      .where(sql`${t.pairingCodeHash} is not null`),
    index('devices_company_idx').on(t.company, t.createdAt),
  ],
);
