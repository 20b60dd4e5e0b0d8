import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { BULK_ITEM_STATUS } from '@shared/domain/bulk/status';
import { CLOCK_IN_GRACE_MINUTES, type Shift } from '@shared/domain/labour/shifts';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { groupNumberOf, shiftCondition, workingDay } from '../labour-sql';

export type EfficiencyFilter = { warehouses: readonly string[]; from: Date; to: Date; shift: Shift };

/** Every line that was scheduled, whether built since or not (not on hold, not cancelled). */
const SCHEDULED = [
  BULK_ITEM_STATUS.created,
  BULK_ITEM_STATUS.acknowledged,
  BULK_ITEM_STATUS.built,
  BULK_ITEM_STATUS.staged,
  BULK_ITEM_STATUS.shipped,
];

const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const range = (column: SQL, f: EfficiencyFilter): SQL =>
  sql`${column} >= ${f.from.toISOString()}::timestamptz and ${column} < ${f.to.toISOString()}::timestamptz`;

/** The instant a clock time counts from: its clock-in, moved by the grace before a shift starts. */
const shiftStart = sql`(clock_in + make_interval(mins => ${CLOCK_IN_GRACE_MINUTES}))`;

/** Minutes worked and on break per warehouse and line, by clock-in within the range and shift. */
export const timesSql = (company: Company, f: EfficiencyFilter): SQL => sql`
  select warehouse, ${groupNumberOf(sql`"group"`)} as group_number, count(distinct worker_id)::int as workers,
    coalesce(sum(greatest(extract(epoch from coalesce(clock_out, now()) - clock_in) / 60 - break_minutes, 0)), 0)::float8 as worked_minutes,
    coalesce(sum(break_minutes), 0)::float8 as break_minutes
  from employee_times
  where company = ${company} and warehouse in (${list(f.warehouses)})
    and ${range(shiftStart, f)} and ${shiftCondition(shiftStart, f.shift)}
  group by 1, 2 order by 1, 2 nulls last`;

/** Builds, pieces and earned minutes per warehouse and line. */
export const earnedSql = (company: Company, f: EfficiencyFilter): SQL => sql`
  select warehouse, group_number, count(*)::int as builds, coalesce(sum(quantity), 0)::int as quantity,
    coalesce(sum(labor_minutes), 0)::float8 as earned_minutes
  from builds
  where company = ${company} and warehouse in (${list(f.warehouses)})
    and ${range(sql`build_date`, f)} and ${shiftCondition(sql`build_date`, f.shift)}
  group by 1, 2 order by 1, 2 nulls last`;

/** Pieces built per working day and warehouse. */
export const actualSql = (company: Company, f: EfficiencyFilter): SQL => sql`
  select ${workingDay(sql`build_date`)} as date, warehouse, coalesce(sum(quantity), 0)::int as quantity
  from builds
  where company = ${company} and warehouse in (${list(f.warehouses)})
    and ${range(sql`build_date`, f)} and ${shiftCondition(sql`build_date`, f.shift)}
  group by 1, 2`;

/** Pieces the calendar schedules per day and calendar warehouse (kentucky, pennsylvania). */
export function scheduledSql(
  company: Company,
  warehouses: readonly string[],
  start: string,
  end: string,
): SQL {
  const day = sql`coalesce(o.pickup_date, o.requested_ship_date, o.ship_window_start)`;
  return sql`
  select to_char(${day}, 'YYYY-MM-DD') as date, w.warehouse, sum(w.qty)::int as qty
  from bulk_orders o
  join bulk_order_items i on i.order_id = o.id and i.company = o.company
  cross join lateral (values ('kentucky', i.fulfill_ky), ('pennsylvania', i.fulfill_pa)) as w(warehouse, qty)
  where o.company = ${company} and i.order_status in (${list(SCHEDULED)})
    and w.qty > 0 and w.warehouse in (${list(warehouses)})
    and ${day} between ${start}::date and ${end}::date
  group by 1, 2`;
}

const dialect = new PgDialect();
const asJson = (parts: Record<string, SQL>): SQL =>
  sql`select json_build_object(${sql.join(
    Object.entries(parts).map(
      ([name, part]) => sql`${name}::text, (select coalesce(json_agg(r), '[]') from (${part}) r)`,
    ),
    sql`, `,
  )})::text as body`;

/**
 * The statements behind efficiencyByGroups (hours and earned labour) and efficiencyExpected (pieces
 * built and scheduled), each as one statement answering a JSON text: what the bench runs through
 * `pg` against the API. Every warehouse list must be non-empty.
 */
export function efficiencyStatements(
  company: Company,
  f: EfficiencyFilter,
  calendar: readonly string[],
  start: string,
  end: string,
): { byGroups: { text: string; values: unknown[] }; expected: { text: string; values: unknown[] } } {
  const render = (q: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(q);
    return { text, values: params };
  };
  return {
    byGroups: render(asJson({ times: timesSql(company, f), earned: earnedSql(company, f) })),
    expected: render(
      asJson({ actual: actualSql(company, f), scheduled: scheduledSql(company, calendar, start, end) }),
    ),
  };
}

/**
 * What the Efficiency Report reads: hours from `employee_times`, earned labour and pieces from
 * `builds`, and the production calendar's scheduled pieces from the bulk orders (the calendar's own
 * derivation, src/server/modules/production-calendar, counting lines built since as well).
 */
export class EfficiencyRepository {
  constructor(private readonly db: Db) {}

  async times(company: Company, f: EfficiencyFilter) {
    if (f.warehouses.length === 0) return [];
    const result = await this.db.execute<{
      warehouse: string;
      group_number: number | null;
      workers: number;
      worked_minutes: number;
      break_minutes: number;
    }>(timesSql(company, f));
    return result.rows;
  }

  async earned(company: Company, f: EfficiencyFilter) {
    if (f.warehouses.length === 0) return [];
    const result = await this.db.execute<{
      warehouse: string;
      group_number: number | null;
      builds: number;
      quantity: number;
      earned_minutes: number;
    }>(earnedSql(company, f));
    return result.rows;
  }

  /** Pieces built per working day and warehouse. */
  async actual(company: Company, f: EfficiencyFilter) {
    if (f.warehouses.length === 0) return [];
    const result = await this.db.execute<{ date: string; warehouse: string; quantity: number }>(
      actualSql(company, f),
    );
    return result.rows;
  }

  /** Pieces the calendar schedules per day and calendar warehouse (kentucky, pennsylvania). */
  async scheduled(company: Company, warehouses: readonly string[], start: string, end: string) {
    if (warehouses.length === 0) return [];
    const result = await this.db.execute<{ date: string; warehouse: string; qty: number }>(
      scheduledSql(company, warehouses, start, end),
    );
    return result.rows;
  }
}
