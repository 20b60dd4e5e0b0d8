import { sql, type SQL } from 'drizzle-orm';
import type { BulkSearchQuery } from '@shared/api/bulk/search';
import { BULK_ITEM_STATUS } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import { OFFICE_TZ } from '@shared/lib/office-zone';

/** Filters after the service has padded the ERP number; options are the rest of the query. */
export type BulkSearchFilters = Omit<BulkSearchQuery, 'limit' | 'order_by' | 'desc'>;
export type BulkSearchOptions = Pick<BulkSearchQuery, 'limit' | 'order_by' | 'desc'>;

const ORDER_COLUMN: Record<BulkSearchOptions['order_by'], SQL> = {
  upload_date: sql`o.upload_date`,
  order_date: sql`o.order_date`,
  vendor_name: sql`o.vendor_name`,
  internal_po_number: sql`o.internal_po_number`,
  order_status: sql`o.order_status`,
};

/** A timestamp as `YYYY-MM-DD HH:MM:SS` in the warehouses' zone. */
const wallClock = (column: SQL) => sql`date_trunc('second', ${column} at time zone ${OFFICE_TZ})::text`;

/**
 * One predicate per filter given, each served by an index of schema/bulk.ts: orders by (company,
 * upload_date), ERP number, external PO and (company, vendor_name, internal_po_number); lines by
 * (company, internal_sku); shipments by (company, pro_number) and by order.
 */
function predicates(company: Company, f: BulkSearchFilters): SQL[] {
  const where: SQL[] = [sql`o.company = ${company}`];
  const day = (ymd: string) => sql`(${ymd}::date)::timestamp at time zone ${OFFICE_TZ}`;
  if (f.start_date) where.push(sql`o.upload_date >= ${day(f.start_date)}`);
  if (f.end_date)
    where.push(sql`o.upload_date < (${f.end_date}::date + 1)::timestamp at time zone ${OFFICE_TZ}`);
  if (f.vendor_name) where.push(sql`o.vendor_name = ${f.vendor_name}`);
  if (f.acu_order_num) where.push(sql`o.acu_order_num = ${f.acu_order_num}`);
  if (f.upload_id !== undefined) where.push(sql`o.upload_id = ${f.upload_id}`);
  if (f.internal_po_number) where.push(sql`o.internal_po_number = ${f.internal_po_number}`);
  if (f.external_po_number) where.push(sql`o.external_po_number = ${f.external_po_number}`);
  if (f.order_status !== undefined) where.push(sql`o.order_status = ${f.order_status}`);
  if (f.acumatica_status !== undefined) where.push(sql`o.acumatica_status = ${f.acumatica_status}`);
  if (f.order_valid !== undefined)
    where.push(
      f.order_valid
        ? sql`o.order_status <> ${BULK_ITEM_STATUS.cancelled}`
        : sql`o.order_status = ${BULK_ITEM_STATUS.cancelled}`,
    );
  // An order split across warehouses has one shipment per warehouse: either place counts.
  if (f.warehouse)
    where.push(
      sql`(o.warehouse = ${f.warehouse} or exists (select 1 from bulk_shipments s where s.order_id = o.id and s.warehouse = ${f.warehouse}))`,
    );
  if (f.sku)
    where.push(
      sql`o.id in (select i.order_id from bulk_order_items i where i.company = ${company} and i.internal_sku = ${f.sku})`,
    );
  if (f.pro_number)
    where.push(
      sql`o.id in (select s.order_id from bulk_shipments s where s.company = ${company} and s.pro_number = ${f.pro_number})`,
    );
  if (f.shipment_status !== undefined)
    where.push(
      sql`exists (select 1 from bulk_shipments s where s.order_id = o.id and s.shipment_status = ${f.shipment_status})`,
    );
  return where;
}

/**
 * The search as one statement answering `{"data": [...]}` as JSON text. The orders are walked in
 * the answer's order (newest upload first: bulk_orders_upload_date_idx, or the index of the filter),
 * each with its lines (bulk_items_order_idx) and, per line, the shipment items of the order's
 * shipments (bulk_shipments_order_idx, bulk_shipment_items_shipment_idx); the walk stops at
 * `limit` + 1 rows, so only the orders shown are read. When row `limit` + 1 belongs to the order of
 * row `limit`, that order would be cut in two and is left out (unless it is the first order).
 */
export function bulkSearchSql(company: Company, filters: BulkSearchFilters, options: BulkSearchOptions): SQL {
  const direction = options.desc ? sql`desc` : sql`asc`;
  const column = ORDER_COLUMN[options.order_by];
  const rowOrder = sql`${column} ${direction}, o.id ${direction}, l.item_id, x.shipment_id`;
  return sql`
with flat as (
  select o.id as order_id, o.vendor_name, o.internal_po_number, o.external_po_number, o.acu_order_num,
         o.upload_id, ${wallClock(sql`o.upload_date`)} as upload_date,
         ${wallClock(sql`o.order_date`)} as order_date, o.order_status, o.acumatica_status, o.warehouse,
         o.zip_code, l.item_id, l.internal_sku, l.item_status, coalesce(x.quantity, l.quantity) as quantity,
         l.internal_price, l.external_price, x.shipment_id, x.pro_number, x.carrier, x.shipment_status,
         x.shipment_warehouse, row_number() over (order by ${rowOrder}) as rn
  from bulk_orders o
  cross join lateral (
    select i.id as item_id, i.internal_sku, i.order_status as item_status, i.quantity,
           i.internal_price::text as internal_price, i.external_price::text as external_price
    from bulk_order_items i
    where i.order_id = o.id
  ) l
  left join lateral (
    select si.quantity, s.id as shipment_id, s.pro_number, s.carrier, s.shipment_status,
           s.warehouse as shipment_warehouse
    from bulk_shipments s
    join bulk_shipment_items si on si.shipment_id = s.id
    where s.order_id = o.id and si.item_id = l.item_id
  ) x on true
  where ${sql.join(predicates(company, filters), sql` and `)}
  order by ${rowOrder}
  limit ${options.limit + 1}
), spill as (
  select f.order_id from flat f where f.rn = ${options.limit + 1} and f.order_id <> (select order_id from flat where rn = 1)
)
select json_build_object('data', coalesce(json_agg(r order by r.rn), '[]'::json))::text as body
from (
  select order_id, vendor_name, internal_po_number, external_po_number, acu_order_num, upload_id,
         upload_date, order_date, order_status, acumatica_status, warehouse, zip_code, item_id,
         internal_sku, item_status, quantity, internal_price, external_price, shipment_id, pro_number,
         carrier, shipment_status, shipment_warehouse, rn
  from flat
  where rn <= ${options.limit} and order_id not in (select order_id from spill)
) r`;
}
