import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { UPLOAD_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { itemLocations, items, itemStock, vendors } from '../../../platform/db/schema/catalog';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  uploads,
} from '../../../platform/db/schema/dropship';
import { packageLabels, type LabelRecorder } from '../common/label-buyer';
import { orderKeyIs } from '../common/order-queries';

export type UploadRow = typeof uploads.$inferSelect;
export type NewOrderRow = typeof dropshipOrders.$inferInsert;
export type NewLineRow = typeof dropshipOrderLines.$inferInsert;
/** The database or one of its transactions. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type CatalogItem = {
  sku: string;
  rootSku: string;
  description: string;
  price: string | null;
  weightLbs: string | null;
  active: boolean;
};

/** SQL of dropship uploads and the orders they wrote; every statement is for one company. */
export class UploadsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction (the statements that take a `tx` join it). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async list(company: Company, limit: number): Promise<UploadRow[]> {
    return this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.company, company), eq(uploads.side, 'dropship')))
      .orderBy(desc(uploads.uploadDate), desc(uploads.uploadId))
      .limit(limit);
  }

  async find(company: Company, uploadId: number, tx: Tx | Db = this.db): Promise<UploadRow | null> {
    const [row] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.company, company), eq(uploads.side, 'dropship'), eq(uploads.uploadId, uploadId)));
    return row ?? null;
  }

  /** Locks the upload row so a delete and the job (or two deletes) do not interleave. */
  async lock(tx: Tx, company: Company, uploadId: number): Promise<UploadRow | null> {
    const [row] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.company, company), eq(uploads.side, 'dropship'), eq(uploads.uploadId, uploadId)))
      .for('update');
    return row ?? null;
  }

  async insert(tx: Tx, values: typeof uploads.$inferInsert): Promise<UploadRow> {
    const [row] = await tx.insert(uploads).values(values).returning();
    if (!row) throw new Error('upload insert returned nothing');
    return row;
  }

  /**
   * Ends an upload that is still processing as Failed with the reason as its one failure (no PO: it
   * is the whole file's); the orders an earlier attempt wrote stay and count as successful. False
   * when the upload had already ended.
   */
  async failProcessing(company: Company, uploadId: number, reason: string): Promise<boolean> {
    const written = sql<number>`(select count(*)::int from ${dropshipOrders}
      where ${dropshipOrders.company} = ${company} and ${dropshipOrders.uploadId} = ${uploadId})`;
    const ended = await this.db
      .update(uploads)
      .set({
        uploadStatus: UPLOAD_STATUS.failed,
        successful: written,
        failed: sql`greatest(${uploads.orderCount} - ${written}, 0)`,
        failures: [{ po: '', reason }],
      })
      .where(
        and(
          eq(uploads.company, company),
          eq(uploads.side, 'dropship'),
          eq(uploads.uploadId, uploadId),
          eq(uploads.uploadStatus, UPLOAD_STATUS.processing),
        ),
      )
      .returning({ uploadId: uploads.uploadId });
    return ended.length > 0;
  }

  async update(company: Company, uploadId: number, values: Partial<typeof uploads.$inferInsert>) {
    await this.db
      .update(uploads)
      .set(values)
      .where(and(eq(uploads.company, company), eq(uploads.uploadId, uploadId)));
  }

  /** Active dropship vendors of the company by name: the only ones an upload may name. */
  async activeVendors(company: Company): Promise<Map<string, { code: string }>> {
    const rows = await this.db
      .select({ name: vendors.name, code: vendors.code })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, 'dropship'), eq(vendors.active, true)));
    return new Map(rows.map((r) => [r.name, { code: r.code }]));
  }

  async items(company: Company, skus: readonly string[]): Promise<Map<string, CatalogItem>> {
    if (skus.length === 0) return new Map();
    const rows = await this.db
      .select({
        sku: items.sku,
        rootSku: items.rootSku,
        description: items.description,
        price: items.price,
        weightLbs: items.weightLbs,
        active: items.active,
      })
      .from(items)
      .where(and(eq(items.company, company), inArray(items.sku, [...skus])));
    return new Map(rows.map((r) => [r.sku, r]));
  }

  /** Available stock and pull location per SKU and warehouse, for the SKUs of a file. */
  async stockAndLocations(company: Company, skus: readonly string[]) {
    if (skus.length === 0) return { stock: [], locations: [] };
    const stock = await this.db
      .select({ sku: items.sku, warehouse: itemStock.warehouse, available: itemStock.available })
      .from(itemStock)
      .innerJoin(items, eq(items.id, itemStock.itemId))
      .where(and(eq(items.company, company), inArray(items.sku, [...skus])));
    const locations = await this.db
      .select({ sku: items.sku, warehouse: itemLocations.warehouse, location: itemLocations.location })
      .from(itemLocations)
      .innerJoin(items, eq(items.id, itemLocations.itemId))
      .where(and(eq(items.company, company), inArray(items.sku, [...skus])));
    return { stock, locations };
  }

  /** Inserts the order unless its PO exists for the vendor; null means it was there already. */
  async insertOrder(tx: Tx, values: NewOrderRow): Promise<number | null> {
    const [row] = await tx
      .insert(dropshipOrders)
      .values(values)
      .onConflictDoNothing({
        target: [dropshipOrders.company, dropshipOrders.vendorName, dropshipOrders.internalPoNumber],
      })
      .returning({ id: dropshipOrders.id });
    return row?.id ?? null;
  }

  async insertLines(tx: Tx, lines: NewLineRow[]): Promise<void> {
    if (lines.length > 0) await tx.insert(dropshipOrderLines).values(lines);
  }

  /** The upload an existing PO belongs to (a second run of the job finds its own orders). */
  async orderUploadId(company: Company, vendorName: string, po: string): Promise<number | null> {
    const [row] = await this.db
      .select({ uploadId: dropshipOrders.uploadId })
      .from(dropshipOrders)
      .where(orderKeyIs(company, vendorName, po));
    return row ? (row.uploadId ?? -1) : null;
  }

  /** Orders of an upload with whether any of their packages is on a pull sheet. */
  async ordersOf(tx: Tx | Db, company: Company, uploadId: number) {
    return tx
      .select({
        id: dropshipOrders.id,
        orderStatus: dropshipOrders.orderStatus,
        onPullsheet: sql<boolean>`exists (select 1 from dropship_packages p
          where p.order_id = dropship_orders.id and p.pullsheet_id is not null)`,
      })
      .from(dropshipOrders)
      .where(and(eq(dropshipOrders.company, company), eq(dropshipOrders.uploadId, uploadId)));
  }

  /** Deletes orders by id; their lines and packages go with them (ON DELETE CASCADE). */
  async deleteOrders(tx: Tx, company: Company, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const gone = await tx
      .delete(dropshipOrders)
      .where(and(eq(dropshipOrders.company, company), inArray(dropshipOrders.id, [...ids])))
      .returning({ id: dropshipOrders.id });
    return gone.length;
  }

  async setStatus(tx: Tx, company: Company, uploadId: number, status: string): Promise<void> {
    await tx
      .update(uploads)
      .set({ uploadStatus: status })
      .where(and(eq(uploads.company, company), eq(uploads.uploadId, uploadId)));
  }

  /** One row per package (or per order without one) for the tracking export. */
  async trackingRows(company: Company, uploadId: number) {
    return this.db
      .select({
        vendorName: dropshipOrders.vendorName,
        internalPoNumber: dropshipOrders.internalPoNumber,
        externalPoNumber: dropshipOrders.externalPoNumber,
        orderDate: dropshipOrders.orderDate,
        name: dropshipOrders.name,
        orderStatus: dropshipOrders.orderStatus,
        carrier: sql<string | null>`coalesce(${dropshipPackages.carrier}, ${dropshipOrders.carrier})`,
        method: sql<string | null>`coalesce(${dropshipPackages.method}, ${dropshipOrders.method})`,
        trackingNumber: dropshipPackages.trackingNumber,
        trackingStatus: dropshipPackages.trackingStatus,
        shipDate: dropshipPackages.shipDate,
        warehouse: sql<string | null>`coalesce(${dropshipPackages.warehouse}, ${dropshipOrders.warehouse})`,
      })
      .from(dropshipOrders)
      .leftJoin(dropshipPackages, eq(dropshipPackages.orderId, dropshipOrders.id))
      .where(and(eq(dropshipOrders.company, company), eq(dropshipOrders.uploadId, uploadId)))
      .orderBy(asc(dropshipOrders.id), asc(dropshipPackages.id));
  }

  /** Packages of an upload's live orders that have no label: none bought yet, or the carrier refused. */
  async unlabelledPackages(company: Company, uploadId: number) {
    return this.db
      .select({
        id: dropshipPackages.id,
        carrier: sql<string | null>`coalesce(${dropshipPackages.carrier}, ${dropshipOrders.carrier})`,
        method: sql<string | null>`coalesce(${dropshipPackages.method}, ${dropshipOrders.method})`,
        warehouse: sql<string | null>`coalesce(${dropshipPackages.warehouse}, ${dropshipOrders.warehouse})`,
        weightLbs: dropshipPackages.weightLbs,
        totalQuantity: dropshipPackages.totalQuantity,
        po: dropshipOrders.internalPoNumber,
        name: dropshipOrders.name,
        address1: dropshipOrders.address1,
        address2: dropshipOrders.address2,
        city: dropshipOrders.city,
        state: dropshipOrders.state,
        zip: dropshipOrders.zipCode,
      })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(
        and(
          eq(dropshipOrders.company, company),
          eq(dropshipOrders.uploadId, uploadId),
          isNull(dropshipPackages.trackingNumber),
          sql`${dropshipOrders.orderStatus} <> 199`,
        ),
      )
      .orderBy(asc(dropshipPackages.id));
  }

  /** Where the label job records what the carrier answered for each package. */
  labels(company: Company): LabelRecorder {
    return packageLabels(this.db, company);
  }
}
