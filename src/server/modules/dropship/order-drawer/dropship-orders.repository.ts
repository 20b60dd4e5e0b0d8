import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Db } from '../../../platform/db/client';
import { vendors } from '../../../platform/db/schema/catalog';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  pullsheets,
} from '../../../platform/db/schema/dropship';
import { labelFiles } from '../../../platform/db/schema/files';
import {
  type Executor,
  type LineRow,
  linesOf,
  type OrderRow,
  type PackageRow,
  packagesOf,
  setOrderStatus,
} from '../common/order-queries';

export type Tx = Executor;
export type { LineRow, OrderRow, PackageRow };

/** SQL of the order drawer; every statement is for one company. */
export class DropshipOrdersRepository {
  constructor(readonly db: Db) {}

  /** The orders of a PO, of one vendor when given; `lock` takes them FOR UPDATE (inside a transaction). */
  async ordersByPo(
    tx: Tx,
    company: Company,
    po: string,
    vendorName?: string,
    lock = false,
  ): Promise<OrderRow[]> {
    const where = [eq(dropshipOrders.company, company), eq(dropshipOrders.internalPoNumber, po)];
    if (vendorName) where.push(eq(dropshipOrders.vendorName, vendorName));
    const query = tx
      .select()
      .from(dropshipOrders)
      .where(and(...where))
      .orderBy(asc(dropshipOrders.vendorName));
    return lock ? query.for('update') : query;
  }

  async orderById(tx: Tx, company: Company, id: number, lock = false): Promise<OrderRow | null> {
    const query = tx
      .select()
      .from(dropshipOrders)
      .where(and(eq(dropshipOrders.company, company), eq(dropshipOrders.id, id)));
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
  }

  async packagesOf(tx: Tx, orderIds: readonly number[]): Promise<PackageRow[]> {
    return packagesOf(tx, orderIds);
  }

  async linesOf(tx: Tx, orderIds: readonly number[]): Promise<LineRow[]> {
    return linesOf(tx, orderIds);
  }

  /** The package with this tracking number and its order, both locked when asked. */
  async packageByTracking(
    tx: Tx,
    company: Company,
    tracking: string,
    lock = false,
  ): Promise<{ pkg: PackageRow; order: OrderRow } | null> {
    const query = tx
      .select({ pkg: dropshipPackages, order: dropshipOrders })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(and(eq(dropshipPackages.company, company), eq(dropshipPackages.trackingNumber, tracking)))
      .orderBy(asc(dropshipPackages.id))
      .limit(1);
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
  }

  async packageById(
    tx: Tx,
    company: Company,
    id: number,
  ): Promise<{ pkg: PackageRow; order: OrderRow } | null> {
    const [row] = await tx
      .select({ pkg: dropshipPackages, order: dropshipOrders })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(and(eq(dropshipPackages.company, company), eq(dropshipPackages.id, id)));
    return row ?? null;
  }

  async isOnPullsheet(tx: Tx, orderId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: dropshipPackages.id })
      .from(dropshipPackages)
      .where(and(eq(dropshipPackages.orderId, orderId), sql`${dropshipPackages.pullsheetId} is not null`))
      .limit(1);
    return row !== undefined;
  }

  /** Sets the order's status and that of its open lines (a cancelled line stays cancelled). */
  async setStatus(tx: Tx, orderId: number, status: number, extra: Partial<OrderRow> = {}): Promise<void> {
    await setOrderStatus(tx, orderId, status, extra);
  }

  /** Another order of the company that already carries this ERP number. */
  async orderByAcuNum(
    tx: Tx,
    company: Company,
    acuOrderNum: string,
    exceptId: number,
  ): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(dropshipOrders)
      .where(
        and(
          eq(dropshipOrders.company, company),
          eq(dropshipOrders.acuOrderNum, acuOrderNum),
          ne(dropshipOrders.id, exceptId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async updateOrder(tx: Tx, orderId: number, values: Partial<OrderRow>): Promise<void> {
    await tx.update(dropshipOrders).set(values).where(eq(dropshipOrders.id, orderId));
  }

  async updatePackage(tx: Tx, packageId: number, values: Partial<PackageRow>): Promise<void> {
    await tx.update(dropshipPackages).set(values).where(eq(dropshipPackages.id, packageId));
  }

  async insertPackage(tx: Tx, values: typeof dropshipPackages.$inferInsert): Promise<PackageRow> {
    const [row] = await tx.insert(dropshipPackages).values(values).returning();
    if (!row) throw new Error('package insert returned nothing');
    return row;
  }

  async deletePackages(tx: Tx, ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await tx.delete(dropshipPackages).where(inArray(dropshipPackages.id, [...ids]));
  }

  async moveLinesToPackage(tx: Tx, fromPackageId: number, toPackageId: number): Promise<void> {
    await tx
      .update(dropshipOrderLines)
      .set({ packageId: toPackageId })
      .where(eq(dropshipOrderLines.packageId, fromPackageId));
  }

  /** The package's open items go back to Order Created (off the pull sheet). */
  async resetPackageLines(tx: Tx, packageId: number): Promise<void> {
    await tx
      .update(dropshipOrderLines)
      .set({ orderStatus: ORDER_STATUS.created })
      .where(
        and(
          eq(dropshipOrderLines.packageId, packageId),
          ne(dropshipOrderLines.orderStatus, ORDER_STATUS.cancelled),
        ),
      );
  }

  async moveLines(tx: Tx, lineIds: readonly number[], orderId: number, status: number): Promise<void> {
    await tx
      .update(dropshipOrderLines)
      .set({ orderId, packageId: null, orderStatus: status })
      .where(inArray(dropshipOrderLines.id, [...lineIds]));
  }

  async insertOrder(tx: Tx, values: typeof dropshipOrders.$inferInsert): Promise<OrderRow> {
    const [row] = await tx.insert(dropshipOrders).values(values).returning();
    if (!row) throw new Error('order insert returned nothing');
    return row;
  }

  /** Orders of a vendor whose PO starts with `prefix` (the splits of a transfer). */
  async ordersByPrefix(tx: Tx, company: Company, vendorName: string, prefix: string): Promise<OrderRow[]> {
    return tx
      .select()
      .from(dropshipOrders)
      .where(
        and(
          eq(dropshipOrders.company, company),
          eq(dropshipOrders.vendorName, vendorName),
          like(dropshipOrders.internalPoNumber, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
        ),
      );
  }

  /** How many orders were split off this PO by transfers (PO-T1, PO-T2, ...). */
  async transferCount(tx: Tx, company: Company, vendorName: string, po: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dropshipOrders)
      .where(
        and(
          eq(dropshipOrders.company, company),
          eq(dropshipOrders.vendorName, vendorName),
          like(dropshipOrders.internalPoNumber, `${po.replace(/[\\%_]/g, '\\$&')}-T%`),
        ),
      );
    return row?.n ?? 0;
  }

  async vendor(tx: Tx, company: Company, name: string): Promise<typeof vendors.$inferSelect | null> {
    const [row] = await tx
      .select()
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, 'dropship'), eq(vendors.name, name)));
    return row ?? null;
  }

  async pullsheet(tx: Tx, company: Company, id: number): Promise<typeof pullsheets.$inferSelect | null> {
    const [row] = await tx
      .select()
      .from(pullsheets)
      .where(and(eq(pullsheets.company, company), eq(pullsheets.pullsheetId, id)))
      .for('update');
    return row ?? null;
  }

  /** Takes pieces (and the order, when none of its packages stays) off a pull sheet's counts. */
  async shrinkPullsheet(tx: Tx, id: number, pieces: number, orders: number): Promise<void> {
    await tx
      .update(pullsheets)
      .set({
        pieceCount: sql`greatest(${pullsheets.pieceCount} - ${pieces}, 0)`,
        orderCount: sql`greatest(${pullsheets.orderCount} - ${orders}, 0)`,
      })
      .where(eq(pullsheets.pullsheetId, id));
  }

  async recordLabelFile(
    tx: Tx,
    values: { company: Company; kind: 'shipping' | 'packslip'; name: string; key: string; data: unknown },
  ): Promise<void> {
    await tx.insert(labelFiles).values(values);
  }
}
