import { and, asc, desc, eq, inArray, ne, notLike, or, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import { BULK_ITEM_STATUS } from '@shared/domain/bulk/status';
import type { Db } from '../../../platform/db/client';
import {
  bulkCartons,
  bulkOrderItems,
  bulkOrders,
  bulkShipments,
  lots,
} from '../../../platform/db/schema/bulk';
import { items as catalogItems } from '../../../platform/db/schema/catalog';
import { labelFiles } from '../../../platform/db/schema/files';

export type LabelKind = 'box' | 'pallet';

export type LabelOrderItem = {
  id: number;
  internalSku: string;
  description: string | null;
  quantity: number;
  fulfill: { kentucky: number; pennsylvania: number; texas: number; illinois: number };
  casePacks: number | null;
  upc: string | null;
  defaultBox: string | null;
  lotNumber: string | null;
  expirationDate: string | null;
};

export type LabelOrder = {
  id: number;
  internalPoNumber: string;
  externalPoNumber: string | null;
  vendorName: string;
  acuOrderNum: string | null;
  warehouse: string | null;
  /** The ship-to block of the label. */
  shipTo: Record<
    'name' | 'attention' | 'address1' | 'address2' | 'city' | 'state' | 'zipCode',
    string | null
  >;
  items: LabelOrderItem[];
};

/** The cartons and pallets an order's shipments already have (their SSCCs are in its ASNs). */
export type ExistingUnit = {
  id: number;
  level: 'pallet' | 'carton';
  palletId: number | null;
  sscc: string;
  itemId: number | null;
  quantity: number | null;
  warehouse: string | null;
};

export type StoredLabelFile = typeof labelFiles.$inferSelect;

/** Bulk labels: the orders they are made from and the files they are kept in (label_files). */
export class LabelsRepository {
  constructor(private readonly db: Db) {}

  /** Orders with their not-cancelled items, by PO and vendor or by Acumatica order number. */
  async orders(
    company: Company,
    by: { keys: readonly { po: string; vendor: string }[] } | { acuOrderNum: string },
  ): Promise<LabelOrder[]> {
    const where =
      'acuOrderNum' in by
        ? eq(bulkOrders.acuOrderNum, by.acuOrderNum)
        : by.keys.length === 0
          ? sql`false`
          : or(
              ...by.keys.map((k) =>
                and(eq(bulkOrders.internalPoNumber, k.po), eq(bulkOrders.vendorName, k.vendor)),
              ),
            );
    const orders = await this.db
      .select({
        id: bulkOrders.id,
        internalPoNumber: bulkOrders.internalPoNumber,
        externalPoNumber: bulkOrders.externalPoNumber,
        vendorName: bulkOrders.vendorName,
        acuOrderNum: bulkOrders.acuOrderNum,
        warehouse: bulkOrders.warehouse,
        name: bulkOrders.name,
        attention: bulkOrders.attention,
        address1: bulkOrders.address1,
        address2: bulkOrders.address2,
        city: bulkOrders.city,
        state: bulkOrders.state,
        zipCode: bulkOrders.zipCode,
      })
      .from(bulkOrders)
      .where(and(eq(bulkOrders.company, company), where))
      .orderBy(asc(bulkOrders.id));
    if (orders.length === 0) return [];
    const rows = await this.db
      .select({
        orderId: bulkOrderItems.orderId,
        id: bulkOrderItems.id,
        internalSku: bulkOrderItems.internalSku,
        description: bulkOrderItems.description,
        quantity: bulkOrderItems.quantity,
        ky: bulkOrderItems.fulfillKy,
        pa: bulkOrderItems.fulfillPa,
        tx: bulkOrderItems.fulfillTx,
        il: bulkOrderItems.fulfillIl,
        casePacks: sql<number | null>`coalesce(${bulkOrderItems.casePacks}, ${catalogItems.casePacks})`,
        upc: catalogItems.upc,
        defaultBox: catalogItems.defaultBox,
        lotNumber: lots.lotNumber,
        expirationDate: lots.expirationDate,
      })
      .from(bulkOrderItems)
      .leftJoin(
        catalogItems,
        and(
          eq(catalogItems.company, bulkOrderItems.company),
          eq(catalogItems.sku, bulkOrderItems.internalSku),
        ),
      )
      .leftJoin(lots, eq(lots.itemId, bulkOrderItems.id))
      .where(
        and(
          inArray(
            bulkOrderItems.orderId,
            orders.map((o) => o.id),
          ),
          ne(bulkOrderItems.orderStatus, BULK_ITEM_STATUS.cancelled),
        ),
      )
      .orderBy(asc(bulkOrderItems.id));
    return orders.map(({ name, attention, address1, address2, city, state, zipCode, ...o }) => ({
      ...o,
      shipTo: { name, attention, address1, address2, city, state, zipCode },
      items: rows
        .filter((r) => r.orderId === o.id)
        .map((r) => ({
          id: r.id,
          internalSku: r.internalSku,
          description: r.description,
          quantity: r.quantity,
          fulfill: { kentucky: r.ky, pennsylvania: r.pa, texas: r.tx, illinois: r.il },
          casePacks: r.casePacks === null ? null : Number(r.casePacks),
          upc: r.upc,
          defaultBox: r.defaultBox,
          lotNumber: r.lotNumber,
          expirationDate: r.expirationDate,
        })),
    }));
  }

  /** The pallets and cartons the order's shipments already carry. */
  async existingUnits(orderId: number): Promise<ExistingUnit[]> {
    return this.db
      .select({
        id: bulkCartons.id,
        level: bulkCartons.level,
        palletId: bulkCartons.palletId,
        sscc: bulkCartons.sscc,
        itemId: bulkCartons.itemId,
        quantity: bulkCartons.quantity,
        warehouse: bulkShipments.warehouse,
      })
      .from(bulkCartons)
      .innerJoin(bulkShipments, eq(bulkShipments.id, bulkCartons.shipmentId))
      .where(eq(bulkShipments.orderId, orderId))
      .orderBy(asc(bulkCartons.id));
  }

  /**
   * `n` serial numbers drawn from bulk_cartons' sequence: a label's SSCC never repeats one of a
   * shipment's cartons or of another label.
   */
  async reserveSerials(n: number): Promise<number[]> {
    if (n === 0) return [];
    const result = await this.db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('bulk_cartons', 'id'))::int as id from generate_series(1, ${n})`,
    );
    return result.rows.map((r) => Number(r.id));
  }

  /** A new file row under its TEMP name (left out of the lists until it is renamed). */
  async insertFile(
    company: Company,
    kind: LabelKind,
    file: { name: string; key: string; data: unknown },
  ): Promise<StoredLabelFile> {
    const [row] = await this.db
      .insert(labelFiles)
      .values({ company, kind, name: file.name, key: file.key, data: file.data })
      .returning();
    return row!;
  }

  async renameFile(id: number, name: string): Promise<StoredLabelFile> {
    const [row] = await this.db.update(labelFiles).set({ name }).where(eq(labelFiles.id, id)).returning();
    return row!;
  }

  async deleteFile(id: number): Promise<void> {
    await this.db.delete(labelFiles).where(eq(labelFiles.id, id));
  }

  /** The files of one kind, newest first, without TEMP names (D2 section 3). */
  async list(company: Company, kind: LabelKind, limit = 500): Promise<StoredLabelFile[]> {
    return this.db
      .select()
      .from(labelFiles)
      .where(
        and(eq(labelFiles.company, company), eq(labelFiles.kind, kind), notLike(labelFiles.name, '%TEMP%')),
      )
      .orderBy(desc(labelFiles.date), desc(labelFiles.id))
      .limit(limit);
  }

  async byKey(company: Company, kinds: readonly LabelKind[], key: string): Promise<StoredLabelFile | null> {
    const [row] = await this.db
      .select()
      .from(labelFiles)
      .where(
        and(eq(labelFiles.company, company), inArray(labelFiles.kind, [...kinds]), eq(labelFiles.key, key)),
      )
      .limit(1);
    return row ?? null;
  }

  async byName(company: Company, name: string): Promise<StoredLabelFile | null> {
    const [row] = await this.db
      .select()
      .from(labelFiles)
      .where(
        and(
          eq(labelFiles.company, company),
          inArray(labelFiles.kind, ['box', 'pallet']),
          eq(labelFiles.name, name),
        ),
      )
      .orderBy(desc(labelFiles.id))
      .limit(1);
    return row ?? null;
  }

  /** The catalog's box types with how many active items use each (the pallet calculator). */
  async boxes(company: Company): Promise<{ box: string; items: number }[]> {
    const rows = await this.db
      .select({ box: catalogItems.defaultBox, items: sql<number>`count(*)::int` })
      .from(catalogItems)
      .where(
        and(
          eq(catalogItems.company, company),
          eq(catalogItems.active, true),
          sql`${catalogItems.defaultBox} is not null`,
        ),
      )
      .groupBy(catalogItems.defaultBox)
      .orderBy(asc(catalogItems.defaultBox));
    return rows.map((r) => ({ box: r.box!, items: Number(r.items) }));
  }

  async itemsInBox(company: Company, box: string | null) {
    return this.db
      .select({
        internal_sku: catalogItems.sku,
        description: catalogItems.description,
        box: catalogItems.defaultBox,
        case_packs: catalogItems.casePacks,
      })
      .from(catalogItems)
      .where(
        and(
          eq(catalogItems.company, company),
          eq(catalogItems.active, true),
          box === null ? sql`${catalogItems.defaultBox} is not null` : eq(catalogItems.defaultBox, box),
        ),
      )
      .orderBy(asc(catalogItems.defaultBox), asc(catalogItems.sku))
      .limit(2000);
  }
}
