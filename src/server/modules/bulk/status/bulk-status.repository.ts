import { sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';

export type BulkVendorRow = {
  id: number;
  name: string;
  code: string;
  fulfillment_priority: number | null;
  last_download: Date | null;
};

/** SQL of Bulk Status; every statement is for one company. */
export class BulkStatusRepository {
  constructor(private readonly db: Db) {}

  /** The company's bulk vendors (active or not: a quiet one shows as inactive), by name. */
  async vendors(company: Company): Promise<BulkVendorRow[]> {
    const result = await this.db.execute<BulkVendorRow>(sql`
      select id, name, code, fulfillment_priority, last_download from vendors
      where company = ${company} and side = 'bulk' order by lower(name)`);
    return result.rows.map((r) => ({ ...r, last_download: r.last_download && new Date(r.last_download) }));
  }

  async vendor(company: Company, name: string): Promise<BulkVendorRow | null> {
    return (await this.vendors(company)).find((v) => v.name === name) ?? null;
  }

  /** Unprocessed orders per vendor: bulk orders still on the New tab (no decision sent yet). */
  async unprocessedCounts(company: Company): Promise<Map<string, number>> {
    const result = await this.db.execute<{ vendor_name: string; orders: number }>(sql`
      select vendor_name, count(*)::int as orders from bulk_orders
      where company = ${company} and stage = 'new'
      group by vendor_name`);
    return new Map(result.rows.map((r) => [r.vendor_name, r.orders]));
  }

  async setLastDownload(company: Company, vendorId: number, at: Date): Promise<void> {
    await this.db.execute(
      sql`update vendors set last_download = ${at} where company = ${company} and id = ${vendorId}`,
    );
  }
}
