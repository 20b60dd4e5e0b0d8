import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as bulk from '../db/schema/bulk';
import * as catalog from '../db/schema/catalog';
import * as dropship from '../db/schema/dropship';
import * as files from '../db/schema/files';
import * as labour from '../db/schema/labour';
import * as tpl from '../db/schema/tpl';
import * as warranty from '../db/schema/warranty';

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
  bulk.carrierSignIns,
  warranty.warrantyOrders,
  warranty.warrantyItems,
  labour.workers,
  labour.builds,
  labour.employeeTimes,
  labour.truckPackages,
  labour.autobuilds,
  tpl.tplDiscrepancies,
  files.labelFiles,
  files.extractJobs,
  files.printJobs,
];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Queryable = pg.PoolClient | pg.Client | pg.Pool;

/** The business tables that hold at least one row. */
export async function nonEmptyTables(client: Queryable): Promise<string[]> {
  const names = BUSINESS_TABLES.map(getTableName);
  const sql = names
    .map((n) => `select '${n}' as t where exists (select 1 from ${quote(n)})`)
    .join(' union all ');
  const { rows } = await client.query<{ t: string }>(sql);
  return rows.map((r) => r.t);
}

export async function truncateBusinessTables(client: Queryable): Promise<void> {
  const names = BUSINESS_TABLES.map((t) => quote(getTableName(t))).join(', ');
  // CASCADE also empties tables of other areas that point at these rows (sandbox adapter state).
  await client.query(`truncate ${names} restart identity cascade`);
}

/** Moves every serial sequence past the explicit ids the world wrote. */
export async function resetSequences(client: Queryable): Promise<void> {
  for (const table of BUSINESS_TABLES) {
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
  const names = BUSINESS_TABLES.map(getTableName);
  const sql = names.map((n) => `select '${n}' as t, count(*)::int as n from ${quote(n)}`).join(' union all ');
  const { rows } = await client.query<{ t: string; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}
