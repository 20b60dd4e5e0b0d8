import { sql, type SQL } from 'drizzle-orm';
import { BULK_ITEM_STATUS } from '@shared/domain/bulk/status';
import type { Shift } from '@shared/domain/labour/shifts';
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
      worked_minutes: string;
      break_minutes: string;
    }>(sql`
      select warehouse, ${groupNumberOf(sql`"group"`)} as group_number, count(distinct worker_id)::int as workers,
        coalesce(sum(greatest(extract(epoch from coalesce(clock_out, now()) - clock_in) / 60 - break_minutes, 0)), 0) as worked_minutes,
        coalesce(sum(break_minutes), 0) as break_minutes
      from employee_times
      where company = ${company} and warehouse in (${list(f.warehouses)})
        and clock_in >= ${f.from.toISOString()}::timestamptz and clock_in < ${f.to.toISOString()}::timestamptz
        and ${shiftCondition(sql`clock_in`, f.shift)}
      group by 1, 2 order by 1, 2 nulls last`);
    return result.rows.map((r) => ({
      ...r,
      worked_minutes: Number(r.worked_minutes),
      break_minutes: Number(r.break_minutes),
    }));
  }

  async earned(company: Company, f: EfficiencyFilter) {
    if (f.warehouses.length === 0) return [];
    const result = await this.db.execute<{
      warehouse: string;
      group_number: number | null;
      builds: number;
      quantity: number;
      earned_minutes: string;
    }>(sql`
      select warehouse, group_number, count(*)::int as builds, coalesce(sum(quantity), 0)::int as quantity,
        coalesce(sum(labor_minutes), 0) as earned_minutes
      from builds
      where company = ${company} and warehouse in (${list(f.warehouses)})
        and build_date >= ${f.from.toISOString()}::timestamptz and build_date < ${f.to.toISOString()}::timestamptz
        and ${shiftCondition(sql`build_date`, f.shift)}
      group by 1, 2 order by 1, 2 nulls last`);
    return result.rows.map((r) => ({ ...r, earned_minutes: Number(r.earned_minutes) }));
  }

  /** Pieces built per working day and warehouse. */
  async actual(company: Company, f: EfficiencyFilter) {
    if (f.warehouses.length === 0) return [];
    const result = await this.db.execute<{ date: string; warehouse: string; quantity: number }>(sql`
      select ${workingDay(sql`build_date`)} as date, warehouse, coalesce(sum(quantity), 0)::int as quantity
      from builds
      where company = ${company} and warehouse in (${list(f.warehouses)})
        and build_date >= ${f.from.toISOString()}::timestamptz and build_date < ${f.to.toISOString()}::timestamptz
        and ${shiftCondition(sql`build_date`, f.shift)}
      group by 1, 2`);
    return result.rows;
  }

  /** Pieces the calendar schedules per day and calendar warehouse (kentucky, pennsylvania). */
  async scheduled(company: Company, warehouses: readonly string[], start: string, end: string) {
    if (warehouses.length === 0) return [];
    const day = sql`coalesce(o.pickup_date, o.requested_ship_date, o.ship_window_start)`;
    const result = await this.db.execute<{ date: string; warehouse: string; qty: number }>(sql`
      select to_char(${day}, 'YYYY-MM-DD') as date, w.warehouse, sum(w.qty)::int as qty
      from bulk_orders o
      join bulk_order_items i on i.order_id = o.id and i.company = o.company
      cross join lateral (values ('kentucky', i.fulfill_ky), ('pennsylvania', i.fulfill_pa)) as w(warehouse, qty)
      where o.company = ${company} and i.order_status in (${list(SCHEDULED)})
        and w.qty > 0 and w.warehouse in (${list(warehouses)})
        and ${day} between ${start}::date and ${end}::date
      group by 1, 2`);
    return result.rows;
  }
}
