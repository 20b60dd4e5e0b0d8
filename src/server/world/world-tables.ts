import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as bulk from '../platform/db/schema/bulk';
import * as catalog from '../platform/db/schema/catalog';
import * as dock from '../platform/db/schema/dock';
import * as dropship from '../platform/db/schema/dropship';
import * as files from '../platform/db/schema/files';
import * as labour from '../platform/db/schema/labour';
import * as sim from '../platform/db/schema/sandbox';
import * as partners from '../platform/db/schema/sandbox-partners';
import * as tpl from '../platform/db/schema/tpl';
import * as warranty from '../platform/db/schema/warranty';

/**
 * The business tables: what the world fills and `--reset` empties. Identity (companies, warehouses,
 * users, tokens), platform and log tables are not business rows and are never touched.
 */
export const BUSINESS_TABLES: readonly PgTable[] = [
  catalog.vendors,
  catalog.items,
  catalog.itemLocations,
  catalog.itemStock,
  catalog.itemComponents,
  catalog.carriers,
  catalog.zeroOutSkus,
  dropship.uploads,
  dropship.pullsheets,
  dropship.dropshipOrders,
  dropship.dropshipPackages,
  dropship.dropshipOrderLines,
  dropship.staticActions,
  bulk.bulkOrders,
  bulk.bulkOrderItems,
  bulk.bulkShipments,
  bulk.bulkShipmentItems,
  bulk.lots,
  bulk.bulkInvoices,
  bulk.changeRequests,
  bulk.changeRequestDetails,
  bulk.ediTransactions,
  bulk.productionSchedule,
  dock.carrierSignIns,
  warranty.warrantyOrders,
  warranty.warrantyItems,
  labour.workers,
  labour.builds,
  labour.employeeTimes,
  labour.truckPackages,
  labour.autobuilds,
  tpl.tplDiscrepancies,
  tpl.tplSentOrders,
  tpl.tplSentAsns,
  files.labelFiles,
  files.extractJobs,
  files.printJobs,
];

/**
 * The simulators' state (all sim_* tables but the failure switches). The world fills the ERP's
 * orders, shipments and stock, the carriers' labels and the number sequences; loading and `--reset`
 * treat every one of them like business rows, since a simulator's leftover numbers would collide
 * with the world's.
 */
export const SIM_TABLES: readonly PgTable[] = [
  sim.simCounters,
  sim.simErpSalesOrders,
  sim.simErpSalesOrderLines,
  sim.simErpShipments,
  sim.simErpInvoices,
  sim.simErpPayments,
  sim.simErpTransferOrders,
  sim.simErpTransferLines,
  sim.simErpInventory,
  sim.simErpAutobuilds,
  partners.simCarrierLabels,
  partners.simCarrierEvents,
  partners.simVendorInbox,
  partners.simTplOrders,
  partners.simTplAsns,
  partners.simTplCancellations,
  partners.simTplInventory,
  partners.simTplShipments,
];

/** Everything a world load writes and `--reset` empties. */
export const WORLD_TABLES: readonly PgTable[] = [...BUSINESS_TABLES, ...SIM_TABLES];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Queryable = pg.PoolClient | pg.Client | pg.Pool;

/** The world's tables that hold at least one row. */
export async function nonEmptyTables(client: Queryable): Promise<string[]> {
  const names = WORLD_TABLES.map(getTableName);
  const sql = names
    .map((n) => `select '${n}' as t where exists (select 1 from ${quote(n)})`)
    .join(' union all ');
  const { rows } = await client.query<{ t: string }>(sql);
  return rows.map((r) => r.t);
}

export async function truncateWorldTables(client: Queryable): Promise<void> {
  const names = WORLD_TABLES.map((t) => quote(getTableName(t))).join(', ');
  // CASCADE also empties tables of other areas that point at these rows.
  await client.query(`truncate ${names} restart identity cascade`);
}

/** Moves every serial sequence past the explicit ids the world wrote. */
export async function resetSequences(client: Queryable): Promise<void> {
  for (const table of WORLD_TABLES) {
    const name = getTableName(table);
    for (const column of Object.values(getTableColumns(table))) {
      if (!/Serial/.test(column.columnType)) continue;
      const col = quote(column.name);
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${col}), 0) + 1, false) from ${quote(name)}`,
        [quote(name), column.name],
      );
    }
  }
}

export async function countRows(client: Queryable): Promise<Record<string, number>> {
  const names = WORLD_TABLES.map(getTableName);
  const sql = names.map((n) => `select '${n}' as t, count(*)::int as n from ${quote(n)}`).join(' union all ');
  const { rows } = await client.query<{ t: string; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}
