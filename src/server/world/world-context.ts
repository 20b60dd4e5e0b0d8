import type { Company } from '@shared/domain/identity/companies';
import type { CatalogItem } from './catalog';
import type { WorldClock } from './clock';
import type { IdSequences } from './table-batch';
import type { VendorPlan } from './vendors';
import type { CompanyPlan } from './world-size';

/** One company's share of the world, built first and read by every area's generator. */
export type CompanyWorld = {
  company: Company;
  plan: CompanyPlan;
  vendors: readonly VendorPlan[];
  catalog: readonly CatalogItem[];
  scacs: readonly string[];
};

export type WorldContext = {
  seed: number;
  clock: WorldClock;
  ids: IdSequences;
};

export function vendorsOf(world: CompanyWorld, side: 'dropship' | 'bulk'): VendorPlan[] {
  return world.vendors.filter((v) => v.side === side);
}
