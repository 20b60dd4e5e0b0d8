import { and, desc, eq, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { items, zeroOutSkus } from '../../../platform/db/schema/catalog';

export type ZeroOutRecord = {
  sku: string;
  dateAdded: Date;
  addedBy: string | null;
  description: string | null;
};

const sameSku = (column: typeof items.sku | typeof zeroOutSkus.sku, sku: string) =>
  sql`upper(${column}) = upper(${sku})`;

/** SQL of zero_out_skus; every statement is for one company. */
export class ZeroInventoryRepository {
  constructor(private readonly db: Db) {}

  list(company: Company): Promise<ZeroOutRecord[]> {
    return this.db
      .select({
        sku: zeroOutSkus.sku,
        dateAdded: zeroOutSkus.dateAdded,
        addedBy: zeroOutSkus.addedBy,
        description: items.description,
      })
      .from(zeroOutSkus)
      .leftJoin(items, and(eq(items.company, zeroOutSkus.company), eq(items.sku, zeroOutSkus.sku)))
      .where(eq(zeroOutSkus.company, company))
      .orderBy(desc(zeroOutSkus.dateAdded), zeroOutSkus.sku);
  }

  /** The item list's own spelling of a SKU, or null when the company has no such item. */
  async findItem(company: Company, sku: string): Promise<{ sku: string; description: string } | null> {
    const [row] = await this.db
      .select({ sku: items.sku, description: items.description })
      .from(items)
      .where(and(eq(items.company, company), sameSku(items.sku, sku)))
      .limit(1);
    return row ?? null;
  }

  /** The listed SKU matching `sku` (any case), or null. */
  async findListed(company: Company, sku: string): Promise<string | null> {
    const [row] = await this.db
      .select({ sku: zeroOutSkus.sku })
      .from(zeroOutSkus)
      .where(and(eq(zeroOutSkus.company, company), sameSku(zeroOutSkus.sku, sku)))
      .limit(1);
    return row?.sku ?? null;
  }

  /** Adds the SKU unless it is listed; false when it already was (a concurrent twin included). */
  async insert(company: Company, sku: string, dateAdded: Date, addedBy: string): Promise<boolean> {
    const rows = await this.db
      .insert(zeroOutSkus)
      .values({ company, sku, dateAdded, addedBy })
      .onConflictDoNothing({ target: [zeroOutSkus.company, zeroOutSkus.sku] })
      .returning({ sku: zeroOutSkus.sku });
    return rows.length > 0;
  }

  async remove(company: Company, sku: string): Promise<boolean> {
    const rows = await this.db
      .delete(zeroOutSkus)
      .where(and(eq(zeroOutSkus.company, company), eq(zeroOutSkus.sku, sku)))
      .returning({ sku: zeroOutSkus.sku });
    return rows.length > 0;
  }
}
