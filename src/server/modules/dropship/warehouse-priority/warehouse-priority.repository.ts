import { and, asc, eq, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { vendors } from '../../../platform/db/schema/catalog';

export type PriorityRecord = { name: string; fulfillmentPriority: number | null };

/** SQL of Warehouse Priority: the dropship vendors' fulfillment_priority, for one company. */
export class WarehousePriorityRepository {
  constructor(private readonly db: Db) {}

  /** Every dropship vendor of the company with its priority, by name (any case). */
  async list(company: Company): Promise<PriorityRecord[]> {
    return this.db
      .select({ name: vendors.name, fulfillmentPriority: vendors.fulfillmentPriority })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, 'dropship')))
      .orderBy(asc(sql`lower(${vendors.name})`));
  }

  /** Sets the priorities in one transaction (the service has checked every name first). */
  async save(company: Company, priorities: readonly { name: string; priority: number }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const { name, priority } of priorities) {
        await tx
          .update(vendors)
          .set({ fulfillmentPriority: priority })
          .where(and(eq(vendors.company, company), eq(vendors.side, 'dropship'), eq(vendors.name, name)));
      }
    });
  }
}
