import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BulkInventoryRecord } from '@shared/api/bulk/bulk-decisions';
import type { Company } from '@shared/domain/identity/companies';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { bulkOrderItems, bulkOrders } from '../../../platform/db/schema/bulk';
import { items, itemStock, vendors } from '../../../platform/db/schema/catalog';

export type BulkOrderRecord = typeof bulkOrders.$inferSelect;
export type BulkItemRecord = typeof bulkOrderItems.$inferSelect;
export type BulkOrderPatch = Partial<typeof bulkOrders.$inferInsert>;
export type BulkItemPatch = Partial<typeof bulkOrderItems.$inferInsert>;

/** SQL of the decisions: an order and its lines (locked while decided and sent), the bulk vendor, stock. */
export class BulkDecisionsRepository {
  constructor(readonly db: Db) {}

  async order(tx: DbOrTx, company: Company, po: string, vendorName: string, lock = false) {
    const query = tx
      .select()
      .from(bulkOrders)
      .where(
        and(
          eq(bulkOrders.company, company),
          eq(bulkOrders.internalPoNumber, po),
          eq(bulkOrders.vendorName, vendorName),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The order by id, locked for the rest of the transaction. */
  async orderById(tx: DbOrTx, id: number): Promise<BulkOrderRecord> {
    const [row] = await tx.select().from(bulkOrders).where(eq(bulkOrders.id, id)).for('update');
    if (!row) throw new Error(`bulk order ${id} vanished`);
    return row;
  }

  lines(tx: DbOrTx, orderId: number): Promise<BulkItemRecord[]> {
    return tx
      .select()
      .from(bulkOrderItems)
      .where(eq(bulkOrderItems.orderId, orderId))
      .orderBy(asc(bulkOrderItems.id));
  }

  async updateLine(tx: DbOrTx, id: number, patch: BulkItemPatch): Promise<void> {
    await tx.update(bulkOrderItems).set(patch).where(eq(bulkOrderItems.id, id));
  }

  async updateOrder(tx: DbOrTx, id: number, patch: BulkOrderPatch): Promise<void> {
    await tx.update(bulkOrders).set(patch).where(eq(bulkOrders.id, id));
  }

  async vendor(tx: DbOrTx, company: Company, name: string) {
    const [row] = await tx
      .select({ code: vendors.code, erpOrderType: vendors.erpOrderType })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, 'bulk'), eq(vendors.name, name)));
    return row ?? null;
  }

  /** The decision lines of these orders (GET /bulk-orders/decisions), by order then line. */
  decisionLines(company: Company, orderIds: readonly number[]) {
    return this.db
      .select({
        id: bulkOrderItems.id,
        order_id: bulkOrders.id,
        internal_po_number: bulkOrders.internalPoNumber,
        vendor_name: bulkOrders.vendorName,
        vendor_code: bulkOrders.vendorCode,
        stage: bulkOrders.stage,
        acu_order_num: bulkOrders.acuOrderNum,
        internal_sku: bulkOrderItems.internalSku,
        description: bulkOrderItems.description,
        quantity: bulkOrderItems.quantity,
        case_packs: bulkOrderItems.casePacks,
        default_box: items.defaultBox,
        internal_price: bulkOrderItems.internalPrice,
        external_price: bulkOrderItems.externalPrice,
        decision: bulkOrderItems.decision,
        fulfill_ky: bulkOrderItems.fulfillKy,
        fulfill_pa: bulkOrderItems.fulfillPa,
        fulfill_tx: bulkOrderItems.fulfillTx,
        fulfill_il: bulkOrderItems.fulfillIl,
        ship_method: bulkOrderItems.shipMethod,
        ky_method: bulkOrderItems.kyMethod,
        pa_method: bulkOrderItems.paMethod,
        tx_method: bulkOrderItems.txMethod,
        il_method: bulkOrderItems.ilMethod,
      })
      .from(bulkOrderItems)
      .innerJoin(bulkOrders, eq(bulkOrders.id, bulkOrderItems.orderId))
      .leftJoin(items, and(eq(items.company, bulkOrders.company), eq(items.sku, bulkOrderItems.internalSku)))
      .where(and(eq(bulkOrders.company, company), inArray(bulkOrders.id, [...orderIds])))
      .orderBy(asc(bulkOrders.id), asc(bulkOrderItems.id));
  }

  /** Available stock per SKU and warehouse: one record per SKU that has any stock row. */
  async inventory(company: Company, skus?: readonly string[]): Promise<BulkInventoryRecord[]> {
    if (skus && skus.length === 0) return [];
    const stock = (warehouse: string) =>
      sql<
        number | null
      >`(max(${itemStock.available}) filter (where ${itemStock.warehouse} = ${warehouse}))::int`;
    return this.db
      .select({
        sku: items.sku,
        kentucky: stock('kentucky'),
        pennsylvania: stock('pennsylvania'),
        texas: stock('texas'),
        illinois: stock('illinois'),
      })
      .from(itemStock)
      .innerJoin(items, eq(items.id, itemStock.itemId))
      .where(and(eq(itemStock.company, company), skus ? inArray(items.sku, [...skus]) : undefined))
      .groupBy(items.sku)
      .orderBy(asc(items.sku));
  }
}
