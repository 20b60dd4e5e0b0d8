import { sql } from 'drizzle-orm';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import { BULK_ITEM_STATUS, type BulkStage, type BulkWarehouse } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';

/** One tab's filter: its stage, and the warehouses shown (null: every order, placed or not). */
export type TableFilter = { stage: BulkStage; warehouses: readonly BulkWarehouse[] | null };

type TableRow = Omit<BulkOrderRow, 'order_date' | 'upload_date'> & {
  order_date: Date | string;
  upload_date: Date | string;
};

const iso = (value: Date | string): string => new Date(value).toISOString();
const day = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * SQL of the Bulk Orders page. A tab lists the orders of its stage, newest upload first; an order
 * whose items are all cancelled (199) is on no tab (D2 section 4, Shorting).
 */
export class BulkOrdersRepository {
  constructor(private readonly db: Db) {}

  async table(company: Company, filter: TableFilter): Promise<BulkOrderRow[]> {
    const cancelled = BULK_ITEM_STATUS.cancelled;
    const warehouses =
      filter.warehouses === null
        ? sql`true`
        : filter.warehouses.length === 0
          ? sql`false`
          : sql`o.warehouse in (${sql.join(
              filter.warehouses.map((w) => sql`${w}`),
              sql`, `,
            )})`;
    const result = await this.db.execute<TableRow>(sql`
      select o.id, o.internal_po_number, o.external_po_number, o.vendor_name, o.vendor_code, o.warehouse,
        o.acu_order_num, o.acumatica_status, o.stage, o.order_status, o.order_date, o.upload_date, o.upload_id,
        o.price::text as price, o.order_pieces, o.ship_window_start::text as ship_window_start,
        o.ship_window_end::text as ship_window_end, o.requested_pickup::text as requested_pickup,
        o.asn_status, o.invoice_status,
        (select count(*)::int from bulk_order_items i where i.order_id = o.id and i.order_status <> ${cancelled})
          as item_count,
        (select count(*)::int from bulk_shipments s where s.order_id = o.id) as shipment_count
      from bulk_orders o
      where o.company = ${company} and o.stage = ${filter.stage} and ${warehouses}
        and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> ${cancelled})
      order by o.upload_date desc, o.id desc`);
    return result.rows.map((r) => ({
      ...r,
      order_date: iso(r.order_date),
      upload_date: iso(r.upload_date),
      ship_window_start: day(r.ship_window_start),
      ship_window_end: day(r.ship_window_end),
      requested_pickup: day(r.requested_pickup),
    }));
  }
}
