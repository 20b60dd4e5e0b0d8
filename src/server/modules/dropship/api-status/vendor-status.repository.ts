import { and, asc, eq, sql } from 'drizzle-orm';
import type { VendorRequestState, VendorRequestType } from '@shared/domain/dropship/api-status';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { logEntries } from '../../../platform/db/schema/admin';
import { vendors } from '../../../platform/db/schema/catalog';

export type VendorRow = {
  id: number;
  name: string;
  code: string;
  fulfillmentPriority: number | null;
  lastDownload: Date | null;
  sendsInventory: boolean;
};

/** A vendor request's progress, kept in log_entries (meta.kind = 'vendor-request'). */
export type RequestEntry = {
  requestId: string;
  vendorName: string;
  requestType: VendorRequestType;
  state: VendorRequestState;
  message: string | null;
  detail: string | null;
  at: Date;
};

const REQUEST_KIND = 'vendor-request';

/** SQL of the API Status screen and its vendor requests; every statement is for one company. */
export class VendorStatusRepository {
  constructor(private readonly db: Db) {}

  async dropshipVendors(company: Company): Promise<VendorRow[]> {
    return this.db
      .select({
        id: vendors.id,
        name: vendors.name,
        code: vendors.code,
        fulfillmentPriority: vendors.fulfillmentPriority,
        lastDownload: vendors.lastDownload,
        sendsInventory: vendors.sendsInventory,
      })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, 'dropship')))
      .orderBy(asc(sql`lower(${vendors.name})`));
  }

  /**
   * Unprocessed orders per vendor: order_created (100) and on no pull sheet. Holds (197, 198) wait
   * on the hold screen and cancelled ones never ship, so neither counts. Orders without a warehouse
   * count only when `withoutWarehouse` (the caller sees every warehouse).
   */
  async unprocessedCounts(
    company: Company,
    warehouses: readonly string[],
    withoutWarehouse: boolean,
  ): Promise<Map<string, number>> {
    const whs = sql.join(
      warehouses.map((w) => sql`${w}`),
      sql`, `,
    );
    const inWarehouse = warehouses.length === 0 ? sql`false` : sql`o.warehouse in (${whs})`;
    const result = await this.db.execute<{ vendor_name: string; orders: number }>(sql`
      select o.vendor_name, count(*)::int as orders
      from dropship_orders o
      where o.company = ${company}
        and o.order_status = ${ORDER_STATUS.created}
        and (${inWarehouse} or (${withoutWarehouse} and o.warehouse is null))
        and not exists (
          select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null
        )
      group by o.vendor_name`);
    return new Map(result.rows.map((r) => [r.vendor_name, r.orders]));
  }

  async setLastDownload(company: Company, vendorId: number, at: Date): Promise<void> {
    await this.db
      .update(vendors)
      .set({ lastDownload: at })
      .where(and(eq(vendors.company, company), eq(vendors.id, vendorId)));
  }

  /** Appends a step of a vendor request; the newest entry per request is its state. */
  async recordRequest(
    company: Company,
    entry: Omit<RequestEntry, 'at'>,
    level: 'info' | 'error',
    logMessage: string,
    user: string | null,
  ): Promise<Date> {
    const [row] = await this.db
      .insert(logEntries)
      .values({
        company,
        level,
        message: logMessage,
        meta: {
          kind: REQUEST_KIND,
          request_id: entry.requestId,
          vendor_name: entry.vendorName,
          request_type: entry.requestType,
          state: entry.state,
          result: entry.message,
          detail: entry.detail,
          user,
        },
      })
      .returning({ at: logEntries.timestamp });
    return row!.at;
  }

  /** The newest state of each request of the company (requests older than two days are forgotten). */
  async requestStates(company: Company, ids: readonly string[]): Promise<RequestEntry[]> {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await this.db.execute<{
      request_id: string;
      vendor_name: string;
      request_type: VendorRequestType;
      state: RequestEntry['state'];
      result: string | null;
      detail: string | null;
      at: Date | string;
    }>(sql`
      select distinct on (meta->>'request_id')
        meta->>'request_id' as request_id, meta->>'vendor_name' as vendor_name,
        meta->>'request_type' as request_type, meta->>'state' as state,
        meta->>'result' as result, meta->>'detail' as detail, "timestamp" as at
      from log_entries
      where company = ${company}
        and "timestamp" > now() - interval '2 days'
        and meta->>'kind' = ${REQUEST_KIND}
        and meta->>'request_id' in (${list})
      order by meta->>'request_id', id desc`);
    return result.rows.map((r) => ({
      requestId: r.request_id,
      vendorName: r.vendor_name,
      requestType: r.request_type,
      state: r.state,
      message: r.result,
      detail: r.detail,
      at: new Date(r.at),
    }));
  }
}
