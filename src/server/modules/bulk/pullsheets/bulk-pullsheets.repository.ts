import { sql } from 'drizzle-orm';
import type { BulkPullsheetLine, BulkPullsheetOrder } from '@shared/api/bulk/bulk-pullsheets';
import { BULK_WAREHOUSE_CODES } from '@shared/domain/bulk/bulk-pullsheets';
import { BULK_ITEM_STATUS, BULK_WAREHOUSES, type BulkWarehouse } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';

/** The orders to print: of these Acumatica order numbers, or ordered in [from, before). */
export type PullsheetFilter = { acuOrderNums: readonly string[] } | { from: Date; before: Date };

/** A 31-day range of the busiest vendor stays far below this; it bounds one answer all the same. */
const MAX_ORDERS = 2000;

type OrderRow = {
  order_id: number;
  acu_order_num: string;
  internal_po_number: string;
  external_po_number: string | null;
  vendor_name: string;
  warehouse: string | null;
  order_date: Date | string;
  pullsheet_downloaded_at: Date | string | null;
};

type LineRow = BulkPullsheetLine & { order_id: number };

const iso = (value: Date | string): string => new Date(value).toISOString();
const bulkWarehouse = (value: string | null): BulkWarehouse | null =>
  (BULK_WAREHOUSES as readonly string[]).includes(value ?? '') ? (value as BulkWarehouse) : null;

/**
 * SQL of Bulk Pull Sheets. A line to pull is a bulk order item that is not cancelled (199) with
 * pieces sent to the order's warehouse by its decision (fulfill_ky, _pa, _tx, _il); the catalog
 * gives size, foam, bolster and the pull locations (PA: Pennsylvania's; MCA: Kentucky's, the main
 * warehouse). An order with no line to pull (all cancelled, or nothing at its warehouse) is not
 * printed, as a fully cancelled order is not listed elsewhere (D2 section 4).
 */
export class BulkPullsheetsRepository {
  constructor(private readonly db: Db) {}

  async find(company: Company, filter: PullsheetFilter): Promise<BulkPullsheetOrder[]> {
    const where =
      'acuOrderNums' in filter
        ? sql`o.acu_order_num in (${sql.join(
            filter.acuOrderNums.map((n) => sql`${n}`),
            sql`, `,
          )})`
        : sql`o.order_date >= ${filter.from.toISOString()}::timestamptz
            and o.order_date < ${filter.before.toISOString()}::timestamptz`;
    const quantity = sql`case o.warehouse when 'kentucky' then i.fulfill_ky when 'pennsylvania' then i.fulfill_pa
      when 'texas' then i.fulfill_tx when 'illinois' then i.fulfill_il
      else i.quantity - i.cancelled - i.back_ordered - i.discontinued end`;
    const orders = await this.db.execute<OrderRow>(sql`
      select o.id as order_id, o.acu_order_num, o.internal_po_number, o.external_po_number, o.vendor_name,
        o.warehouse, o.order_date, o.pullsheet_downloaded_at
      from bulk_orders o
      where o.company = ${company} and o.acu_order_num is not null and ${where}
        and exists (select 1 from bulk_order_items i where i.order_id = o.id
          and i.order_status <> ${BULK_ITEM_STATUS.cancelled} and ${quantity} > 0)
      order by o.acu_order_num, o.id
      limit ${MAX_ORDERS}`);
    if (orders.rows.length === 0) return [];
    const ids = sql.join(
      orders.rows.map((o) => sql`${o.order_id}`),
      sql`, `,
    );
    const lines = await this.db.execute<LineRow>(sql`
      select i.order_id, i.id as item_id, i.internal_sku as sku, i.external_sku,
        coalesce(i.root_sku, it.root_sku) as root_sku,
        coalesce(nullif(i.description, ''), it.description, '') as description,
        it.size, it.colour, (${quantity})::int as quantity,
        pa.location as pa_location, mca.location as mca_location, it.foam, it.bolster,
        coalesce(i.case_packs, it.case_packs) as case_packs,
        case when (${quantity}) = i.quantity then i.boxes end as boxes, it.default_box
      from bulk_order_items i
      join bulk_orders o on o.id = i.order_id
      left join items it on it.company = i.company and it.sku = i.internal_sku
      left join item_locations pa on pa.item_id = it.id and pa.warehouse = 'pennsylvania'
      left join item_locations mca on mca.item_id = it.id and mca.warehouse = 'kentucky'
      where i.order_id in (${ids}) and i.order_status <> ${BULK_ITEM_STATUS.cancelled} and ${quantity} > 0
      order by i.order_id, i.id`);
    const byOrder = new Map<number, BulkPullsheetLine[]>();
    for (const { order_id, ...line } of lines.rows) {
      const list = byOrder.get(order_id) ?? [];
      list.push(line);
      byOrder.set(order_id, list);
    }
    return orders.rows.map((o) => {
      const warehouse = bulkWarehouse(o.warehouse);
      const orderLines = byOrder.get(o.order_id) ?? [];
      return {
        order_id: o.order_id,
        acu_order_num: o.acu_order_num,
        internal_po_number: o.internal_po_number,
        external_po_number: o.external_po_number,
        vendor_name: o.vendor_name,
        warehouse,
        warehouse_code: warehouse ? BULK_WAREHOUSE_CODES[warehouse] : null,
        order_date: iso(o.order_date),
        pullsheet_downloaded_at: o.pullsheet_downloaded_at ? iso(o.pullsheet_downloaded_at) : null,
        total_pieces: orderLines.reduce((sum, l) => sum + l.quantity, 0),
        lines: orderLines,
      };
    });
  }

  /**
   * Sets pullsheet_downloaded_at to now on every order of these numbers, in one statement that
   * writes nothing unless every number names an order; the time written, or null when one is unknown.
   */
  async recordDownload(company: Company, acuOrderNums: readonly string[]): Promise<Date | null> {
    const list = sql.join(
      acuOrderNums.map((n) => sql`${n}`),
      sql`, `,
    );
    const result = await this.db.execute<{ at: Date | string }>(sql`
      with found as (
        select id, acu_order_num from bulk_orders where company = ${company} and acu_order_num in (${list})
      )
      update bulk_orders o set pullsheet_downloaded_at = now()
      from found f
      where o.id = f.id and (select count(distinct acu_order_num) from found) = ${acuOrderNums.length}
      returning o.pullsheet_downloaded_at as at`);
    const first = result.rows[0];
    return first ? new Date(first.at) : null;
  }
}
