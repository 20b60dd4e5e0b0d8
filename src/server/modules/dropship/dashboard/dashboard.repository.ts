import { sql, type SQL } from 'drizzle-orm';
import type { ExportBy } from '@shared/domain/dropship/dashboard';
import { ACUMATICA_STATUS, ORDER_STATUS, PULLSHEET_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';

export const ORDERS_EXPORT_LIMIT = 20_000;
export const UNGROUPED_LIMIT = 5_000;

const { created, pulled, built, staged, ready, unacknowledged, cancelled } = ORDER_STATUS;

/** The warehouses a count covers: these names, plus orders without one when `withoutWarehouse`. */
export type WarehouseFilter = { warehouses: readonly string[]; withoutWarehouse: boolean };

function inWarehouses(column: SQL, filter: WarehouseFilter): SQL {
  const listed =
    filter.warehouses.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          filter.warehouses.map((w) => sql`${w}`),
          sql`, `,
        )})`;
  return filter.withoutWarehouse ? sql`(${listed} or ${column} is null)` : listed;
}

/** No package of the order is on a pull sheet. */
const onNoSheet = sql`not exists (
  select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null
)`;

export type ExportOrderRecord = {
  order_id: number;
  vendor_name: string;
  internal_po_number: string;
  external_po_number: string | null;
  upload_date: Date;
  order_date: Date;
  warehouse: string | null;
  order_status: number;
  internal_sku: string;
  quantity: number;
  name: string;
  city: string;
  state: string;
  zip_code: string;
  carrier: string | null;
  tracking_number: string | null;
  pullsheet_id: number | null;
  pullsheet_date: Date | null;
};

export type UspsRecord = {
  tracking_number: string;
  internal_po_number: string;
  vendor_name: string;
  warehouse: string;
  pullsheet_id: number | null;
  pullsheet_date: Date | null;
  upload_date: Date;
};

export type UngroupedRecord = {
  order_id: number;
  vendor_name: string;
  internal_po_number: string;
  upload_date: Date;
  order_status: number;
  warehouse: string | null;
};

/** SQL of the Dashboard and its exports; every statement is for one company. */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /** Orders uploaded in [from, until) per warehouse (null: none yet) and order status. */
  async ordersByWarehouseAndStatus(
    company: Company,
    from: Date,
    until: Date,
  ): Promise<{ warehouse: string | null; order_status: number; orders: number }[]> {
    const result = await this.db.execute<{
      warehouse: string | null;
      order_status: number;
      orders: number;
    }>(sql`
      select o.warehouse, o.order_status, count(*)::int as orders
      from dropship_orders o
      where o.company = ${company} and o.upload_date >= ${from.toISOString()} and o.upload_date < ${until.toISOString()}
      group by o.warehouse, o.order_status
      order by o.warehouse nulls last, o.order_status`);
    return result.rows;
  }

  /** Unprocessed orders per warehouse: order_created and on no pull sheet (as API Status counts them). */
  async unprocessedByWarehouse(
    company: Company,
    filter: WarehouseFilter,
  ): Promise<Map<string | null, number>> {
    const result = await this.db.execute<{ warehouse: string | null; orders: number }>(sql`
      select o.warehouse, count(*)::int as orders
      from dropship_orders o
      where o.company = ${company} and o.order_status = ${created}
        and ${inWarehouses(sql`o.warehouse`, filter)} and ${onNoSheet}
      group by o.warehouse`);
    return new Map(result.rows.map((r) => [r.warehouse, r.orders]));
  }

  /** The counts of the Needs Attention, Pull Sheets and Shipping Today groups, in one statement. */
  async attention(
    company: Company,
    from: Date,
    until: Date,
  ): Promise<{
    failed_tracking: number;
    on_hold: number;
    acu_order_failed: number;
    acu_shipment_failed: number;
    ungrouped: number;
    open_sheets: number;
    sheets_today: number;
    open_pieces: number;
    picked_up_today: number;
    labels_today: number;
  }> {
    const f = from.toISOString();
    const u = until.toISOString();
    type Row = Awaited<ReturnType<DashboardRepository['attention']>>;
    const result = await this.db.execute<Row>(sql`
      select
        (select count(*)::int from dropship_packages p join dropship_orders o on o.id = p.order_id
          where p.company = ${company} and p.tracking_error is not null and o.order_status <> ${cancelled}) as failed_tracking,
        (select count(*)::int from dropship_orders o
          where o.company = ${company} and o.order_status in (${ready}, ${unacknowledged})) as on_hold,
        (select count(*)::int from dropship_orders o
          where o.company = ${company} and o.acumatica_status = ${ACUMATICA_STATUS.orderFailed}
            and o.order_status <> ${cancelled}) as acu_order_failed,
        (select count(*)::int from dropship_packages p join dropship_orders o on o.id = p.order_id
          where p.company = ${company} and p.acumatica_status = ${ACUMATICA_STATUS.shipmentFailed}
            and o.order_status <> ${cancelled}) as acu_shipment_failed,
        (select count(*)::int from dropship_orders o
          where o.company = ${company} and o.order_status in (${created}, ${pulled}, ${built}, ${staged})
            and ${onNoSheet}) as ungrouped,
        (select count(*)::int from pullsheets s
          where s.company = ${company} and s.status_code < ${PULLSHEET_STATUS.shipped}) as open_sheets,
        (select count(*)::int from pullsheets s
          where s.company = ${company} and s.date >= ${f} and s.date < ${u}) as sheets_today,
        (select coalesce(sum(s.piece_count), 0)::int from pullsheets s
          where s.company = ${company} and s.status_code < ${PULLSHEET_STATUS.shipped}) as open_pieces,
        (select count(*)::int from dropship_orders o
          where o.company = ${company} and o.pickup_time >= ${f} and o.pickup_time < ${u}) as picked_up_today,
        (select count(*)::int from dropship_packages p
          where p.company = ${company} and p.ship_date >= ${f} and p.ship_date < ${u}) as labels_today`);
    return result.rows[0]!;
  }

  /** The date an export's range applies to: the order's upload date or its package's pull sheet date. */
  private rangeColumn(by: ExportBy): SQL {
    return by === 'upload_date' ? sql`o.upload_date` : sql`s.date`;
  }

  async exportOrders(
    company: Company,
    warehouse: string,
    by: ExportBy,
    from: Date,
    until: Date,
  ): Promise<ExportOrderRecord[]> {
    const at = this.rangeColumn(by);
    const result = await this.db.execute<ExportOrderRecord>(sql`
      select o.id as order_id, o.vendor_name, o.internal_po_number, o.external_po_number,
             o.upload_date, o.order_date, coalesce(p.warehouse, o.warehouse) as warehouse,
             l.order_status, l.internal_sku, l.quantity, o.name, o.city, o.state, o.zip_code,
             coalesce(p.carrier, o.carrier) as carrier, p.tracking_number,
             s.pullsheet_id, s.date as pullsheet_date
      from dropship_order_lines l
      join dropship_orders o on o.id = l.order_id
      left join dropship_packages p on p.id = l.package_id
      left join pullsheets s on s.pullsheet_id = p.pullsheet_id
      where l.company = ${company} and coalesce(p.warehouse, o.warehouse) = ${warehouse}
        and ${at} >= ${from.toISOString()} and ${at} < ${until.toISOString()}
      order by o.upload_date, o.id, l.id
      limit ${ORDERS_EXPORT_LIMIT + 1}`);
    return result.rows;
  }

  async uspsTracking(
    company: Company,
    warehouse: string,
    by: ExportBy,
    from: Date,
    until: Date,
  ): Promise<UspsRecord[]> {
    const at = this.rangeColumn(by);
    const result = await this.db.execute<UspsRecord>(sql`
      select p.tracking_number, o.internal_po_number, o.vendor_name,
             coalesce(p.warehouse, o.warehouse) as warehouse,
             s.pullsheet_id, s.date as pullsheet_date, o.upload_date
      from dropship_packages p
      join dropship_orders o on o.id = p.order_id
      left join pullsheets s on s.pullsheet_id = p.pullsheet_id
      where p.company = ${company} and lower(coalesce(p.carrier, o.carrier, '')) = 'usps'
        and p.tracking_number is not null and p.tracking_number <> ''
        and o.order_status <> ${cancelled}
        and coalesce(p.warehouse, o.warehouse) = ${warehouse}
        and ${at} >= ${from.toISOString()} and ${at} < ${until.toISOString()}
      order by ${at}, p.tracking_number`);
    return result.rows;
  }

  async ungrouped(company: Company, filter: WarehouseFilter): Promise<UngroupedRecord[]> {
    const result = await this.db.execute<UngroupedRecord>(sql`
      select o.id as order_id, o.vendor_name, o.internal_po_number, o.upload_date, o.order_status, o.warehouse
      from dropship_orders o
      where o.company = ${company} and o.order_status in (${created}, ${pulled}, ${built}, ${staged})
        and ${inWarehouses(sql`o.warehouse`, filter)} and ${onNoSheet}
      order by o.upload_date, o.id
      limit ${UNGROUPED_LIMIT}`);
    return result.rows;
  }
}
