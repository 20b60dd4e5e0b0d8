import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StaticActionStatus } from '@shared/domain/dropship/status';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import { flagValue, type StaticRow } from '@shared/domain/inventory/static-files';
import type { Db } from '../../../platform/db/client';
import {
  items,
  itemStock,
  palletQuantities,
  vendors,
  zeroOutSkus,
  zipCodes,
} from '../../../platform/db/schema/catalog';
import { staticActions } from '../../../platform/db/schema/dropship';

export type StaticActionRow = typeof staticActions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** A stock count to write: one SKU (its item id) in one warehouse. */
export type StockCount = { itemId: number; warehouse: Warehouse; onHand: number; available: number };

export type InventoryExportRow = {
  sku: string;
  description: string;
  warehouse: string;
  on_hand: number;
  available: number;
  zeroed_out: boolean;
  updated_at: Date;
};

const CHUNK = 1000;
const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};
const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** SQL of Inventory Management: static actions, and the tables the static files write. By company. */
export class InventoryManagementRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  async insertAction(
    company: Company,
    values: { action: string; user: string; fileName: string | null },
    tx: Executor = this.db,
  ): Promise<StaticActionRow> {
    const [row] = await tx
      .insert(staticActions)
      .values({ company, ...values, status: 'action_processing' })
      .returning();
    if (!row) throw new Error('static action insert returned nothing');
    return row;
  }

  listActions(company: Company, limit: number): Promise<StaticActionRow[]> {
    return this.db
      .select()
      .from(staticActions)
      .where(eq(staticActions.company, company))
      .orderBy(desc(staticActions.date), desc(staticActions.actionId))
      .limit(limit);
  }

  async action(company: Company, actionId: number): Promise<StaticActionRow | null> {
    const [row] = await this.db
      .select()
      .from(staticActions)
      .where(and(eq(staticActions.company, company), eq(staticActions.actionId, actionId)));
    return row ?? null;
  }

  /** Ends a processing action; an action already final is left as it is (a second run). */
  async finishAction(
    company: Company,
    actionId: number,
    result: { status: StaticActionStatus; successful: number; failed: number; reason: string | null },
    tx: Executor = this.db,
  ): Promise<void> {
    await tx
      .update(staticActions)
      .set(result)
      .where(
        and(
          eq(staticActions.company, company),
          eq(staticActions.actionId, actionId),
          eq(staticActions.status, 'action_processing'),
        ),
      );
  }

  /** Item ids of the company by upper-cased SKU (the file's SKUs are matched in any case). */
  async itemIds(company: Company, skus: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(skus.map((s) => s.toUpperCase()))];
    const found = new Map<string, number>();
    for (const part of chunks(wanted)) {
      const rows = await this.db
        .select({ id: items.id, sku: items.sku })
        .from(items)
        .where(and(eq(items.company, company), inArray(sql`upper(${items.sku})`, part)));
      for (const r of rows) found.set(r.sku.toUpperCase(), r.id);
    }
    return found;
  }

  /** The counts of our stock in the given warehouses (what forceInventory sets to 0 when absent). */
  async stockIn(company: Company, warehouses: readonly Warehouse[]) {
    if (warehouses.length === 0) return [];
    return this.db
      .select({ sku: items.sku, itemId: itemStock.itemId, warehouse: itemStock.warehouse })
      .from(itemStock)
      .innerJoin(items, eq(items.id, itemStock.itemId))
      .where(and(eq(itemStock.company, company), inArray(itemStock.warehouse, [...warehouses])));
  }

  /** Zeroes the stock of whole warehouses (forceInventory, before its rows are written). */
  async zeroWarehouses(tx: Tx, company: Company, warehouses: readonly Warehouse[]): Promise<void> {
    if (warehouses.length === 0) return;
    await tx
      .update(itemStock)
      .set({ onHand: 0, available: 0, updatedAt: new Date() })
      .where(and(eq(itemStock.company, company), inArray(itemStock.warehouse, [...warehouses])));
  }

  async writeStock(tx: Tx, company: Company, counts: readonly StockCount[]): Promise<void> {
    const now = new Date();
    for (const part of chunks(counts)) {
      await tx
        .insert(itemStock)
        .values(part.map((c) => ({ ...c, company, updatedAt: now })))
        .onConflictDoUpdate({
          target: [itemStock.itemId, itemStock.warehouse],
          set: {
            onHand: sql`excluded.on_hand`,
            available: sql`excluded.available`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
  }

  /**
   * updateMaster: adds or updates items by SKU. An empty optional cell keeps the item's value (a new
   * item takes the default: root SKU = SKU, 1 case pack, active).
   */
  async writeItems(tx: Tx, company: Company, rows: readonly StaticRow[]): Promise<void> {
    const existing = new Map<string, string>();
    for (const part of chunks(rows.map((r) => r.sku!.toUpperCase()))) {
      const found = await tx
        .select({ sku: items.sku })
        .from(items)
        .where(and(eq(items.company, company), inArray(sql`upper(${items.sku})`, part)));
      for (const f of found) existing.set(f.sku.toUpperCase(), f.sku);
    }
    for (const r of rows) {
      const given = {
        description: r.description!,
        rootSku: orNull(r.root_sku),
        size: orNull(r.size),
        colour: orNull(r.colour),
        upc: orNull(r.upc),
        casePacks: r.case_packs ? Number(r.case_packs) : null,
        price: orNull(r.price),
        weightLbs: orNull(r.weight_lbs),
        active: r.active ? flagValue(r.active) : null,
      };
      const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== null));
      const sku = existing.get(r.sku!.toUpperCase());
      if (sku) {
        await tx
          .update(items)
          .set(set)
          .where(and(eq(items.company, company), eq(items.sku, sku)));
      } else {
        await tx.insert(items).values({
          ...set,
          company,
          sku: r.sku!,
          description: given.description,
          rootSku: given.rootSku ?? r.sku!,
        });
      }
    }
  }

  /** updateVendor: adds or updates dropship vendors by name (any case); empty cells keep the value. */
  async writeVendors(tx: Tx, company: Company, rows: readonly StaticRow[]): Promise<void> {
    const existing = await tx
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.side, 'dropship')));
    const byName = new Map(existing.map((v) => [v.name.toLowerCase(), v.id]));
    for (const r of rows) {
      const given = {
        code: r.code!,
        fulfillmentPriority: r.fulfillment_priority ? Number(r.fulfillment_priority) : null,
        sendsInventory: r.sends_inventory ? flagValue(r.sends_inventory) : null,
        active: r.active ? flagValue(r.active) : null,
      };
      const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== null));
      const id = byName.get(r.vendor_name!.toLowerCase());
      if (id !== undefined) {
        await tx.update(vendors).set(set).where(eq(vendors.id, id));
      } else {
        await tx
          .insert(vendors)
          .values({ ...set, company, side: 'dropship', name: r.vendor_name!, code: given.code });
      }
    }
  }

  async writeZipCodes(tx: Tx, company: Company, rows: readonly StaticRow[]): Promise<void> {
    const now = new Date();
    for (const part of chunks(rows)) {
      await tx
        .insert(zipCodes)
        .values(
          part.map((r) => ({
            company,
            zipCode: r.zip_code!,
            state: r.state!,
            warehouse: r.warehouse!,
            city: orNull(r.city),
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [zipCodes.company, zipCodes.zipCode],
          set: {
            state: sql`excluded.state`,
            warehouse: sql`excluded.warehouse`,
            city: sql`coalesce(excluded.city, ${zipCodes.city})`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
  }

  /** updatePallets: pieces per pallet by SKU, written with the item list's spelling of the SKU. */
  async writePallets(
    tx: Tx,
    company: Company,
    rows: readonly { sku: string; qtyPerPallet: number }[],
  ): Promise<void> {
    const now = new Date();
    for (const part of chunks(rows)) {
      await tx
        .insert(palletQuantities)
        .values(part.map((r) => ({ company, ...r, updatedAt: now })))
        .onConflictDoUpdate({
          target: [palletQuantities.company, palletQuantities.sku],
          set: { qtyPerPallet: sql`excluded.qty_per_pallet`, updatedAt: sql`excluded.updated_at` },
        });
    }
  }

  /** The item list's spelling of each SKU, by upper-cased SKU. */
  async itemSkus(company: Company, skus: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const part of chunks([...new Set(skus.map((s) => s.toUpperCase()))])) {
      const rows = await this.db
        .select({ sku: items.sku })
        .from(items)
        .where(and(eq(items.company, company), inArray(sql`upper(${items.sku})`, part)));
      for (const r of rows) found.set(r.sku.toUpperCase(), r.sku);
    }
    return found;
  }

  /** Export Inventory: every stock row of the company with its item, by SKU then warehouse. */
  exportRows(company: Company): Promise<InventoryExportRow[]> {
    return this.db
      .select({
        sku: items.sku,
        description: items.description,
        warehouse: itemStock.warehouse,
        on_hand: itemStock.onHand,
        available: itemStock.available,
        zeroed_out: sql<boolean>`exists (select 1 from ${zeroOutSkus} z where z.company = ${items.company} and z.sku = ${items.sku})`,
        updated_at: itemStock.updatedAt,
      })
      .from(itemStock)
      .innerJoin(items, eq(items.id, itemStock.itemId))
      .where(eq(itemStock.company, company))
      .orderBy(items.sku, itemStock.warehouse);
  }
}
