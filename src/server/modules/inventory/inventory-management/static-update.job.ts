import { toStorableText } from '@shared/lib/text';
import { COMPANY_WAREHOUSES, type Company, type Warehouse } from '@shared/domain/identity/companies';
import {
  parseStaticFile,
  STATIC_FILE_MESSAGES,
  type StaticFileType,
  type StaticRow,
} from '@shared/domain/inventory/static-files';
import { ERP_WAREHOUSES } from '../../../integrations/acumatica/entities';
import { field } from '../../../integrations/acumatica/fields';
import type { Integrations } from '../../../integrations/registry';
import type { FileStore } from '../../../platform/files/file-store';
import type { StaticUpdatePayload } from '../inventory.jobs';
import type { InventoryManagementRepository, StockCount } from './inventory-management.repository';

export type StaticUpdateDeps = {
  repo: InventoryManagementRepository;
  files: FileStore;
  integrations: Integrations;
};

/** Where a static file waits for its job (and stays, as the record of what was sent). */
export const staticFileKey = (company: Company, actionId: number) => `static/${company}/${actionId}.csv`;

/** A file the job refuses: the action ends action_failed with this reason, nothing written. */
class Refused extends Error {}

type Outcome = { successful: number; failed: number; reason: string | null };

const warehouseOfErp = (code: string): Warehouse | null => {
  const found = Object.entries(ERP_WAREHOUSES).find(([, c]) => c === code);
  return (found?.[0] as Warehouse | undefined) ?? null;
};

/** The rows' SKUs as item ids; the first row whose SKU is not an item refuses the file. */
async function stockCounts(
  deps: StaticUpdateDeps,
  company: Company,
  rows: readonly StaticRow[],
): Promise<StockCount[]> {
  const ids = await deps.repo.itemIds(
    company,
    rows.map((r) => r.sku!),
  );
  return rows.map((r, i) => {
    const itemId = ids.get(r.sku!.toUpperCase());
    if (itemId === undefined) throw new Refused(STATIC_FILE_MESSAGES.unknownSku(i + 2, r.sku!));
    const qty = Number(r.quantity);
    return { itemId, warehouse: r.warehouse as Warehouse, onHand: qty, available: qty };
  });
}

async function applyFile(
  deps: StaticUpdateDeps,
  company: Company,
  type: StaticFileType,
  rows: StaticRow[],
): Promise<Outcome> {
  const { repo } = deps;
  const done: Outcome = { successful: rows.length, failed: 0, reason: null };
  switch (type) {
    case 'updateMaster':
      await repo.transaction((tx) => repo.writeItems(tx, company, rows));
      return done;
    case 'updateVendor':
      await repo.transaction((tx) => repo.writeVendors(tx, company, rows));
      return done;
    case 'updateZipcode':
      await repo.transaction((tx) => repo.writeZipCodes(tx, company, rows));
      return done;
    case 'updatePallets': {
      const skus = await repo.itemSkus(
        company,
        rows.map((r) => r.sku!),
      );
      const pallets = rows.map((r, i) => {
        const sku = skus.get(r.sku!.toUpperCase());
        if (!sku) throw new Refused(STATIC_FILE_MESSAGES.unknownSku(i + 2, r.sku!));
        return { sku, qtyPerPallet: Number(r.qty_per_pallet) };
      });
      await repo.transaction((tx) => repo.writePallets(tx, company, pallets));
      return done;
    }
    case 'updateInventory': {
      const counts = await stockCounts(deps, company, rows);
      await repo.transaction((tx) => repo.writeStock(tx, company, counts));
      return done;
    }
    case 'forceInventory': {
      const counts = await stockCounts(deps, company, rows);
      const warehouses = [...new Set(counts.map((c) => c.warehouse))];
      // Acumatica first: a physical count of every SKU of the named warehouses (0 where the file
      // has none). If the ERP refuses, nothing of ours is written either.
      const inFile = new Set(rows.map((r) => `${r.sku!.toUpperCase()}|${r.warehouse}`));
      const zeroed = (await repo.stockIn(company, warehouses)).filter(
        (s) => !inFile.has(`${s.sku.toUpperCase()}|${s.warehouse}`),
      );
      await deps.integrations.acumatica(company).applyPhysicalCount([
        ...rows.map((r) => ({
          InventoryID: field(r.sku!),
          WarehouseID: field(ERP_WAREHOUSES[r.warehouse as Warehouse]),
          Qty: field(Number(r.quantity)),
        })),
        ...zeroed.map((s) => ({
          InventoryID: field(s.sku),
          WarehouseID: field(ERP_WAREHOUSES[s.warehouse as Warehouse]),
          Qty: field(0),
        })),
      ]);
      await repo.transaction(async (tx) => {
        await repo.zeroWarehouses(tx, company, warehouses);
        await repo.writeStock(tx, company, counts);
      });
      return {
        ...done,
        reason: zeroed.length > 0 ? `${zeroed.length} stock rows not in the file were set to 0.` : null,
      };
    }
  }
}

/** Pull Acumatica Counts: the ERP's on hand and available written to our stock, SKU by SKU. */
async function pullCounts(
  deps: StaticUpdateDeps,
  company: Company,
  warehouse: Warehouse | undefined,
): Promise<Outcome> {
  const counts = await deps.integrations
    .acumatica(company)
    .getInventoryCounts(warehouse ? { WarehouseID: ERP_WAREHOUSES[warehouse] } : {});
  const ours = COMPANY_WAREHOUSES[company];
  const ids = await deps.repo.itemIds(
    company,
    counts.map((c) => c.InventoryID.value),
  );
  const writes: StockCount[] = [];
  let skipped = 0;
  for (const c of counts) {
    const wh = warehouseOfErp(c.WarehouseID.value);
    const itemId = ids.get(c.InventoryID.value.toUpperCase());
    if (!wh || !ours.includes(wh) || itemId === undefined) {
      skipped++;
      continue;
    }
    writes.push({
      itemId,
      warehouse: wh,
      onHand: Math.max(0, c.QtyOnHand.value),
      available: Math.max(0, c.QtyAvailable.value),
    });
  }
  await deps.repo.transaction((tx) => deps.repo.writeStock(tx, company, writes));
  return {
    successful: writes.length,
    failed: skipped,
    reason:
      skipped > 0
        ? `${skipped} Acumatica counts were skipped (SKU not in the item list or another warehouse).`
        : null,
  };
}

/**
 * Runs one Inventory Management action and records its outcome on the action: action_complete
 * with the rows written, or action_failed with the reason and nothing written. A refusal or an ERP
 * failure is recorded, not thrown (the user sends the file again); an action already final is left.
 */
export async function runStaticUpdate(deps: StaticUpdateDeps, payload: StaticUpdatePayload): Promise<void> {
  const { company, action_id: actionId } = payload;
  const action = await deps.repo.action(company, actionId);
  if (!action || action.status !== 'action_processing') return;
  try {
    let outcome: Outcome;
    if (payload.type === 'pullAcumaticaCounts') {
      outcome = await pullCounts(deps, company, payload.warehouse);
    } else {
      const file = await deps.files.get(staticFileKey(company, actionId));
      if (!file) throw new Refused('The uploaded file is no longer stored; send it again.');
      const parsed = parseStaticFile(payload.type, file.bytes.toString('utf8'), company);
      if (!parsed.ok) throw new Refused(parsed.problem);
      outcome = await applyFile(deps, company, payload.type, parsed.rows);
    }
    await deps.repo.finishAction(company, actionId, { status: 'action_complete', ...outcome });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.repo.finishAction(company, actionId, {
      status: 'action_failed',
      successful: 0,
      failed: error instanceof Refused ? 1 : 0,
      reason: toStorableText(reason).slice(0, 1000),
    });
  }
}

/** After the job failed for good (its worker died): the action ends failed with the reason. */
export async function giveUpStaticUpdate(
  repo: InventoryManagementRepository,
  payload: StaticUpdatePayload,
  reason: string,
): Promise<void> {
  await repo.finishAction(payload.company, payload.action_id, {
    status: 'action_failed',
    successful: 0,
    failed: 0,
    reason: toStorableText(reason).slice(0, 1000),
  });
}
