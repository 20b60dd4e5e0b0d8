import { sql } from 'drizzle-orm';
import type { CalendarEvent } from '@shared/api/bulk/production-calendar';
import { BULK_ITEM_STATUS } from '@shared/domain/bulk/status';
import type { CalendarWarehouse } from '@shared/domain/bulk/production-calendar-rules';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';

export type ScheduleFilter = {
  /** First and last day (YYYY-MM-DD, both included); null: every day. */
  range: { start: string; end: string } | null;
  warehouses: readonly CalendarWarehouse[];
};

/** Lines still to be built: created (not decided yet) or acknowledged. */
const TO_BUILD = [BULK_ITEM_STATUS.created, BULK_ITEM_STATUS.acknowledged];

/**
 * The production schedule, derived from the bulk orders (no table of its own): one event per day,
 * warehouse and vendor, with the pieces the decisions send to that warehouse (fulfill_ky,
 * fulfill_pa) on lines still to be built. The day is when the order must be ready to leave: the
 * routing's pickup date, else the requested ship date, else the start of the ship window; an order
 * with none of them has no day and is not scheduled.
 */
export class ProductionScheduleRepository {
  constructor(private readonly db: Db) {}

  async events(company: Company, filter: ScheduleFilter): Promise<CalendarEvent[]> {
    if (filter.warehouses.length === 0) return [];
    const warehouses = sql.join(
      filter.warehouses.map((w) => sql`${w}`),
      sql`, `,
    );
    const statuses = sql.join(
      TO_BUILD.map((s) => sql`${s}`),
      sql`, `,
    );
    const day = sql`coalesce(o.pickup_date, o.requested_ship_date, o.ship_window_start)`;
    const range = filter.range
      ? sql`and ${day} between ${filter.range.start}::date and ${filter.range.end}::date`
      : sql``;
    const result = await this.db.execute<{
      date: string;
      warehouse: CalendarWarehouse;
      vendor_name: string;
      qty: number;
      internal_po_numbers: string[];
    }>(sql`
      select to_char(${day}, 'YYYY-MM-DD') as date, w.warehouse, o.vendor_name,
        sum(w.qty)::int as qty,
        array_agg(distinct o.internal_po_number order by o.internal_po_number) as internal_po_numbers
      from bulk_orders o
      join bulk_order_items i on i.order_id = o.id and i.company = o.company
      cross join lateral (values ('kentucky', i.fulfill_ky), ('pennsylvania', i.fulfill_pa))
        as w(warehouse, qty)
      where o.company = ${company} and i.order_status in (${statuses})
        and w.qty > 0 and w.warehouse in (${warehouses}) and ${day} is not null ${range}
      group by 1, 2, 3
      order by 1, 2, 3`);
    return result.rows;
  }
}
