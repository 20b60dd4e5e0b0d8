import { and, eq } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { builds } from '../../../platform/db/schema/labour';

/** The builds of an order at a warehouse (the labour builds table; warehouse codes KY, PA, TX). */
export class TransferShipmentsRepository {
  constructor(private readonly db: Db) {}

  async buildsOf(company: Company, orderNumber: string, warehouse: string) {
    return this.db
      .select({ sku: builds.sku, quantity: builds.quantity })
      .from(builds)
      .where(
        and(
          eq(builds.company, company),
          eq(builds.orderNumber, orderNumber),
          eq(builds.warehouse, warehouse),
        ),
      );
  }
}
