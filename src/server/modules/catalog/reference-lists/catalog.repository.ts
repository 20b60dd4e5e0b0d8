import { and, asc, eq, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { carriers, items, vendors } from '../../../platform/db/schema/catalog';
import { LABEL_ITEM_COLUMNS } from './label-items';

export type VendorSide = 'dropship' | 'bulk';

/**
 * Reads of the catalog tables. Every query takes the company and filters on it: a repository never
 * reads across companies (ARCHITECTURE section 4). Lists include inactive rows, because searches
 * still need the vendors and SKUs of old orders.
 */
export class CatalogRepository {
  constructor(private readonly db: Db) {}

  async vendorNames(company: Company, side: VendorSide): Promise<string[]> {
    const rows = await this.db
      .select({ name: vendors.name })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, side)))
      // lower() first, so the order does not depend on the database's collation.
      .orderBy(sql`lower(${vendors.name})`, asc(vendors.name));
    return rows.map((row) => row.name);
  }

  async skus(company: Company): Promise<string[]> {
    const rows = await this.db
      .select({ sku: items.sku })
      .from(items)
      .where(eq(items.company, company))
      .orderBy(sql`${items.sku} collate "C"`);
    return rows.map((row) => row.sku);
  }

  async carriers(company: Company) {
    return this.db
      .select({ carrier: carriers.carrier, scac: carriers.scac, shorthand: carriers.shorthand })
      .from(carriers)
      .where(eq(carriers.company, company))
      .orderBy(sql`lower(${carriers.carrier})`, asc(carriers.scac));
  }

  /** The columns the sticker and label screens print, for every SKU of the company. */
  async labelItems(company: Company) {
    return this.db
      .select({ ...LABEL_ITEM_COLUMNS, description: items.description })
      .from(items)
      .where(eq(items.company, company))
      .orderBy(sql`${items.sku} collate "C"`);
  }
}

export type LabelItemRow = Awaited<ReturnType<CatalogRepository['labelItems']>>[number];
