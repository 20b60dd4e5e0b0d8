import { sql } from 'drizzle-orm';
import type {
  BulkOrderDetail,
  BulkOrderItem,
  BulkOrderKey,
  BulkOrderRow,
  BulkOrderShipment,
} from '@shared/api/bulk/bulk-orders';
import { ASN_STATUS, BULK_ITEM_STATUS, type BulkStage, type BulkWarehouse } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';

export type ShortItemKey = { internal_sku: string; internal_po_number: string; vendor_name: string };
export type ShortResult =
  | { ok: true; updated: number }
  | { ok: false; problem: 'unknown' | 'asn_sent' | 'status'; item: ShortItemKey };

/** One tab's filter: its stage, and the warehouses shown (null: every order, placed or not). */
export type TableFilter = { stage: BulkStage; warehouses: readonly BulkWarehouse[] | null };

type TableRow = Omit<BulkOrderRow, 'order_date' | 'upload_date'> & {
  order_date: Date | string;
  upload_date: Date | string;
};

/** to_char's pattern of `Date.toISOString()` (the answers' times), applied to a UTC timestamp. */
const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** A row of a tab (BulkOrderRow), times as ISO text in UTC and days as YYYY-MM-DD, from `o`. */
const ROW_COLUMNS = sql`o.id, o.internal_po_number, o.external_po_number, o.vendor_name, o.vendor_code, o.warehouse,
  o.acu_order_num, o.acumatica_status, o.stage, o.order_status,
  to_char(o.order_date at time zone 'UTC', ${ISO_UTC}) as order_date,
  to_char(o.upload_date at time zone 'UTC', ${ISO_UTC}) as upload_date, o.upload_id,
  o.price::text as price, o.order_pieces, o.ship_window_start::text as ship_window_start,
  o.ship_window_end::text as ship_window_end, o.requested_pickup::text as requested_pickup,
  o.asn_status, o.invoice_status, o.asn_error, o.invoice_error,
  (select count(*)::int from bulk_order_items i where i.order_id = o.id and i.order_status <> ${BULK_ITEM_STATUS.cancelled})
    as item_count,
  (select count(*)::int from bulk_shipments s where s.order_id = o.id) as shipment_count`;

const iso = (value: Date | string): string => new Date(value).toISOString();
const day = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const toRow = (r: TableRow): BulkOrderRow => ({
  id: r.id,
  internal_po_number: r.internal_po_number,
  external_po_number: r.external_po_number,
  vendor_name: r.vendor_name,
  vendor_code: r.vendor_code,
  warehouse: r.warehouse,
  acu_order_num: r.acu_order_num,
  acumatica_status: r.acumatica_status,
  stage: r.stage,
  order_status: r.order_status,
  order_date: iso(r.order_date),
  upload_date: iso(r.upload_date),
  upload_id: r.upload_id,
  price: r.price,
  order_pieces: r.order_pieces,
  ship_window_start: day(r.ship_window_start),
  ship_window_end: day(r.ship_window_end),
  requested_pickup: day(r.requested_pickup),
  asn_status: r.asn_status,
  invoice_status: r.invoice_status,
  asn_error: r.asn_error,
  invoice_error: r.invoice_error,
  item_count: r.item_count,
  shipment_count: r.shipment_count,
});

/**
 * SQL of the Bulk Orders page. A tab lists the orders of its stage, newest upload first; an order
 * whose items are all cancelled (199) is on no tab (D2 section 4, Shorting).
 */
export class BulkOrdersRepository {
  constructor(private readonly db: Db) {}

  /**
   * A tab's answer, `{"orders":[...]}` in BulkOrderRow's shape, built by PostgreSQL: the route sends
   * the text as it comes (a tab of thousands of rows costs no mapping or serialising in Node; the
   * bench runs this very statement through `pg`). Times are ISO in UTC, days YYYY-MM-DD.
   */
  tableStatement(company: Company, filter: TableFilter) {
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
    return sql`
      select json_build_object('orders', coalesce(json_agg(r order by o.upload_date desc, o.id desc), '[]'::json))::text
        as body
      from bulk_orders o
      cross join lateral (select ${ROW_COLUMNS}) r
      where o.company = ${company} and o.stage = ${filter.stage} and ${warehouses}
        and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> ${cancelled})`;
  }

  async table(company: Company, filter: TableFilter): Promise<string> {
    const result = await this.db.execute<{ body: string }>(this.tableStatement(company, filter));
    return result.rows[0]!.body;
  }

  /** The orders of a PO and vendor (one, by the unique key) with customer info, items and pallets. */
  async detail(
    company: Company,
    where: { key: BulkOrderKey } | { newOf: string },
  ): Promise<BulkOrderDetail[]> {
    const cond =
      'key' in where
        ? sql`o.internal_po_number = ${where.key.internal_po_number} and o.vendor_name = ${where.key.vendor_name}`
        : sql`o.vendor_name = ${where.newOf} and o.stage = 'new'
            and exists (select 1 from bulk_order_items i where i.order_id = o.id
              and i.order_status <> ${BULK_ITEM_STATUS.cancelled})`;
    const orders = await this.db.execute<TableRow & DetailExtra>(sql`
      select ${ROW_COLUMNS}, o.name, o.attention, o.address1, o.address2, o.city, o.state, o.zip_code,
        o.pickup_date::text as pickup_date, o.volume_cf::text as volume_cf, o.weight_lbs::text as weight_lbs
      from bulk_orders o
      where o.company = ${company} and ${cond}
      order by o.upload_date desc, o.id desc
      limit ${MAX_DETAIL_ORDERS}`);
    if (orders.rows.length === 0) return [];
    const ids = sql.join(
      orders.rows.map((o) => sql`${o.id}`),
      sql`, `,
    );
    const items = await this.db.execute<BulkOrderItem & { order_id: number }>(sql`
      select i.order_id, i.id, i.internal_sku, i.external_sku, i.description, i.quantity,
        i.internal_price::text as internal_price, i.external_price::text as external_price, i.case_packs, i.boxes,
        i.decision, i.fulfill_ky, i.fulfill_pa, i.fulfill_tx, i.fulfill_il, i.order_status
      from bulk_order_items i where i.order_id in (${ids})
      order by i.order_id, i.id`);
    const shipments = await this.db.execute<
      Omit<BulkOrderShipment, 'items' | 'total_quantity'> & { order_id: number }
    >(sql`
      select s.order_id, s.id, s.carrier, s.pro_number, s.bol, s.truck_number, s.ship_date::text as ship_date,
        s.expected_delivery::text as expected_delivery, s.acu_ship_num, s.acumatica_status, s.shipment_status,
        s.warehouse, s.reshipped_date::text as reshipped_date
      from bulk_shipments s where s.order_id in (${ids})
      order by s.order_id, s.id`);
    const shipped = await this.db.execute<{
      shipment_id: number;
      internal_sku: string;
      description: string | null;
      quantity: number;
    }>(sql`
      select si.shipment_id, i.internal_sku, min(i.description) as description, sum(si.quantity)::int as quantity
      from bulk_shipment_items si
      join bulk_order_items i on i.id = si.item_id
      join bulk_shipments s on s.id = si.shipment_id
      where s.order_id in (${ids})
      group by si.shipment_id, i.internal_sku
      order by si.shipment_id, i.internal_sku`);
    const itemsOf = group(items.rows, (r) => r.order_id);
    const shipmentsOf = group(shipments.rows, (r) => r.order_id);
    const linesOf = group(shipped.rows, (r) => r.shipment_id);
    return orders.rows.map((o) => ({
      ...toRow(o),
      name: o.name,
      attention: o.attention,
      address1: o.address1,
      address2: o.address2,
      city: o.city,
      state: o.state,
      zip_code: o.zip_code,
      pickup_date: o.pickup_date,
      volume_cf: o.volume_cf,
      weight_lbs: o.weight_lbs,
      items: (itemsOf.get(o.id) ?? []).map(({ order_id: _, ...item }) => item),
      shipments: (shipmentsOf.get(o.id) ?? []).map(({ order_id: _, ...s }) => {
        const lines = (linesOf.get(s.id) ?? []).map(({ shipment_id: __, ...l }) => l);
        return { ...s, total_quantity: lines.reduce((sum, l) => sum + l.quantity, 0), items: lines };
      }),
    }));
  }

  /**
   * Short (102 -> 199) or unshort (199 -> 102) the items named, in one transaction that writes
   * nothing unless every item names a line of the company's order in the status the change needs
   * and no ASN was sent for its order (D2 section 4, Shorting).
   */
  async setShort(company: Company, keys: readonly ShortItemKey[], short: boolean): Promise<ShortResult> {
    const from = short ? BULK_ITEM_STATUS.built : BULK_ITEM_STATUS.cancelled;
    const to = short ? BULK_ITEM_STATUS.cancelled : BULK_ITEM_STATUS.built;
    try {
      return await this.db.transaction(async (tx) => {
        let updated = 0;
        for (const key of keys) {
          const found = await tx.execute<{ id: number; order_status: number; asn_status: number }>(sql`
          select i.id, i.order_status, o.asn_status
          from bulk_order_items i join bulk_orders o on o.id = i.order_id
          where o.company = ${company} and o.internal_po_number = ${key.internal_po_number}
            and o.vendor_name = ${key.vendor_name} and i.internal_sku = ${key.internal_sku}
          for update of i, o`);
          if (found.rows.length === 0) throw new ShortRefused('unknown', key);
          if (found.rows.some((r) => r.asn_status === ASN_STATUS.sent))
            throw new ShortRefused('asn_sent', key);
          const eligible = found.rows.filter((r) => r.order_status === from);
          if (eligible.length === 0) throw new ShortRefused('status', key);
          const ids = sql.join(
            eligible.map((r) => sql`${r.id}`),
            sql`, `,
          );
          const done = await tx.execute(
            sql`update bulk_order_items set order_status = ${to} where id in (${ids})`,
          );
          updated += done.rowCount ?? eligible.length;
        }
        return { ok: true as const, updated };
      });
    } catch (error) {
      if (error instanceof ShortRefused) return { ok: false, problem: error.problem, item: error.item };
      throw error;
    }
  }

  /** The order of a PO and vendor, locked; null when the company has none. */
  async route(
    company: Company,
    request: {
      acu_order_num: string;
      internal_po_number: string;
      vendor_name: string;
      pickup_date: string;
      volume: number;
      weight: number;
    },
    check: (order: {
      id: number;
      stage: string;
      warehouse: string | null;
      acu_order_num: string | null;
    }) => void,
  ): Promise<{ id: number } | null> {
    return this.db.transaction(async (tx) => {
      const found = await tx.execute<{
        id: number;
        stage: string;
        warehouse: string | null;
        acu_order_num: string | null;
      }>(sql`
        select id, stage, warehouse, acu_order_num from bulk_orders
        where company = ${company} and internal_po_number = ${request.internal_po_number}
          and vendor_name = ${request.vendor_name}
        for update`);
      const order = found.rows[0];
      if (!order) return null;
      check(order);
      await tx.execute(sql`
        update bulk_orders set pickup_date = ${request.pickup_date}::date, volume_cf = ${request.volume},
          weight_lbs = ${request.weight}, stage = 'not_built'
        where id = ${order.id}`);
      return { id: order.id };
    });
  }
}

type DetailExtra = {
  name: string | null;
  attention: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  pickup_date: string | null;
  volume_cf: string | null;
  weight_lbs: string | null;
};

/** A vendor's New orders in one export stay far below this. */
const MAX_DETAIL_ORDERS = 2000;

function group<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row)) ?? [];
    list.push(row);
    map.set(keyOf(row), list);
  }
  return map;
}

/** Thrown inside the short transaction so that nothing of it is written. */
class ShortRefused extends Error {
  constructor(
    readonly problem: 'unknown' | 'asn_sent' | 'status',
    readonly item: ShortItemKey,
  ) {
    super(problem);
  }
}
