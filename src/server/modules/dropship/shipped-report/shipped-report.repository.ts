import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { dropshipOrderLines, dropshipOrders } from '../../../platform/db/schema/dropship';

export type ShippedOrderRecord = {
  orderId: number;
  orderDate: Date;
  vendorName: string;
  internalPoNumber: string;
  pickupTime: Date | null;
  acuOrderNum: string | null;
  acuShipNum: string | null;
};

const { cancelled, shipped } = ORDER_STATUS;

/**
 * SQL of the Shipped Orders Report, for one company. It is `isFullyShipped` of
 * src/shared/domain/dropship/shipped-report.ts in SQL: the order is not cancelled, some line is
 * not cancelled, and no line is neither shipped nor cancelled.
 */
export class ShippedReportRepository {
  constructor(private readonly db: Db) {}

  async fullyShipped(company: Company, from: Date, until: Date): Promise<ShippedOrderRecord[]> {
    const o = dropshipOrders;
    const lines = dropshipOrderLines;
    // Spelled out: in a select list Drizzle leaves columns unqualified, which would let the
    // subquery's order_id compare with its own id instead of the order's.
    const shipNumbers = sql<string | null>`(
      select string_agg(distinct p.acu_ship_num, ', ' order by p.acu_ship_num)
      from dropship_packages p
      where p.order_id = "dropship_orders"."id" and p.acu_ship_num is not null
    )`;
    return this.db
      .select({
        orderId: o.id,
        orderDate: o.orderDate,
        vendorName: o.vendorName,
        internalPoNumber: o.internalPoNumber,
        pickupTime: o.pickupTime,
        acuOrderNum: o.acuOrderNum,
        acuShipNum: shipNumbers,
      })
      .from(o)
      .where(
        and(
          eq(o.company, company),
          ne(o.orderStatus, cancelled),
          gte(o.pickupTime, from),
          lt(o.pickupTime, until),
          sql`exists (select 1 from ${lines} where ${lines.orderId} = ${o.id} and ${lines.orderStatus} <> ${cancelled})`,
          sql`not exists (select 1 from ${lines} where ${lines.orderId} = ${o.id} and ${lines.orderStatus} not in (${shipped}, ${cancelled}))`,
        ),
      )
      .orderBy(asc(o.pickupTime), asc(o.internalPoNumber));
  }
}
