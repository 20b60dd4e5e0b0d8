import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { vendors } from '../../../platform/db/schema/catalog';
import { dropshipOrderLines, dropshipOrders } from '../../../platform/db/schema/dropship';
import {
  type Executor,
  type LineRow,
  linesOf,
  orderKeyIs,
  type OrderRow,
  setOrderStatus,
  type Transaction,
} from '../common/order-queries';

export type HoldOrderRow = OrderRow;
export type HoldLineRow = LineRow;
export type Tx = Transaction;
export type { Executor };

/** SQL of the hold screen; every statement is for one company. */
export class OnHoldRepository {
  constructor(readonly db: Db) {}

  /** Orders in the given statuses with all their lines, the newest hold first. */
  async listByStatus(
    company: Company,
    statuses: readonly number[],
  ): Promise<{ order: HoldOrderRow; lines: HoldLineRow[] }[]> {
    if (statuses.length === 0) return [];
    const orders = await this.db
      .select()
      .from(dropshipOrders)
      .where(and(eq(dropshipOrders.company, company), inArray(dropshipOrders.orderStatus, [...statuses])))
      .orderBy(desc(dropshipOrders.uploadDate), asc(dropshipOrders.internalPoNumber));
    if (orders.length === 0) return [];
    const lines = await linesOf(
      this.db,
      orders.map((o) => o.id),
      company,
    );
    const byOrder = new Map<number, HoldLineRow[]>();
    for (const line of lines) {
      const list = byOrder.get(line.orderId) ?? [];
      list.push(line);
      byOrder.set(line.orderId, list);
    }
    return orders.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] }));
  }

  /** The order, locked until the transaction ends, so two actions on it run one after the other. */
  async lockOrder(tx: Tx, company: Company, vendorName: string, po: string): Promise<HoldOrderRow | null> {
    const [row] = await tx
      .select()
      .from(dropshipOrders)
      .where(orderKeyIs(company, vendorName, po))
      .for('update');
    return row ?? null;
  }

  async lines(db: Executor, orderId: number): Promise<HoldLineRow[]> {
    return linesOf(db, [orderId]);
  }

  /** Moves the order and its lines that are not cancelled to `status`. */
  async setStatus(tx: Tx, orderId: number, status: number): Promise<void> {
    const cancelled = status === ORDER_STATUS.cancelled;
    await setOrderStatus(tx, orderId, status, cancelled ? { cancelledAt: new Date() } : {});
  }

  async setErp(
    db: Executor,
    orderId: number,
    values: { acuOrderNum?: string | null; acumaticaStatus: number },
  ): Promise<void> {
    await db.update(dropshipOrders).set(values).where(eq(dropshipOrders.id, orderId));
  }

  async cancelLine(tx: Tx, lineId: number, reason: string): Promise<void> {
    await tx
      .update(dropshipOrderLines)
      .set({ orderStatus: ORDER_STATUS.cancelled, cancelReason: reason })
      .where(eq(dropshipOrderLines.id, lineId));
  }

  /** The dropship vendor's ERP customer code and order type. */
  async vendor(company: Company, name: string): Promise<{ code: string; erpOrderType: string } | null> {
    const [row] = await this.db
      .select({ code: vendors.code, erpOrderType: vendors.erpOrderType })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, 'dropship'), eq(vendors.name, name)));
    return row ?? null;
  }
}
