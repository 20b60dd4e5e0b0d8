import { COMPANIES, COMPANY_WAREHOUSES, isCompany, type Company, type Warehouse } from './companies';
import { isScope, type Scope } from './scopes';

/** What a sign-in token's groups grant (D3 section 6), and the groups that meant nothing here. */
export type GroupGrant = {
  companies: Company[];
  warehouses: Warehouse[];
  scopes: Scope[];
  /** Groups that name no company, no warehouse of a granted company and no scope: ignored. */
  ignored: string[];
};

/** "Furhaven", " /furhaven " and "furhaven" are one group (some providers send groups as paths). */
function normalise(group: string): string {
  return group.trim().replace(/^\/+/, '').toLowerCase();
}

/**
 * D3 section 6: groups named as companies (furhaven, worldwise) select the company; groups listed
 * under a granted company are its warehouses (furhaven: kentucky, pennsylvania, texas; worldwise:
 * kentucky); the remaining groups are scopes. A warehouse group without a company that has it, and
 * any group that is none of these, is ignored. Results keep the configured order, without repeats.
 */
export function mapGroups(groups: readonly string[]): GroupGrant {
  const names = new Set(groups.map(normalise).filter((g) => g.length > 0));
  const companies = COMPANIES.filter((c) => names.has(c));
  const companyWarehouses = new Set<string>(companies.flatMap((c) => COMPANY_WAREHOUSES[c]));
  const warehouses = [...new Set(companies.flatMap((c) => COMPANY_WAREHOUSES[c]))].filter((w) =>
    names.has(w),
  );
  const scopes: Scope[] = [];
  const ignored: string[] = [];
  for (const name of names) {
    if (isCompany(name) || companyWarehouses.has(name)) continue;
    if (isScope(name)) scopes.push(name);
    else ignored.push(name);
  }
  return { companies, warehouses, scopes, ignored };
}
