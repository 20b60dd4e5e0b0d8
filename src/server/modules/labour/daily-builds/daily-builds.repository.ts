import { sql } from 'drizzle-orm';
import type { GridBuild } from '@shared/api/labour/daily-builds';
import type { Shift } from '@shared/domain/labour/shifts';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { publishChange } from '../../../platform/realtime/change-bus';
import { shiftCondition, shiftOf, workingDay } from '../labour-sql';

export type BuildsFilter = {
  warehouses: readonly string[];
  from: Date;
  to: Date;
  shift: Shift;
  reported?: boolean | undefined;
  group?: number | undefined;
};

export type BuildKey = {
  id: number;
  build_date: string;
  sku: string;
  order_number: string;
  group_number: number | null;
  customer: string | null;
};

export type UpdateOutcome =
  { ok: true; id: number; quantity: number } | { ok: false; reason: 'missing' | 'changed' };

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** Builds of the grid, their lines' totals and the workers of each line (tables `builds`, `workers`). */
export class DailyBuildsRepository {
  constructor(private readonly db: Db) {}

  async builds(company: Company, f: BuildsFilter): Promise<GridBuild[]> {
    if (f.warehouses.length === 0) return [];
    const at = sql`b.build_date`;
    const whs = sql.join(
      f.warehouses.map((w) => sql`${w}`),
      sql`, `,
    );
    const result = await this.db.execute<{
      id: number;
      order_number: string;
      customer: string | null;
      sku: string;
      quantity: number;
      build_date: string;
      worker: string | null;
      worker_id: number | null;
      group_number: number | null;
      warehouse: string;
      reported: boolean;
      shift: 'First' | 'Second';
      labor_time: string | null;
      time_on: string | null;
    }>(sql`
      select b.id, b.order_number, b.customer, b.sku, b.quantity,
        to_char(b.build_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as build_date,
        w.worker_name as worker, b.worker_id, b.group_number, b.warehouse, b.reported,
        ${shiftOf(at)} as shift, b.labor_minutes as labor_time,
        round((extract(epoch from b.build_date - lag(b.build_date) over (
          partition by b.warehouse, b.group_number, ${workingDay(at)} order by b.build_date, b.id)) / 60)::numeric, 2) as time_on
      from builds b left join workers w on w.id = b.worker_id and w.company = b.company
      where b.company = ${company} and b.warehouse in (${whs})
        and b.build_date >= ${f.from.toISOString()}::timestamptz and b.build_date < ${f.to.toISOString()}::timestamptz
        and ${shiftCondition(at, f.shift)}
        ${f.reported === undefined ? sql`` : sql`and b.reported = ${f.reported}`}
        ${f.group === undefined ? sql`` : sql`and b.group_number = ${f.group}`}
      order by b.build_date desc, b.id desc
      limit 5000`);
    return result.rows.map((r) => {
      const laborTime = num(r.labor_time);
      const timeOn = num(r.time_on);
      return {
        ...r,
        group: r.group_number === null ? null : `Line ${r.group_number}`,
        labor_time: laborTime,
        time_on: timeOn,
        time_difference:
          timeOn === null || laborTime === null ? null : Math.round((timeOn - laborTime) * 100) / 100,
      };
    });
  }

  /**
   * Sets one build's quantity when the build still has the fields the grid showed; the change
   * signal goes out at commit (Hourly Builds and the other grids reload).
   */
  async updateQuantity(company: Company, key: BuildKey, quantity: number): Promise<UpdateOutcome> {
    return this.db.transaction(async (tx) => {
      const found = await tx.execute<{
        id: number;
        build_date: Date | string;
        sku: string;
        order_number: string;
        group_number: number | null;
        customer: string | null;
        warehouse: string;
      }>(sql`select id, build_date, sku, order_number, group_number, customer, warehouse
        from builds where company = ${company} and id = ${key.id} for update`);
      const row = found.rows[0];
      if (!row) return { ok: false, reason: 'missing' } as const;
      const same =
        new Date(row.build_date).getTime() === Date.parse(key.build_date) &&
        row.sku === key.sku &&
        row.order_number === key.order_number &&
        row.group_number === key.group_number &&
        (row.customer ?? null) === (key.customer ?? null);
      if (!same) return { ok: false, reason: 'changed' } as const;
      await tx.execute(
        sql`update builds set quantity = ${quantity} where company = ${company} and id = ${key.id}`,
      );
      await publishChange(tx, {
        topic: 'builds',
        company,
        warehouse: row.warehouse,
        action: 'updated',
        id: row.id,
      });
      return { ok: true, id: row.id, quantity } as const;
    });
  }

  async byGroup(company: Company, f: BuildsFilter) {
    if (f.warehouses.length === 0) return [];
    const at = sql`build_date`;
    const whs = sql.join(
      f.warehouses.map((w) => sql`${w}`),
      sql`, `,
    );
    const result = await this.db.execute<{
      warehouse: string;
      group_number: number | null;
      builds: number;
      quantity: number;
    }>(sql`
      select warehouse, group_number, count(*)::int as builds, coalesce(sum(quantity), 0)::int as quantity
      from builds
      where company = ${company} and warehouse in (${whs})
        and build_date >= ${f.from.toISOString()}::timestamptz and build_date < ${f.to.toISOString()}::timestamptz
        and ${shiftCondition(at, f.shift)}
      group by 1, 2 order by 1, 2 nulls last`);
    return result.rows;
  }

  async workersByGroup(company: Company, warehouses: readonly string[]) {
    if (warehouses.length === 0) return [];
    const whs = sql.join(
      warehouses.map((w) => sql`${w}`),
      sql`, `,
    );
    const result = await this.db.execute<{
      warehouse: string;
      group_number: number | null;
      workers: { id: number; worker_name: string }[];
    }>(sql`
      select warehouse, group_number,
        json_agg(json_build_object('id', id, 'worker_name', worker_name) order by worker_name, id) as workers
      from workers
      where company = ${company} and warehouse in (${whs}) and status = 'Active'
      group by 1, 2 order by 1, 2 nulls last`);
    return result.rows;
  }
}
