import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  simErpAutobuilds,
  simErpInventory,
  simErpSalesOrderLines,
  simErpSalesOrders,
} from '../../platform/db/schema/sandbox';
import { rejectedBy } from '../integration-error';
import { nextNumber, type Executor } from '../sandbox-support';
import type { Autobuild, InventoryCount } from './entities';
import { field, required } from './fields';
import type { InventoryFilter, PhysicalCountLine } from './port';

type StockRow = typeof simErpInventory.$inferSelect;
type AutobuildRow = typeof simErpAutobuilds.$inferSelect;

const toCount = (row: StockRow): InventoryCount => ({
  InventoryID: field(row.inventoryId),
  WarehouseID: field(row.warehouse),
  QtyOnHand: field(row.onHand),
  QtyAvailable: field(row.available),
});

/** Moves stock in or out of a warehouse; a SKU the warehouse never held starts at zero. */
export async function adjustStock(
  tx: Executor,
  company: string,
  sku: string,
  warehouse: string,
  delta: number,
) {
  await tx
    .insert(simErpInventory)
    .values({ company, inventoryId: sku, warehouse, onHand: delta, available: delta })
    .onConflictDoUpdate({
      target: [simErpInventory.company, simErpInventory.inventoryId, simErpInventory.warehouse],
      set: {
        onHand: sql`${simErpInventory.onHand} + ${delta}`,
        available: sql`${simErpInventory.available} + ${delta}`,
        updatedAt: new Date(),
      },
    });
}

export async function inventoryCounts(db: Executor, company: string, filter: InventoryFilter = {}) {
  const conditions = [eq(simErpInventory.company, company)];
  if (filter.WarehouseID) conditions.push(eq(simErpInventory.warehouse, filter.WarehouseID));
  if (filter.InventoryIDs) conditions.push(inArray(simErpInventory.inventoryId, [...filter.InventoryIDs]));
  const rows = await db
    .select()
    .from(simErpInventory)
    .where(and(...conditions))
    .orderBy(asc(simErpInventory.inventoryId), asc(simErpInventory.warehouse));
  return rows.map(toCount);
}

export async function physicalCount(db: Executor, company: string, lines: readonly PhysicalCountLine[]) {
  const rows = lines.map((line) => {
    const qty = line.Qty?.value;
    if (!Number.isInteger(qty) || qty < 0)
      throw rejectedBy('acumatica', 'Qty: a counted quantity is 0 or more.');
    return {
      company,
      inventoryId: required(line.InventoryID?.value, 'InventoryID'),
      warehouse: required(line.WarehouseID?.value, 'WarehouseID'),
      onHand: qty,
      available: qty,
      updatedAt: new Date(),
    };
  });
  if (rows.length === 0) return [];
  const saved = await db
    .insert(simErpInventory)
    .values(rows)
    .onConflictDoUpdate({
      target: [simErpInventory.company, simErpInventory.inventoryId, simErpInventory.warehouse],
      set: {
        onHand: sql`excluded.on_hand`,
        available: sql`excluded.available`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return saved.map(toCount);
}

function toAutobuild(row: AutobuildRow, now: Date): Autobuild {
  // The run is read lazily, as a client polling the ERP would see it: COMPLETE once its time is up.
  const done = row.completesAt.getTime() <= now.getTime();
  return {
    BuildNbr: field(row.buildNbr),
    Status: field(done ? 'COMPLETE' : 'RUNNING'),
    WarehouseID: field(row.warehouse),
    OrdersQueued: field(row.ordersQueued),
    StartedAt: field(row.startedAt.toISOString()),
    CompletedAt: field(done ? row.completesAt.toISOString() : null),
  };
}

export async function listAutobuilds(db: Executor, company: string, now: Date): Promise<Autobuild[]> {
  const rows = await db
    .select()
    .from(simErpAutobuilds)
    .where(eq(simErpAutobuilds.company, company))
    .orderBy(desc(simErpAutobuilds.startedAt), desc(simErpAutobuilds.id));
  return rows.map((row) => toAutobuild(row, now));
}

/** Queues every open order (of one warehouse, if given) for building; one run at a time. */
export async function startAutobuild(
  db: Executor,
  company: string,
  warehouse: string | null,
  now: Date,
  runMs: number,
) {
  return db.transaction(async (tx) => {
    // Serialises concurrent starts of one company, so two clicks never start two runs.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sim-autobuild:${company}`}))`);
    const running = (await listAutobuilds(tx, company, now)).find((b) => b.Status.value === 'RUNNING');
    if (running) throw rejectedBy('acumatica', `AutoBuild ${running.BuildNbr.value} is already running.`);

    const lineInWarehouse = warehouse ? sql`and l.warehouse = ${warehouse}` : sql``;
    const counted = await tx.execute<{ n: number }>(sql`
      select count(distinct o.id)::int as n from ${simErpSalesOrders} o
      join ${simErpSalesOrderLines} l on l.order_id = o.id
      where o.company = ${company} and o.status = 'Open' and l.qty_shipped < l.quantity ${lineInWarehouse}`);
    const ordersQueued = counted.rows[0]?.n ?? 0;
    const buildNbr = `AB${String(await nextNumber(tx, company, 'erp-autobuild')).padStart(6, '0')}`;
    const [row] = await tx
      .insert(simErpAutobuilds)
      .values({
        company,
        buildNbr,
        warehouse,
        ordersQueued,
        startedAt: now,
        // Nothing to build finishes at once.
        completesAt: new Date(now.getTime() + (ordersQueued === 0 ? 0 : runMs)),
      })
      .returning();
    if (!row) throw new Error('autobuild insert returned nothing');
    return toAutobuild(row, now);
  });
}
