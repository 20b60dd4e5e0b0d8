import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BulkOrderRef } from '@shared/api/bulk/bulk-shipments';
import { ASN_STATUS, type BulkStage } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db, DbOrTx } from '../../../platform/db/client';
import {
  bulkCartons,
  bulkInvoices,
  bulkOrderItems,
  bulkOrders,
  bulkShipmentItems,
  bulkShipments,
} from '../../../platform/db/schema/bulk';

export type OrderRecord = typeof bulkOrders.$inferSelect;
export type ItemRecord = typeof bulkOrderItems.$inferSelect;
export type ShipmentRecord = typeof bulkShipments.$inferSelect;
export type OrderPatch = Partial<typeof bulkOrders.$inferInsert>;
export type NewShipment = Omit<typeof bulkShipments.$inferInsert, 'id' | 'company' | 'orderId'>;
export type ShipmentLine = { itemId: number; quantity: number };
export type CartonRecord = typeof bulkCartons.$inferSelect;
export type NewCarton = Omit<typeof bulkCartons.$inferInsert, 'company' | 'shipmentId'>;

/** A shipment with its items (SKU, quantity, case pack, price) as the ASN and invoice read them. */
export type ShipmentContent = ShipmentRecord & {
  lines: { itemId: number; sku: string; quantity: number; casePack: number | null; price: string | null }[];
};

/**
 * SQL of bulk shipping: orders named by PO and vendor (locked while they change tab), their lines'
 * statuses, their shipments with items, and the pallets and cartons (with SSCCs) of a shipment.
 */
export class ShipmentsRepository {
  constructor(readonly db: Db) {}

  /** The orders of these PO and vendor pairs, locked for the rest of the transaction. */
  async lockOrders(tx: DbOrTx, company: Company, refs: readonly BulkOrderRef[]): Promise<OrderRecord[]> {
    const pairs = sql.join(
      refs.map((r) => sql`(${r.internal_po_number}, ${r.vendor_name})`),
      sql`, `,
    );
    return tx
      .select()
      .from(bulkOrders)
      .where(
        and(
          eq(bulkOrders.company, company),
          sql`(${bulkOrders.internalPoNumber}, ${bulkOrders.vendorName}) in (${pairs})`,
        ),
      )
      .orderBy(asc(bulkOrders.id))
      .for('update');
  }

  async order(company: Company, ref: BulkOrderRef): Promise<OrderRecord | null> {
    const [row] = await this.db
      .select()
      .from(bulkOrders)
      .where(
        and(
          eq(bulkOrders.company, company),
          eq(bulkOrders.internalPoNumber, ref.internal_po_number),
          eq(bulkOrders.vendorName, ref.vendor_name),
        ),
      );
    return row ?? null;
  }

  async orderById(company: Company, id: number): Promise<OrderRecord | null> {
    const [row] = await this.db
      .select()
      .from(bulkOrders)
      .where(and(eq(bulkOrders.company, company), eq(bulkOrders.id, id)));
    return row ?? null;
  }

  async items(tx: DbOrTx, orderIds: readonly number[]): Promise<ItemRecord[]> {
    if (orderIds.length === 0) return [];
    return tx
      .select()
      .from(bulkOrderItems)
      .where(inArray(bulkOrderItems.orderId, [...orderIds]))
      .orderBy(asc(bulkOrderItems.id));
  }

  /** Moves the lines of these orders that have status `from` to `to`; answers how many moved. */
  async setItemStatus(tx: DbOrTx, orderIds: readonly number[], from: number, to: number): Promise<number> {
    if (orderIds.length === 0) return 0;
    const rows = await tx
      .update(bulkOrderItems)
      .set({ orderStatus: to })
      .where(and(inArray(bulkOrderItems.orderId, [...orderIds]), eq(bulkOrderItems.orderStatus, from)))
      .returning({ id: bulkOrderItems.id });
    return rows.length;
  }

  async updateOrders(tx: DbOrTx, ids: readonly number[], patch: OrderPatch & { stage?: BulkStage }) {
    if (ids.length === 0) return;
    await tx
      .update(bulkOrders)
      .set(patch)
      .where(inArray(bulkOrders.id, [...ids]));
  }

  /**
   * Takes a Shipped order for sending its ASN: moves it to ASN Sent while it is still on Shipped
   * and not sent; false when another request took it first. A failed send moves it back.
   */
  async claimForAsn(orderId: number): Promise<boolean> {
    const rows = await this.db
      .update(bulkOrders)
      .set({ stage: 'asn_sent' })
      .where(
        and(
          eq(bulkOrders.id, orderId),
          eq(bulkOrders.stage, 'shipped'),
          sql`${bulkOrders.asnStatus} <> ${ASN_STATUS.sent}`,
        ),
      )
      .returning({ id: bulkOrders.id });
    return rows.length === 1;
  }

  /** Drops the order's shipments that are not confirmed yet (status `status`), with their items and cartons. */
  async dropShipments(tx: DbOrTx, orderId: number, status: number): Promise<void> {
    await tx
      .delete(bulkShipments)
      .where(and(eq(bulkShipments.orderId, orderId), eq(bulkShipments.shipmentStatus, status)));
  }

  async insertShipment(
    tx: DbOrTx,
    company: Company,
    orderId: number,
    shipment: NewShipment,
    lines: readonly ShipmentLine[],
  ): Promise<number> {
    const [row] = await tx
      .insert(bulkShipments)
      .values({ ...shipment, company, orderId })
      .returning({ id: bulkShipments.id });
    if (!row) throw new Error('bulk shipment insert returned nothing');
    if (lines.length > 0)
      await tx.insert(bulkShipmentItems).values(lines.map((l) => ({ shipmentId: row.id, ...l })));
    return row.id;
  }

  /** Sets the status of the order's shipments that have status `from`. */
  async setShipmentStatus(tx: DbOrTx, orderIds: readonly number[], from: number, to: number) {
    if (orderIds.length === 0) return;
    await tx
      .update(bulkShipments)
      .set({ shipmentStatus: to })
      .where(and(inArray(bulkShipments.orderId, [...orderIds]), eq(bulkShipments.shipmentStatus, from)));
  }

  /** The orders' shipments with their lines, in id order. */
  async shipments(tx: DbOrTx, orderIds: readonly number[]): Promise<ShipmentContent[]> {
    if (orderIds.length === 0) return [];
    const shipments = await tx
      .select()
      .from(bulkShipments)
      .where(inArray(bulkShipments.orderId, [...orderIds]))
      .orderBy(asc(bulkShipments.id));
    if (shipments.length === 0) return [];
    const lines = await tx
      .select({
        shipmentId: bulkShipmentItems.shipmentId,
        itemId: bulkShipmentItems.itemId,
        quantity: bulkShipmentItems.quantity,
        sku: bulkOrderItems.internalSku,
        casePack: bulkOrderItems.casePacks,
        price: bulkOrderItems.externalPrice,
      })
      .from(bulkShipmentItems)
      .innerJoin(bulkOrderItems, eq(bulkOrderItems.id, bulkShipmentItems.itemId))
      .where(
        inArray(
          bulkShipmentItems.shipmentId,
          shipments.map((s) => s.id),
        ),
      )
      .orderBy(asc(bulkShipmentItems.id));
    return shipments.map((s) => ({
      ...s,
      lines: lines.filter((l) => l.shipmentId === s.id).map(({ shipmentId: _, ...l }) => l),
    }));
  }

  /** Orders on a tab, of some vendors (all when none given), oldest first. */
  async ordersOnStage(company: Company, stage: BulkStage, vendorNames?: readonly string[]) {
    const conditions = [eq(bulkOrders.company, company), eq(bulkOrders.stage, stage)];
    if (vendorNames && vendorNames.length > 0)
      conditions.push(inArray(bulkOrders.vendorName, [...vendorNames]));
    return this.db
      .select()
      .from(bulkOrders)
      .where(and(...conditions))
      .orderBy(asc(bulkOrders.uploadDate), asc(bulkOrders.id));
  }

  async cartons(tx: DbOrTx, shipmentId: number): Promise<CartonRecord[]> {
    return tx
      .select()
      .from(bulkCartons)
      .where(eq(bulkCartons.shipmentId, shipmentId))
      .orderBy(asc(bulkCartons.id));
  }

  /** `n` ids of bulk_cartons drawn from its sequence: each SSCC's serial is its row's id. */
  async reserveCartonIds(tx: DbOrTx, n: number): Promise<number[]> {
    const rows = await tx.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('bulk_cartons', 'id'))::int as id from generate_series(1, ${n})`,
    );
    return rows.rows.map((r) => Number(r.id));
  }

  async insertCartons(tx: DbOrTx, company: Company, shipmentId: number, cartons: readonly NewCarton[]) {
    if (cartons.length === 0) return;
    await tx.insert(bulkCartons).values(cartons.map((c) => ({ ...c, company, shipmentId })));
  }

  async invoice(tx: DbOrTx, orderId: number) {
    const [row] = await tx.select().from(bulkInvoices).where(eq(bulkInvoices.orderId, orderId));
    return row ?? null;
  }

  /** Creates or updates the order's bulk_invoices row (Bulk Invoices screen) with the vendor status. */
  async recordInvoice(
    tx: DbOrTx,
    company: Company,
    orderId: number,
    values: { imsCost: string; vendorStatus: number; acuInvoiceNum: string | null },
  ) {
    await tx
      .insert(bulkInvoices)
      .values({ company, orderId, ...values })
      .onConflictDoUpdate({
        target: bulkInvoices.orderId,
        set: { vendorStatus: values.vendorStatus, imsCost: values.imsCost },
      });
  }
}
