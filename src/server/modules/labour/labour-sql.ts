import { sql, type SQL } from 'drizzle-orm';
import { OFFICE_TZ } from '@shared/lib/office-zone';
import { FIRST_SHIFT_END_HOUR, FIRST_SHIFT_START_HOUR, type Shift } from '@shared/domain/labour/shifts';

/**
 * SQL pieces the labour screens share (D3 2.12): the hour of an instant at the warehouses and the
 * shift filter, the same reading as src/shared/domain/labour/shifts.ts.
 */
export const localHour = (column: SQL): SQL =>
  sql`extract(hour from ${column} at time zone ${OFFICE_TZ})::int`;

/** The working day of an instant: before 04:00 it is the day before (the second shift's night). */
export const workingDay = (column: SQL): SQL =>
  sql`to_char((${column} at time zone ${OFFICE_TZ}) - make_interval(hours => ${FIRST_SHIFT_START_HOUR}), 'YYYY-MM-DD')`;

/** 'First' or 'Second' for an instant. */
export const shiftOf = (column: SQL): SQL =>
  sql`case when ${localHour(column)} >= ${FIRST_SHIFT_START_HOUR} and ${localHour(column)} < ${FIRST_SHIFT_END_HOUR} then 'First' else 'Second' end`;

/** The condition of a shift filter on an instant (nothing for Both). */
export function shiftCondition(column: SQL, shift: Shift): SQL {
  if (shift === 'Both') return sql`true`;
  const first = sql`${localHour(column)} >= ${FIRST_SHIFT_START_HOUR} and ${localHour(column)} < ${FIRST_SHIFT_END_HOUR}`;
  return shift === 'First' ? sql`(${first})` : sql`not (${first})`;
}

/** A line number of `employee_times.group` (text) when it is one. */
export const groupNumberOf = (column: SQL): SQL =>
  sql`case when ${column} ~ '^[0-9]{1,2}$' then ${column}::int end`;
