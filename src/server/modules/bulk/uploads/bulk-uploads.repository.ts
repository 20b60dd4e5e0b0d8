import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { bulkOrderItems, bulkOrders } from '../../../platform/db/schema/bulk';
import { items, vendors } from '../../../platform/db/schema/catalog';
import { uploads } from '../../../platform/db/schema/dropship';

export type UploadRow = typeof uploads.$inferSelect;
export type NewOrder = typeof bulkOrders.$inferInsert;
export type NewItem = Omit<typeof bulkOrderItems.$inferInsert, 'orderId'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type CatalogEntry = {
  sku: string;
  rootSku: string;
  description: string;
  casePacks: number;
  price: string | null;
  chewySku: string | null;
};

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest of these tables. */
const CHUNK = 1000;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

const bulkSide = (company: Company) => and(eq(uploads.company, company), eq(uploads.side, 'bulk'));

/** SQL of Bulk Uploads: the bulk side's upload rows and the New orders an upload wrote. */
export class BulkUploadsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async list(company: Company, limit: number): Promise<UploadRow[]> {
    return this.db
      .select()
      .from(uploads)
      .where(bulkSide(company))
      .orderBy(desc(uploads.uploadDate), desc(uploads.uploadId))
      .limit(limit);
  }

  /** The bulk vendors of these names with their codes. */
  async vendors(tx: Tx, company: Company, names: readonly string[]): Promise<Map<string, string>> {
    const rows = await tx
      .select({ name: vendors.name, code: vendors.code })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, 'bulk'), inArray(vendors.name, [...names])));
    return new Map(rows.map((r) => [r.name, r.code]));
  }

  /** The catalog items of these SKUs, by SKU. */
  async catalog(tx: Tx, company: Company, skus: readonly string[]): Promise<Map<string, CatalogEntry>> {
    const found = new Map<string, CatalogEntry>();
    for (const part of chunks(skus)) {
      const rows = await tx
        .select({
          sku: items.sku,
          rootSku: items.rootSku,
          description: items.description,
          casePacks: items.casePacks,
          price: items.price,
          chewySku: items.chewySku,
        })
        .from(items)
        .where(and(eq(items.company, company), inArray(items.sku, part)));
      for (const row of rows) found.set(row.sku, row);
    }
    return found;
  }

  /** The keys (vendor NUL PO) of these orders that exist already. */
  async existingOrders(
    tx: Tx,
    company: Company,
    orders: readonly { vendor: string; po: string }[],
  ): Promise<Set<string>> {
    const existing = new Set<string>();
    for (const part of chunks(orders)) {
      const rows = await tx
        .select({ vendor: bulkOrders.vendorName, po: bulkOrders.internalPoNumber })
        .from(bulkOrders)
        .where(
          and(
            eq(bulkOrders.company, company),
            inArray(
              bulkOrders.internalPoNumber,
              part.map((o) => o.po),
            ),
          ),
        );
      for (const row of rows) existing.add(`${row.vendor}\u0000${row.po}`);
    }
    return existing;
  }

  async insertUpload(tx: Tx, values: typeof uploads.$inferInsert): Promise<UploadRow> {
    const [row] = await tx.insert(uploads).values(values).returning();
    if (!row) throw new Error('upload insert returned nothing');
    return row;
  }

  /** Writes the orders, then each order's items under the id it got. */
  async insertOrders(
    tx: Tx,
    orders: readonly { order: NewOrder; items: readonly NewItem[] }[],
  ): Promise<void> {
    for (const part of chunks(orders)) {
      const ids = await tx
        .insert(bulkOrders)
        .values(part.map((o) => o.order))
        .returning({ id: bulkOrders.id });
      const lines = part.flatMap((o, i) => o.items.map((item) => ({ ...item, orderId: ids[i]!.id })));
      for (const linePart of chunks(lines)) await tx.insert(bulkOrderItems).values(linePart);
    }
  }

  /** Locks a bulk upload row so two deletes do not interleave. */
  async lock(tx: Tx, company: Company, uploadId: number): Promise<UploadRow | null> {
    const [row] = await tx
      .select()
      .from(uploads)
      .where(and(bulkSide(company), eq(uploads.uploadId, uploadId)))
      .for('update');
    return row ?? null;
  }

  /** The upload's orders with their tab, locked so no action moves one while it is deleted. */
  async ordersOf(tx: Tx, company: Company, uploadId: number): Promise<{ id: number; stage: string }[]> {
    return tx
      .select({ id: bulkOrders.id, stage: bulkOrders.stage })
      .from(bulkOrders)
      .where(and(eq(bulkOrders.company, company), eq(bulkOrders.uploadId, uploadId)))
      .for('update');
  }

  /** Deletes orders (their items, shipments and invoices go with them by cascade). */
  async deleteOrders(tx: Tx, company: Company, ids: readonly number[]): Promise<number> {
    let deleted = 0;
    for (const part of chunks(ids)) {
      const rows = await tx
        .delete(bulkOrders)
        .where(and(eq(bulkOrders.company, company), inArray(bulkOrders.id, [...part])))
        .returning({ id: bulkOrders.id });
      deleted += rows.length;
    }
    return deleted;
  }

  async setStatus(tx: Tx, company: Company, uploadId: number, status: string): Promise<void> {
    await tx
      .update(uploads)
      .set({ uploadStatus: status })
      .where(and(bulkSide(company), eq(uploads.uploadId, uploadId)));
  }
}
