import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, TRACKING_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  pullsheets,
} from '../../../platform/db/schema/dropship';
import type { Executor, OrderRow, PackageRow } from '../common/order-queries';
import { packageLabels, type LabelRecorder, type UnlabelledPackage } from '../common/label-buyer';

export type PullsheetRow = typeof pullsheets.$inferSelect;
export type Tx = Executor;

/** An unprocessed order with what its sheet type is decided by (see orderSheetType). */
export type UnprocessedOrder = {
  id: number;
  warehouse: string;
  carrier: string;
  vendorName: string;
  pieces: number;
  free: boolean;
  foam: boolean;
  bolster: boolean;
};

/** A package on a sheet with its order, for labels, packslips and the Acumatica resend. */
export type SheetPackage = { pkg: PackageRow; order: OrderRow };

const OPEN_LINE = sql`l.order_status <> ${ORDER_STATUS.cancelled}`;

/** SQL of the Pull Sheets screen; every statement is for one company. */
export class PullsheetsRepository {
  constructor(readonly db: Db) {}

  /** Sheets of these warehouse codes cut since `since`, newest first. */
  async list(company: Company, codes: readonly string[], since: Date): Promise<PullsheetRow[]> {
    if (codes.length === 0) return [];
    return this.db
      .select()
      .from(pullsheets)
      .where(
        and(
          eq(pullsheets.company, company),
          inArray(pullsheets.warehouse, [...codes]),
          gte(pullsheets.date, since),
        ),
      )
      .orderBy(desc(pullsheets.date), desc(pullsheets.pullsheetId))
      .limit(2000);
  }

  /**
   * Unprocessed orders of these warehouses: order_created (100) with open lines and no package at
   * all, or only packages that left a sheet (Remove From Pullsheet) without a failed label. An order
   * whose label the carrier refused waits on Failed Tracking; holds (197, 198) on the hold screen.
   */
  async unprocessed(db: Tx, company: Company, warehouses: readonly string[]): Promise<UnprocessedOrder[]> {
    if (warehouses.length === 0) return [];
    const list = sql.join(
      warehouses.map((w) => sql`${w}`),
      sql`, `,
    );
    const result = await db.execute<{
      id: number;
      warehouse: string;
      carrier: string;
      vendor_name: string;
      pieces: number;
      free: boolean;
      foam: boolean;
      bolster: boolean;
    }>(sql`
      select o.id, o.warehouse, lower(coalesce(o.carrier, '')) as carrier, o.vendor_name,
             sum(l.quantity)::int as pieces,
             bool_and(coalesce(l.internal_price, 0) = 0) as free,
             bool_or(i.foam is not null) as foam,
             bool_or(i.bolster is not null) as bolster
        from dropship_orders o
        join dropship_order_lines l on l.order_id = o.id and ${OPEN_LINE}
        left join items i on i.company = o.company and i.sku = l.internal_sku
       where o.company = ${company}
         and o.order_status = ${ORDER_STATUS.created}
         and o.warehouse in (${list})
         and not exists (
           select 1 from dropship_packages p
            where p.order_id = o.id and (p.pullsheet_id is not null or p.tracking_error is not null))
       group by o.id
       order by o.upload_date, o.id`);
    return result.rows.map((r) => ({
      id: r.id,
      warehouse: r.warehouse,
      carrier: r.carrier,
      vendorName: r.vendor_name,
      pieces: r.pieces,
      free: r.free,
      foam: r.foam,
      bolster: r.bolster,
    }));
  }

  /** Serialises New Pullsheet per company and warehouse, so two clicks never take the same orders. */
  async lockWarehouse(tx: Tx, company: Company, warehouse: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pullsheet|${company}|${warehouse}`}))`);
  }

  /** Locks the orders and answers those still unprocessed (a hold or cancel may have come first). */
  async lockStillUnprocessed(tx: Tx, company: Company, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: dropshipOrders.id })
      .from(dropshipOrders)
      .where(
        and(
          eq(dropshipOrders.company, company),
          inArray(dropshipOrders.id, [...ids]),
          eq(dropshipOrders.orderStatus, ORDER_STATUS.created),
        ),
      )
      .orderBy(asc(dropshipOrders.id))
      .for('update');
    return rows.map((r) => r.id);
  }

  /** The sheet's place among today's sheets of its warehouse (the spec's `sort`). */
  async nextSort(tx: Tx, company: Company, code: string, dayStart: Date): Promise<number> {
    const [row] = await tx
      .select({ max: sql<number>`coalesce(max(${pullsheets.sort}), 0)::int` })
      .from(pullsheets)
      .where(
        and(eq(pullsheets.company, company), eq(pullsheets.warehouse, code), gte(pullsheets.date, dayStart)),
      );
    return (row?.max ?? 0) + 1;
  }

  async insertPullsheet(tx: Tx, values: typeof pullsheets.$inferInsert): Promise<PullsheetRow> {
    const [row] = await tx.insert(pullsheets).values(values).returning();
    return row!;
  }

  /**
   * Puts the orders on the sheet: a package that left a sheet goes back on it; an order without
   * one gets a package holding all its open lines. Answers the pieces placed.
   */
  async placeOrders(tx: Tx, company: Company, sheetId: number, orderIds: readonly number[]): Promise<number> {
    if (orderIds.length === 0) return 0;
    const ids = sql.join(
      orderIds.map((i) => sql`${i}`),
      sql`, `,
    );
    await tx.execute(sql`
      update dropship_packages p set pullsheet_id = ${sheetId}
       where p.order_id in (${ids}) and p.pullsheet_id is null
         and (p.tracking_status is null or p.tracking_status = ${TRACKING_STATUS.created})`);
    await tx.execute(sql`
      with bare as (
        select o.id, o.carrier, o.method, o.warehouse from dropship_orders o
         where o.id in (${ids})
           and not exists (select 1 from dropship_packages p where p.order_id = o.id)),
      made as (
        insert into dropship_packages (company, order_id, carrier, method, warehouse, pullsheet_id, total_quantity)
        select ${company}, bare.id, lower(bare.carrier), bare.method, bare.warehouse, ${sheetId},
               (select coalesce(sum(l.quantity), 0) from dropship_order_lines l
                 where l.order_id = bare.id and ${OPEN_LINE})::int
          from bare
        returning id, order_id)
      update dropship_order_lines l set package_id = made.id
        from made where l.order_id = made.order_id and ${OPEN_LINE}`);
    const [row] = await tx
      .select({ pieces: sql<number>`coalesce(sum(${dropshipPackages.totalQuantity}), 0)::int` })
      .from(dropshipPackages)
      .where(eq(dropshipPackages.pullsheetId, sheetId));
    return row?.pieces ?? 0;
  }

  async setCounts(tx: Tx, sheetId: number, orders: number, pieces: number): Promise<PullsheetRow> {
    const [row] = await tx
      .update(pullsheets)
      .set({ orderCount: orders, pieceCount: pieces })
      .where(eq(pullsheets.pullsheetId, sheetId))
      .returning();
    return row!;
  }

  async sheet(db: Tx, company: Company, id: number, lock = false): Promise<PullsheetRow | null> {
    const query = db
      .select()
      .from(pullsheets)
      .where(and(eq(pullsheets.company, company), eq(pullsheets.pullsheetId, id)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The orders on a sheet in the order they were placed, with their pieces on it. */
  async sheetOrders(tx: Tx, sheetId: number): Promise<{ orderId: number; pieces: number }[]> {
    return tx
      .select({
        orderId: dropshipPackages.orderId,
        pieces: sql<number>`sum(${dropshipPackages.totalQuantity})::int`,
      })
      .from(dropshipPackages)
      .where(eq(dropshipPackages.pullsheetId, sheetId))
      .groupBy(dropshipPackages.orderId)
      .orderBy(asc(sql`min(${dropshipPackages.id})`));
  }

  async movePackages(tx: Tx, from: number, to: number, orderIds: readonly number[]): Promise<void> {
    if (orderIds.length === 0) return;
    await tx
      .update(dropshipPackages)
      .set({ pullsheetId: to })
      .where(and(eq(dropshipPackages.pullsheetId, from), inArray(dropshipPackages.orderId, [...orderIds])));
  }

  /** The packages on a sheet with their orders, in the order they were placed. */
  async sheetPackages(db: Tx, company: Company, sheetId: number): Promise<SheetPackage[]> {
    return db
      .select({ pkg: dropshipPackages, order: dropshipOrders })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(and(eq(dropshipPackages.company, company), eq(dropshipPackages.pullsheetId, sheetId)))
      .orderBy(asc(dropshipPackages.id));
  }

  /** The sheet's packages with no label yet (live orders only). */
  async unlabelledPackages(company: Company, sheetId: number): Promise<UnlabelledPackage[]> {
    const rows = await this.sheetPackages(this.db, company, sheetId);
    return rows
      .filter(({ pkg, order }) => pkg.trackingNumber === null && order.orderStatus !== ORDER_STATUS.cancelled)
      .map(({ pkg, order }) => ({
        id: pkg.id,
        carrier: pkg.carrier ?? order.carrier,
        method: pkg.method ?? order.method,
        warehouse: pkg.warehouse ?? order.warehouse,
        weightLbs: pkg.weightLbs,
        totalQuantity: pkg.totalQuantity,
        po: order.internalPoNumber,
        name: order.name,
        address1: order.address1,
        address2: order.address2,
        city: order.city,
        state: order.state,
        zip: order.zipCode,
      }));
  }

  /** Where New Pullsheet and Regenerate Labels record what the carrier answered. */
  labels(company: Company): LabelRecorder {
    return packageLabels(this.db, company);
  }

  async setPackslipKey(packageId: number, key: string): Promise<void> {
    await this.db
      .update(dropshipPackages)
      .set({ packslipKey: key })
      .where(eq(dropshipPackages.id, packageId));
  }

  async openLines(orderIds: readonly number[]) {
    if (orderIds.length === 0) return [];
    return this.db
      .select()
      .from(dropshipOrderLines)
      .where(
        and(
          inArray(dropshipOrderLines.orderId, [...orderIds]),
          sql`${dropshipOrderLines.orderStatus} <> ${ORDER_STATUS.cancelled}`,
        ),
      )
      .orderBy(asc(dropshipOrderLines.id));
  }

  /** Pieces per item on these sheets with the item's foam, bolster and description. */
  async sheetItems(company: Company, sheetIds: readonly number[]) {
    if (sheetIds.length === 0) return [];
    const ids = sql.join(
      sheetIds.map((i) => sql`${i}`),
      sql`, `,
    );
    const result = await this.db.execute<{
      sku: string;
      quantity: number;
      description: string;
      foam: string | null;
      bolster: string | null;
    }>(sql`
      select l.internal_sku as sku, sum(l.quantity)::int as quantity,
             coalesce(i.description, l.description, l.internal_sku) as description, i.foam, i.bolster
        from dropship_packages p
        join dropship_order_lines l on l.package_id = p.id and ${OPEN_LINE}
        left join items i on i.company = p.company and i.sku = l.internal_sku
       where p.company = ${company} and p.pullsheet_id in (${ids})
       group by l.internal_sku, i.description, l.description, i.foam, i.bolster
       order by l.internal_sku`);
    return result.rows;
  }
}
