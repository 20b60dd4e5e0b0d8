import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS, PULLSHEET_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { pullsheetPicks, pullsheets } from '../../../platform/db/schema/dropship';
import type { Executor } from '../common/order-queries';

export type PickRow = typeof pullsheetPicks.$inferSelect;
export type NewPick = Omit<typeof pullsheetPicks.$inferInsert, 'id' | 'pickedAt'>;

/** The pick confirmations of pull sheets (issue 12 item 3). */
export class PickingRepository {
  constructor(readonly db: Db) {}

  async picks(db: Executor, sheetId: number): Promise<PickRow[]> {
    return db.select().from(pullsheetPicks).where(eq(pullsheetPicks.pullsheetId, sheetId));
  }

  /** Records the line's confirmation unless it has one: answers the new row, or null. */
  async insertIfNew(tx: Executor, pick: NewPick): Promise<PickRow | null> {
    const [row] = await tx
      .insert(pullsheetPicks)
      .values(pick)
      .onConflictDoNothing({ target: [pullsheetPicks.pullsheetId, pullsheetPicks.sku] })
      .returning();
    return row ?? null;
  }

  async pick(tx: Executor, sheetId: number, sku: string): Promise<PickRow | null> {
    const [row] = await tx
      .select()
      .from(pullsheetPicks)
      .where(and(eq(pullsheetPicks.pullsheetId, sheetId), eq(pullsheetPicks.sku, sku)));
    return row ?? null;
  }

  /**
   * The sheet is Pulled: status 101 (its highest status at least 101), and its orders and their
   * open lines still at order_created move to order_pulled.
   */
  async markPulled(tx: Executor, company: Company, sheetId: number): Promise<void> {
    await tx
      .update(pullsheets)
      .set({
        statusCode: PULLSHEET_STATUS.pulled,
        maxStatusCode: sql`greatest(${pullsheets.maxStatusCode}, ${PULLSHEET_STATUS.pulled})`,
      })
      .where(and(eq(pullsheets.company, company), eq(pullsheets.pullsheetId, sheetId)));
    await tx.execute(sql`
      with sheet_orders as (
        select distinct p.order_id from dropship_packages p
         where p.company = ${company} and p.pullsheet_id = ${sheetId})
      update dropship_order_lines l set order_status = ${ORDER_STATUS.pulled}
        from sheet_orders s
       where l.order_id = s.order_id and l.order_status = ${ORDER_STATUS.created}`);
    await tx.execute(sql`
      update dropship_orders o set order_status = ${ORDER_STATUS.pulled}
       where o.company = ${company} and o.order_status = ${ORDER_STATUS.created}
         and o.id in (select p.order_id from dropship_packages p
                       where p.company = ${company} and p.pullsheet_id = ${sheetId})`);
  }
}
