import { sql } from 'drizzle-orm';
import type { Shift } from '@shared/domain/labour/shifts';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { localHour, shiftCondition } from '../labour-sql';

/** Pieces per hour, warehouse and line (table `builds`). */
export class HourlyBuildsRepository {
  constructor(private readonly db: Db) {}

  async hours(company: Company, f: { warehouses: readonly string[]; from: Date; to: Date; shift: Shift }) {
    if (f.warehouses.length === 0) return [];
    const at = sql`build_date`;
    const whs = sql.join(
      f.warehouses.map((w) => sql`${w}`),
      sql`, `,
    );
    const result = await this.db.execute<{
      local_hour: number;
      warehouse: string;
      group_number: number | null;
      quantity: number;
    }>(sql`
      select ${localHour(at)} as local_hour, warehouse, group_number, coalesce(sum(quantity), 0)::int as quantity
      from builds
      where company = ${company} and warehouse in (${whs})
        and build_date >= ${f.from.toISOString()}::timestamptz and build_date < ${f.to.toISOString()}::timestamptz
        and ${shiftCondition(at, f.shift)}
      group by 1, 2, 3 order by 1, 2, 3 nulls last`);
    return result.rows;
  }
}
