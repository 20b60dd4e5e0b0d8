import type { PullsheetType } from '@shared/domain/dropship/status';
import { COMPANY_WAREHOUSES, type Company, type Warehouse } from '@shared/domain/identity/companies';
import type { CatalogItem } from './catalog';
import { HISTORY_DAYS } from './clock';
import { COVERAGE } from './dropship-coverage';
import type { Weighted } from './prng';
import type { CompanyPlan } from './world-size';
import { type VendorPlan } from './vendors';

/** Everything the dropship generator of one company needs, computed once. */
export type DropshipScope = {
  seed: number;
  company: Company;
  plan: CompanyPlan;
  total: number;
  warehouses: readonly Warehouse[];
  warehouseMix: Weighted<Warehouse>;
  vendorMix: Weighted<VendorPlan>;
  items: readonly CatalogItem[];
  bundles: readonly CatalogItem[];
  itemBySku: ReadonlyMap<string, CatalogItem>;
  vendorNamed: (name: string) => VendorPlan;
  /** The vendor of backlog order #index, or undefined past the backlog. */
  backlogVendor: (index: number) => VendorPlan | undefined;
  /** Sheets per day for (warehouse, type), so that a sheet holds about SHEET_PIECES pieces. */
  buckets: (warehouse: Warehouse, type: PullsheetType) => number;
};

/**
 * Pieces per order of each type relative to a one-piece order, times the type's share of orders:
 * the load a type puts on its sheets. Petsense store orders carry dozens of pieces each.
 */
const TYPE_LOAD: Record<PullsheetType, number> = {
  multiples: 0.18 * 3,
  presses: 0.12,
  assembly: 0.3,
  non_assembly: 0.25,
  warranties: 0.04,
  petsense: 0.04 * 36,
  sioc: 0.07,
  samples: 0.04,
};
/** Pieces a sheet aims at; many end up above the 300 that allows a split. */
const SHEET_PIECES = 280;

export function dropshipScope(
  seed: number,
  company: Company,
  plan: CompanyPlan,
  vendors: readonly VendorPlan[],
  catalog: readonly CatalogItem[],
): DropshipScope {
  const dropship = vendors.filter((v) => v.side === 'dropship');
  const vendorNamed = (name: string) => {
    const found = dropship.find((v) => v.name === name);
    if (!found) throw new Error(`${company} has no dropship vendor ${name}`);
    return found;
  };
  const backlog = Object.entries(plan.backlog).map(([name, n]) => [vendorNamed(name), n] as const);
  const backlogTotal = backlog.reduce((sum, [, n]) => sum + n, 0);
  const warehouses = COMPANY_WAREHOUSES[company];
  const warehouseMix: Weighted<Warehouse> =
    company === 'furhaven'
      ? [
          ['kentucky', 50],
          ['pennsylvania', 42],
          ['texas', 8],
        ]
      : [['kentucky', 1]];
  const perDay = (plan.dropshipOrders / HISTORY_DAYS) * 0.85;
  return {
    seed,
    company,
    plan,
    total: COVERAGE.length + backlogTotal + plan.dropshipOrders,
    warehouses,
    warehouseMix,
    // A vendor that never downloaded has no orders at all.
    vendorMix: dropship.filter((v) => v.lastDownloadHours !== null).map((v) => [v, v.weight] as const),
    items: catalog.filter((i) => i.active && !i.isBundle),
    bundles: catalog.filter((i) => i.isBundle),
    itemBySku: new Map(catalog.map((i) => [i.sku, i])),
    vendorNamed,
    backlogVendor: (index) => {
      let at = index - COVERAGE.length;
      for (const [vendor, n] of backlog) {
        if (at >= 0 && at < n) return vendor;
        at -= n;
      }
      return undefined;
    },
    buckets: (warehouse, type) => {
      const total = warehouseMix.reduce((sum, [, w]) => sum + w, 0);
      const whShare = (warehouseMix.find(([w]) => w === warehouse)?.[1] ?? 0) / total;
      // Petsense ships on one carrier; other types spread over about three.
      const carrierShare = type === 'petsense' ? 1 : 0.35;
      return Math.max(1, Math.round((perDay * whShare * TYPE_LOAD[type] * carrierShare) / SHEET_PIECES));
    },
  };
}
