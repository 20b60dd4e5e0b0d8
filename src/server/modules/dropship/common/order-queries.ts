import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { dropshipOrderLines, dropshipOrders, dropshipPackages } from '../../../platform/db/schema/dropship';

/**
 * SQL every dropship screen's repository shares: loading an order's lines and packages, finding an
 * order by its key and moving it (with its open lines) to a status.
 */

export type OrderRow = typeof dropshipOrders.$inferSelect;
export type LineRow = typeof dropshipOrderLines.$inferSelect;
export type PackageRow = typeof dropshipPackages.$inferSelect;
/** A transaction of the database. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or one of its transactions. */
export type Executor = Db | Transaction;

/** The order of a company's vendor with this PO (the natural key of dropship_orders). */
export const orderKeyIs = (company: Company, vendorName: string, po: string): SQL | undefined =>
  and(
    eq(dropshipOrders.company, company),
    eq(dropshipOrders.vendorName, vendorName),
    eq(dropshipOrders.internalPoNumber, po),
  );

/** The lines of these orders, in id order; only the company's lines when `company` is given. */
export async function linesOf(
  db: Executor,
  orderIds: readonly number[],
  company?: Company,
): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  const ofOrders = inArray(dropshipOrderLines.orderId, [...orderIds]);
  return db
    .select()
    .from(dropshipOrderLines)
    .where(company ? and(eq(dropshipOrderLines.company, company), ofOrders) : ofOrders)
    .orderBy(asc(dropshipOrderLines.id));
}

/** The packages of these orders, in id order. */
export async function packagesOf(db: Executor, orderIds: readonly number[]): Promise<PackageRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(dropshipPackages)
    .where(inArray(dropshipPackages.orderId, [...orderIds]))
    .orderBy(asc(dropshipPackages.id));
}

/** Sets the order's status (and `extra` fields) and that of its open lines (a cancelled line stays cancelled). */
export async function setOrderStatus(
  db: Executor,
  orderId: number,
  status: number,
  extra: Partial<OrderRow> = {},
): Promise<void> {
  await db
    .update(dropshipOrders)
    .set({ orderStatus: status, ...extra })
    .where(eq(dropshipOrders.id, orderId));
  await db
    .update(dropshipOrderLines)
    .set({ orderStatus: status })
    .where(
      and(
        eq(dropshipOrderLines.orderId, orderId),
        ne(dropshipOrderLines.orderStatus, ORDER_STATUS.cancelled),
      ),
    );
}
