import { and, desc, eq, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { DiscrepancyStatus } from '@shared/domain/tpl/status';
import type { Db } from '../../../platform/db/client';
import { tplDiscrepancies } from '../../../platform/db/schema/tpl';

export type DiscrepancyRecord = typeof tplDiscrepancies.$inferSelect;

/** tpl_discrepancies, always filtered by company. */
export class DiscrepanciesRepository {
  constructor(private readonly db: Db) {}

  list(company: Company, status?: DiscrepancyStatus): Promise<DiscrepancyRecord[]> {
    return this.db
      .select()
      .from(tplDiscrepancies)
      .where(
        and(eq(tplDiscrepancies.company, company), status ? eq(tplDiscrepancies.status, status) : undefined),
      )
      .orderBy(desc(tplDiscrepancies.timestamp), desc(tplDiscrepancies.id));
  }

  /**
   * Sets status and notes of exactly one discrepancy of the order and SKU: the most recent
   * Unresolved one, else the most recent one (the rule of pickDiscrepancyToUpdate). One statement,
   * the chosen row locked, so two saves at once each change one row. Null when none matches.
   */
  async update(
    company: Company,
    key: { acuOrderNum: string; sku: string },
    change: { status: DiscrepancyStatus; notes: string | null },
  ): Promise<DiscrepancyRecord | null> {
    const chosen = this.db
      .select({ id: tplDiscrepancies.id })
      .from(tplDiscrepancies)
      .where(
        and(
          eq(tplDiscrepancies.company, company),
          eq(tplDiscrepancies.acuOrderNum, key.acuOrderNum),
          eq(tplDiscrepancies.sku, key.sku),
        ),
      )
      .orderBy(
        sql`(${tplDiscrepancies.status} = 'Unresolved') desc`,
        desc(tplDiscrepancies.timestamp),
        desc(tplDiscrepancies.id),
      )
      .limit(1)
      .for('update');
    const [row] = await this.db
      .update(tplDiscrepancies)
      .set({ status: change.status, notes: change.notes })
      .where(and(eq(tplDiscrepancies.company, company), eq(tplDiscrepancies.id, sql`(${chosen})`)))
      .returning();
    return row ?? null;
  }
}
