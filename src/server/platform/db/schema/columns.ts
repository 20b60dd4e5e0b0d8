import { numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './identity';

/** Every business row carries its company (ARCHITECTURE section 4). */
export const companyColumn = () =>
  text('company')
    .notNull()
    .references(() => companies.id);

/** Money is exact: numeric with cents, read as a string. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A point in time, always with its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
