import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { tplSentOrders } from '../../../platform/db/schema/tpl';

export type SentOrder = {
  soNumber: string;
  providerOrderId: string | null;
  sentAt: Date;
  cancelledAt: Date | null;
};

/** The ERP orders this tool sent to a 3PL provider (tpl_sent_orders), always by company. */
export class TplSentOrdersRepository {
  constructor(private readonly db: Db) {}

  async findMany(company: Company, provider: number, soNumbers: readonly string[]): Promise<SentOrder[]> {
    if (soNumbers.length === 0) return [];
    return this.db
      .select({
        soNumber: tplSentOrders.soNumber,
        providerOrderId: tplSentOrders.providerOrderId,
        sentAt: tplSentOrders.sentAt,
        cancelledAt: tplSentOrders.cancelledAt,
      })
      .from(tplSentOrders)
      .where(
        and(
          eq(tplSentOrders.company, company),
          eq(tplSentOrders.provider, provider),
          inArray(tplSentOrders.soNumber, [...soNumbers]),
        ),
      );
  }

  /**
   * Records sent orders; a row that exists keeps its first send, but learns the provider's order id
   * if it did not know it yet.
   */
  async record(
    company: Company,
    provider: number,
    sentBy: string,
    rows: readonly { soNumber: string; providerOrderId: string | null }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(tplSentOrders)
      .values(rows.map((r) => ({ company, provider, sentBy, ...r })))
      .onConflictDoUpdate({
        target: [tplSentOrders.company, tplSentOrders.provider, tplSentOrders.soNumber],
        set: {
          providerOrderId: sql`coalesce(${tplSentOrders.providerOrderId}, excluded.provider_order_id)`,
        },
      });
  }

  /**
   * Cancel 3PL Order cancelled an order at the provider: by its ERP number or the provider's id.
   * An order this tool never sent has no record, and none is made.
   */
  async markCancelled(company: Company, provider: number, soNumber: string, orderId: string): Promise<void> {
    await this.db
      .update(tplSentOrders)
      .set({ cancelledAt: sql`coalesce(${tplSentOrders.cancelledAt}, now())` })
      .where(
        and(
          eq(tplSentOrders.company, company),
          eq(tplSentOrders.provider, provider),
          or(eq(tplSentOrders.soNumber, soNumber), eq(tplSentOrders.providerOrderId, orderId)),
        ),
      );
  }
}
