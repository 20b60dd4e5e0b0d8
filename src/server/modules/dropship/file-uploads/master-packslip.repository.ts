import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { dropshipOrderLines, dropshipOrders, pullsheets } from '../../../platform/db/schema/dropship';

export type PackslipOrder = typeof dropshipOrders.$inferSelect;
export type PackslipLine = typeof dropshipOrderLines.$inferSelect;
export type PackslipOrders = { orders: PackslipOrder[]; lines: PackslipLine[] };
export type PullsheetRow = typeof pullsheets.$inferSelect;

/** Whose orders a master packslip prints: an upload's, or those with a package on a pull sheet. */
export type PackslipSource = { uploadId: number } | { pullsheetId: number };

/** SQL of Get Master Packslips (D1 sections 2 and 7); every statement is for one company. */
export class MasterPackslipRepository {
  constructor(private readonly db: Db) {}

  async pullsheet(company: Company, pullsheetId: number): Promise<PullsheetRow | null> {
    const [row] = await this.db
      .select()
      .from(pullsheets)
      .where(and(eq(pullsheets.company, company), eq(pullsheets.pullsheetId, pullsheetId)));
    return row ?? null;
  }

  /** The orders of the source with their live (not cancelled) lines, by PO number. */
  async orders(company: Company, source: PackslipSource): Promise<PackslipOrders> {
    const of: SQL =
      'uploadId' in source
        ? eq(dropshipOrders.uploadId, source.uploadId)
        : // Spelled out: an unqualified id inside the subquery would be the package's own.
          sql`exists (select 1 from dropship_packages p
            where p.order_id = dropship_orders.id and p.pullsheet_id = ${source.pullsheetId})`;
    const orders = await this.db
      .select()
      .from(dropshipOrders)
      .where(and(eq(dropshipOrders.company, company), of))
      .orderBy(asc(dropshipOrders.internalPoNumber));
    const ids = orders.map((o) => o.id);
    const lines =
      ids.length === 0
        ? []
        : await this.db
            .select()
            .from(dropshipOrderLines)
            .where(
              and(
                eq(dropshipOrderLines.company, company),
                inArray(dropshipOrderLines.orderId, ids),
                sql`${dropshipOrderLines.orderStatus} <> ${ORDER_STATUS.cancelled}`,
              ),
            )
            .orderBy(asc(dropshipOrderLines.id));
    return { orders, lines };
  }
}
