import { sql, type SQL } from 'drizzle-orm';
import type { OrderSearchQuery } from '@shared/api/dropship/order-search';
import type { Company } from '@shared/domain/identity/companies';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import { OFFICE_TZ } from '@shared/lib/office-zone';

/** Dates are filtered and shown as wall-clock times in the warehouses' zone (Kentucky, Pennsylvania). */
export const SEARCH_TZ = OFFICE_TZ;

/** The filters after the service has normalised them (ERP number padded). */
export type SearchFilters = Omit<OrderSearchQuery, 'limit' | 'order_by' | 'desc'>;
export type SearchOptions = Pick<OrderSearchQuery, 'limit' | 'order_by' | 'desc'>;

const ORDER_COLUMN: Record<SearchOptions['order_by'], SQL> = {
  upload_date: sql`o.upload_date`,
  order_date: sql`o.order_date`,
  vendor_name: sql`o.vendor_name`,
  internal_po_number: sql`o.internal_po_number`,
  order_status: sql`o.order_status`,
};

/** A timestamp as `YYYY-MM-DD HH:MM:SS` in the search zone (a cast is cheaper than to_char). */
const wallClock = (column: SQL) => sql`date_trunc('second', ${column} at time zone ${SEARCH_TZ})::text`;

/**
 * Each present filter is one predicate, written so an index of src/server/platform/db/schema/dropship.ts
 * serves it: orders by (company, upload_date), (company, vendor_name, upload_date), PO numbers, ERP
 * number, upload id, (company, order_status, upload_date), (company, acumatica_status,
 * upload_date) and lower(name); packages by tracking number, (company, tracking_status, order_id),
 * pull sheet and order; lines by (company, internal_sku). Absent filters add nothing, so the
 * planner sees only what is asked.
 */
function predicates(company: Company, f: SearchFilters): SQL[] {
  const where: SQL[] = [sql`o.company = ${company}`];
  const day = (ymd: string) => sql`(${ymd}::date)::timestamp at time zone ${SEARCH_TZ}`;
  if (f.start_date) where.push(sql`o.upload_date >= ${day(f.start_date)}`);
  if (f.end_date)
    where.push(sql`o.upload_date < (${f.end_date}::date + 1)::timestamp at time zone ${SEARCH_TZ}`);
  if (f.vendor_name) where.push(sql`o.vendor_name = ${f.vendor_name}`);
  if (f.acu_order_num) where.push(sql`o.acu_order_num = ${f.acu_order_num}`);
  if (f.upload_id !== undefined) where.push(sql`o.upload_id = ${f.upload_id}`);
  if (f.internal_po_number) where.push(sql`o.internal_po_number = ${f.internal_po_number}`);
  if (f.external_po_number) where.push(sql`o.external_po_number = ${f.external_po_number}`);
  if (f.name) where.push(sql`lower(o.name) = lower(${f.name})`);
  if (f.order_status !== undefined) where.push(sql`o.order_status = ${f.order_status}`);
  if (f.acumatica_status !== undefined) where.push(sql`o.acumatica_status = ${f.acumatica_status}`);
  if (f.warehouse) where.push(sql`o.warehouse = ${f.warehouse}`);
  if (f.order_valid !== undefined)
    where.push(
      f.order_valid
        ? sql`o.order_status <> ${ORDER_STATUS.cancelled}`
        : sql`o.order_status = ${ORDER_STATUS.cancelled}`,
    );
  if (f.tracking_number)
    where.push(
      sql`o.id in (select k.order_id from dropship_packages k where k.company = ${company} and k.tracking_number = ${f.tracking_number})`,
    );
  if (f.pullsheet_id !== undefined)
    where.push(
      sql`o.id in (select k.order_id from dropship_packages k where k.pullsheet_id = ${f.pullsheet_id} and k.company = ${company})`,
    );
  if (f.sku)
    where.push(
      sql`o.id in (select l.order_id from dropship_order_lines l where l.company = ${company} and l.internal_sku = ${f.sku})`,
    );
  if (f.tracking_status !== undefined)
    where.push(
      sql`o.id in (select k.order_id from dropship_packages k where k.company = ${company} and k.tracking_status = ${f.tracking_status})`,
    );
  if (f.on_pullsheet !== undefined)
    where.push(
      sql`${f.on_pullsheet ? sql`` : sql`not `}exists (select 1 from dropship_packages k where k.order_id = o.id and k.pullsheet_id is not null)`,
    );
  return where;
}

/**
 * Run before the search, in its transaction. PostgreSQL's default random_page_cost (4) prices a
 * random page read as four sequential ones, as on a spinning disk; with it the planner answered a
 * rare tracking status (10,000 of 650,000 packages) by reading every order of the company rather
 * than fetching the 10,000 by key through dropship_packages_tracking_status_idx (about 1.2 s
 * against 0.2 s on the large world). The database's pages are on local SSD and mostly cached, so
 * the search prices them as such (1.1, the usual SSD setting); a common status still walks the
 * newest orders by upload date.
 */
export const SEARCH_PLANNER_SETTINGS = 'set local random_page_cost = 1.1';

/**
 * The whole search as one statement. The newest `limit` orders are picked first (an index scan that
 * stops at the limit), then each picked order's packages are read through dropship_packages_order_idx
 * (a lateral subquery per order: a join would tempt the planner into reading every package of the
 * company), and PostgreSQL writes the answer `{"data": [...]}` as one JSON text, so the
 * server only compresses it. Rows become JSON with json_agg of a record (cheaper than
 * json_build_object per row), fed from a subquery already in order, as the PostgreSQL manual shows
 * for ordered aggregates.
 */
export function orderSearchSql(company: Company, filters: SearchFilters, options: SearchOptions): SQL {
  const direction = options.desc ? sql`desc` : sql`asc`;
  const column = ORDER_COLUMN[options.order_by];
  // The id breaks ties (a whole upload shares one upload_date) so the order is stable.
  const orderBy = sql`${column} ${direction}, o.id ${direction}`;
  return sql`
with picked as materialized (
  select o.id, o.vendor_name, o.internal_po_number, o.external_po_number, o.upload_id, o.upload_date,
         o.order_date, o.name, o.city, o.state, o.warehouse, o.carrier, o.method, o.order_status,
         o.acumatica_status, o.acu_order_num, ${column} as sort_key
  from dropship_orders o
  where ${sql.join(predicates(company, filters), sql` and `)}
  order by ${orderBy}
  limit ${options.limit}
)
select json_build_object('data', coalesce(json_agg(r), '[]'::json))::text as body
from (
  select p.id as order_id, p.vendor_name, p.internal_po_number, p.external_po_number, p.upload_id,
         ${wallClock(sql`p.upload_date`)} as upload_date, ${wallClock(sql`p.order_date`)} as order_date,
         p.name, p.city, p.state, p.warehouse, p.carrier, p.method, p.order_status, p.acumatica_status,
         p.acu_order_num, coalesce(s.shipments, '[]'::json) as shipments
  from picked p
  cross join lateral (
    select json_agg(j order by j.package_id) as shipments
    from dropship_packages k
    cross join lateral (
      select k.id as package_id, k.tracking_number, k.carrier, k.method, k.tracking_status, k.acu_ship_num,
             k.acumatica_status, k.truck_number, k.warehouse, k.pullsheet_id,
             ${wallClock(sql`k.ship_date`)} as ship_date, k.reshipped_date::text as reshipped_date,
             k.total_quantity
    ) j
    where k.order_id = p.id and k.company = ${company}
  ) s
  order by p.sort_key ${direction}, p.id ${direction}
) r`;
}
