import { sql, type SQL } from 'drizzle-orm';
import type { LotItem, LotOrder, TreatlyLine } from '@shared/api/bulk/lots';
import { TREATLY_VENDOR, type LotEntry } from '@shared/domain/bulk/lots';
import { ASN_STATUS, BULK_ITEM_STATUS, type BulkStage, type BulkWarehouse } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';

/** The tabs whose orders are on the Lots screen: built or being built, up to ASN Sent. */
const LISTED_STAGES: readonly BulkStage[] = ['not_built', 'not_shipped', 'ready', 'shipped', 'asn_sent'];
/** Orders whose lots may still be written (their ASN is not sent). */
const OPEN_STAGES: readonly BulkStage[] = ['not_built', 'not_shipped', 'ready', 'shipped'];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

type OrderRow = Omit<LotOrder, 'items' | 'upload_date'> & { upload_date: Date };
type ItemRow = LotItem & { order_id: number };

/** Why an upload was refused inside its transaction (nothing of it is kept). */
export type LotWriteProblem =
  | { kind: 'unknown'; entry: LotEntry }
  | { kind: 'asn_sent'; entry: LotEntry }
  | { kind: 'cancelled'; entry: LotEntry };

class LotRefused extends Error {
  constructor(readonly problem: LotWriteProblem) {
    super(problem.kind);
  }
}

/** SQL of Lots: the lot orders with their items and lots, the open Treatly lines, the upload. */
export class LotsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Open orders (Not Built to ASN Sent) of Treatly or holding a lot, with an item not cancelled, in
   * the warehouses given (null: all), newest upload first; with lotId, the orders holding that lot.
   */
  async orders(
    company: Company,
    warehouses: readonly BulkWarehouse[] | null,
    lotId?: number,
  ): Promise<LotOrder[]> {
    const conditions: SQL[] = [
      sql`o.company = ${company}`,
      sql`o.stage in (${list(LISTED_STAGES)})`,
      sql`exists (select 1 from bulk_order_items a where a.order_id = o.id and a.order_status <> ${BULK_ITEM_STATUS.cancelled})`,
      sql`(o.vendor_name = ${TREATLY_VENDOR} or exists (select 1 from bulk_order_items b join lots l on l.item_id = b.id where b.order_id = o.id))`,
    ];
    if (warehouses) conditions.push(sql`o.warehouse in (${list(warehouses)})`);
    if (lotId !== undefined)
      conditions.push(
        sql`exists (select 1 from bulk_order_items c join lots m on m.item_id = c.id where c.order_id = o.id and m.lot_id = ${lotId})`,
      );
    const orders = await this.db.execute<OrderRow>(sql`
      select o.id as order_id, o.internal_po_number, o.external_po_number, o.vendor_name, o.warehouse,
             o.stage, o.upload_date, o.asn_status as vendor_status,
             o.ship_window_start::text, o.ship_window_end::text, o.requested_ship_date::text
      from bulk_orders o
      where ${sql.join(conditions, sql` and `)}
      order by o.upload_date desc, o.id desc`);
    if (orders.rows.length === 0) return [];
    const ids = sql.join(
      orders.rows.map((o) => sql`${o.order_id}`),
      sql`, `,
    );
    const items = await this.db.execute<ItemRow>(sql`
      select i.order_id, i.id as item_id, i.internal_sku, i.description, i.quantity, i.order_status,
             l.lot_id, l.lot_number, l.manufacturer, l.expiration_date::text, l.production_date::text
      from bulk_order_items i left join lots l on l.item_id = i.id
      where i.order_id in (${ids})
      order by i.order_id, i.id`);
    const byOrder = new Map<number, LotItem[]>();
    for (const { order_id, ...item } of items.rows) {
      const of = byOrder.get(order_id) ?? [];
      of.push(item);
      byOrder.set(order_id, of);
    }
    return orders.rows.map((o) => ({
      ...o,
      upload_date: new Date(o.upload_date).toISOString(),
      items: byOrder.get(o.order_id) ?? [],
    }));
  }

  /** The lines not cancelled of Treatly's open orders (Not Built to Shipped), newest upload first. */
  async treatlyLines(company: Company, warehouses: readonly BulkWarehouse[] | null): Promise<TreatlyLine[]> {
    const scope = warehouses ? sql`and o.warehouse in (${list(warehouses)})` : sql``;
    const rows = await this.db.execute<TreatlyLine>(sql`
      select o.internal_po_number, o.vendor_name, i.internal_sku, i.description, l.lot_number
      from bulk_orders o
      join bulk_order_items i on i.order_id = o.id
      left join lots l on l.item_id = i.id
      where o.company = ${company} and o.vendor_name = ${TREATLY_VENDOR}
        and o.stage in (${list(OPEN_STAGES)}) and o.asn_status <> ${ASN_STATUS.sent}
        and i.order_status <> ${BULK_ITEM_STATUS.cancelled} ${scope}
      order by o.upload_date desc, o.id desc, i.id`);
    return rows.rows;
  }

  /** The warehouses of the orders of these POs and vendors (to check the caller's scope). */
  async warehousesOf(
    company: Company,
    keys: readonly { po: string; vendor: string }[],
  ): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    const pairs = sql.join(
      keys.map((k) => sql`(${k.po}, ${k.vendor})`),
      sql`, `,
    );
    const rows = await this.db.execute<{ warehouse: string | null }>(sql`
      select distinct o.warehouse from bulk_orders o
      where o.company = ${company} and (o.internal_po_number, o.vendor_name) in (${pairs})`);
    return rows.rows.map((r) => r.warehouse);
  }

  /**
   * Writes each entry's lot on every item of its order and SKU that is not cancelled, in one
   * transaction: nothing is kept unless every entry names a line of an open order whose ASN is not
   * sent. Answers the items and orders written, or the first problem.
   */
  async save(
    company: Company,
    entries: readonly LotEntry[],
  ): Promise<{ ok: true; items: number; orders: number } | { ok: false; problem: LotWriteProblem }> {
    try {
      return await this.db.transaction(async (tx) => {
        let written = 0;
        const orders = new Set<number>();
        for (const entry of entries) {
          const found = await tx.execute<{
            id: number;
            order_id: number;
            order_status: number;
            asn_status: number;
            stage: string;
          }>(sql`
            select i.id, i.order_id, i.order_status, o.asn_status, o.stage
            from bulk_order_items i join bulk_orders o on o.id = i.order_id
            where o.company = ${company} and o.internal_po_number = ${entry.internal_po_number}
              and o.vendor_name = ${entry.vendor_name} and i.internal_sku = ${entry.internal_sku}
            for update of i, o`);
          if (found.rows.length === 0) throw new LotRefused({ kind: 'unknown', entry });
          if (
            found.rows.some(
              (r) => r.asn_status === ASN_STATUS.sent || !OPEN_STAGES.includes(r.stage as BulkStage),
            )
          )
            throw new LotRefused({ kind: 'asn_sent', entry });
          const active = found.rows.filter((r) => r.order_status !== BULK_ITEM_STATUS.cancelled);
          if (active.length === 0) throw new LotRefused({ kind: 'cancelled', entry });
          for (const item of active) {
            await tx.execute(sql`
              insert into lots (company, item_id, internal_sku, lot_number, manufacturer, expiration_date, production_date)
              values (${company}, ${item.id}, ${entry.internal_sku}, ${entry.lot_number}, ${entry.manufacturer},
                      ${entry.expiration_date}, ${entry.production_date})
              on conflict (item_id) do update set lot_number = excluded.lot_number,
                manufacturer = excluded.manufacturer, expiration_date = excluded.expiration_date,
                production_date = excluded.production_date, internal_sku = excluded.internal_sku`);
            written += 1;
            orders.add(item.order_id);
          }
        }
        return { ok: true as const, items: written, orders: orders.size };
      });
    } catch (error) {
      if (error instanceof LotRefused) return { ok: false, problem: error.problem };
      throw error;
    }
  }
}
