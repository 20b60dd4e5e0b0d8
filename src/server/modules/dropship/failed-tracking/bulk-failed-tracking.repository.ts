import { sql } from 'drizzle-orm';
import type { BulkFailedTrackingRow } from '@shared/api/dropship/failed-tracking';
import { BULK_ITEM_STATUS, SHIPMENT_STATUS } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db, DbOrTx } from '../../../platform/db/client';

/**
 * SQL of Failed Tracking's bulk side: a bulk order's parcel shipment (method PARCEL, still
 * Created) without a tracking number, in the given warehouses. A parcel's number is kept where a
 * freight load keeps its PRO number (`pro_number`), which the 856 and the searches read.
 */
export class BulkFailedTrackingRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  private failed(company: Company, warehouses: readonly string[]) {
    const list =
      warehouses.length === 0
        ? sql`null`
        : sql.join(
            warehouses.map((w) => sql`${w}`),
            sql`, `,
          );
    return sql`
      s.company = ${company} and o.company = ${company}
      and upper(coalesce(s.method, '')) = 'PARCEL' and s.shipment_status = ${SHIPMENT_STATUS.created}
      and coalesce(trim(s.pro_number), '') = '' and s.warehouse in (${list})
      and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> ${BULK_ITEM_STATUS.cancelled})`;
  }

  async list(company: Company, warehouses: readonly string[]): Promise<BulkFailedTrackingRow[]> {
    const result = await this.db.execute<BulkFailedTrackingRow>(sql`
      select o.id as order_id, s.id as shipment_id, s.warehouse, o.vendor_name, o.internal_po_number,
        coalesce((select string_agg(distinct i.internal_sku, ', ') from bulk_shipment_items si
          join bulk_order_items i on i.id = si.item_id where si.shipment_id = s.id), '') as internal_sku,
        o.weight_lbs::text as shipment_weight, s.total_on_shipment,
        (select c.default_box from bulk_shipment_items si join bulk_order_items i on i.id = si.item_id
          join items c on c.company = o.company and c.sku = i.internal_sku
          where si.shipment_id = s.id order by si.id limit 1) as box_type,
        o.name, o.address1, o.address2, o.city, o.state, o.zip_code, s.carrier
      from bulk_shipments s join bulk_orders o on o.id = s.order_id
      where ${this.failed(company, warehouses)}
      order by s.ship_date nulls last, s.id
      limit 5000`);
    return result.rows;
  }

  /** Sets the number of one failed shipment; null when it is not (or no longer) failed in these warehouses. */
  async setNumber(
    tx: DbOrTx,
    company: Company,
    warehouses: readonly string[],
    shipmentId: number,
    tracking: string,
  ): Promise<{ id: number; po: string } | null> {
    const result = await tx.execute<{ id: number; po: string }>(sql`
      update bulk_shipments s set pro_number = ${tracking}
      from bulk_orders o
      where o.id = s.order_id and s.id = ${shipmentId} and ${this.failed(company, warehouses)}
      returning s.id, o.internal_po_number as po`);
    return result.rows[0] ?? null;
  }
}
