import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** The application log of D3 2.15: sign-ins, sign-outs, failures, bug reports. */
export const logEntries = pgTable(
  'log_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company: text('company'),
    level: text('level').notNull(),
    message: text('message').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('log_entries_timestamp_idx').on(t.timestamp)],
);

export const bugReports = pgTable('bug_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  company: text('company').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  username: text('username').notNull(),
  severity: text('severity').notNull(),
  description: text('description').notNull(),
  page: text('page'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
