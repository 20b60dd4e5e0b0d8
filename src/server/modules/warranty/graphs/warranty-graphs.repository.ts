import { sql, type SQL } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import { NO_VENDOR, WARRANTY_GRAPH_TOP, type GraphBucket } from '@shared/domain/warranty/graphs';
import { WARRANTY_STATUS } from '@shared/domain/warranty/status';
import type { Db } from '../../../platform/db/client';

export type GraphRange = { start?: string | undefined; end?: string | undefined };
export type GraphCount = { key: string; count: number };
export type TopCounts = { top: GraphCount[]; total: number };

/**
 * The counts of Warranty Graphs, in SQL (src/shared/domain/warranty/graphs.ts): cancelled orders
 * left out; SKUs by items grouped upper(btrim(original_sku)); reasons, vendors and actions by orders.
 * Ties sort by name in byte order ("C"), as the shared rule's string comparison does.
 */
export class WarrantyGraphsRepository {
  constructor(private readonly db: Db) {}

  private where(company: Company, range: GraphRange): SQL {
    const parts: SQL[] = [sql`o.company = ${company}`, sql`o.order_status <> ${WARRANTY_STATUS.cancelled}`];
    if (range.start) parts.push(sql`o.order_date >= ${range.start}::date`);
    if (range.end) parts.push(sql`o.order_date <= ${range.end}::date`);
    return sql.join(parts, sql` and `);
  }

  /** Orders and items counted, and the first and last order date (YYYY-MM-DD, null with none). */
  async totals(company: Company, range: GraphRange) {
    const result = await this.db.execute<{
      orders: number;
      items: number;
      first: string | null;
      last: string | null;
    }>(sql`
      select count(*)::int as orders,
        coalesce(sum((select count(*) from warranty_items i where i.order_id = o.id)), 0)::int as items,
        to_char(min(o.order_date), 'YYYY-MM-DD') as first, to_char(max(o.order_date), 'YYYY-MM-DD') as last
      from warranty_orders o where ${this.where(company, range)}`);
    return result.rows[0] ?? { orders: 0, items: 0, first: null, last: null };
  }

  private async top(grouped: SQL): Promise<TopCounts> {
    const result = await this.db.execute<{ key: string; count: number; total: number }>(sql`
      with g as (${grouped})
      select key, count, (select coalesce(sum(count), 0) from g)::int as total
      from g order by count desc, key collate "C" limit ${WARRANTY_GRAPH_TOP}`);
    return {
      top: result.rows.map((r) => ({ key: r.key, count: r.count })),
      total: result.rows[0]?.total ?? 0,
    };
  }

  skus(company: Company, range: GraphRange): Promise<TopCounts> {
    return this.top(sql`
      select upper(btrim(i.original_sku)) as key, count(*)::int as count
      from warranty_items i join warranty_orders o on o.id = i.order_id
      where ${this.where(company, range)} group by 1`);
  }

  reasons(company: Company, range: GraphRange): Promise<TopCounts> {
    return this.top(sql`
      select o.reason as key, count(*)::int as count
      from warranty_orders o where ${this.where(company, range)} group by 1`);
  }

  vendors(company: Company, range: GraphRange): Promise<TopCounts> {
    return this.top(sql`
      select coalesce(nullif(btrim(o.vendor), ''), ${NO_VENDOR}) as key, count(*)::int as count
      from warranty_orders o where ${this.where(company, range)} group by 1`);
  }

  /** Orders per period start (date_trunc: weeks from Monday) and action. */
  async actions(company: Company, range: GraphRange, bucket: GraphBucket) {
    const result = await this.db.execute<{ period: string; action: string; count: number }>(sql`
      select to_char(date_trunc(${bucket}, o.order_date::timestamp), 'YYYY-MM-DD') as period,
        o.warranty_issued as action, count(*)::int as count
      from warranty_orders o where ${this.where(company, range)} group by 1, 2 order by 1, 2`);
    return result.rows;
  }
}
