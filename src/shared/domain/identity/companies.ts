/**
 * Companies and their warehouses as configured in D3 section 6:
 * furhaven: kentucky, pennsylvania, texas; worldwise: kentucky.
 */
export const COMPANIES = ['furhaven', 'worldwise'] as const;
export type Company = (typeof COMPANIES)[number];

export const WAREHOUSES = ['kentucky', 'pennsylvania', 'texas'] as const;
export type Warehouse = (typeof WAREHOUSES)[number];

export const COMPANY_WAREHOUSES: Record<Company, readonly Warehouse[]> = {
  furhaven: ['kentucky', 'pennsylvania', 'texas'],
  worldwise: ['kentucky'],
};

export const WAREHOUSE_CODES: Record<Warehouse, string> = {
  kentucky: 'KY',
  pennsylvania: 'PA',
  texas: 'TX',
};

/** The warehouse a short code (KY, PA, ...) stands for, or null. */
export function warehouseOfCode(code: string): Warehouse | null {
  const found = (Object.entries(WAREHOUSE_CODES) as [Warehouse, string][]).find(([, c]) => c === code);
  return found ? found[0] : null;
}

export function isCompany(value: string): value is Company {
  return (COMPANIES as readonly string[]).includes(value);
}

export function isWarehouse(value: string): value is Warehouse {
  return (WAREHOUSES as readonly string[]).includes(value);
}

/** "kentucky" -> "Kentucky". */
export function displayName(code: string): string {
  return code.length === 0 ? code : code.charAt(0).toUpperCase() + code.slice(1);
}

export type CompanySide = 'dropship' | 'bulk';

/**
 * The company_id header of D1 section 7: the company name with its first letter capitalised,
 * and a `_bulk` suffix on bulk calls.
 */
export function companyHeader(company: Company, side: CompanySide = 'dropship'): string {
  return side === 'bulk' ? `${displayName(company)}_bulk` : displayName(company);
}

export type ParsedCompanyHeader = { company: Company; side: CompanySide };

/** Reads a company_id header; null when it names no known company in the spec's form. */
export function parseCompanyHeader(header: string): ParsedCompanyHeader | null {
  const match = /^([A-Z][a-z]*)(_bulk)?$/.exec(header);
  if (!match?.[1]) return null;
  const company = match[1].toLowerCase();
  if (!isCompany(company)) return null;
  return { company, side: match[2] ? 'bulk' : 'dropship' };
}

/** The warehouses a user may pick for a company: those the user holds that the company has. */
export function warehousesFor(company: Company, userWarehouses: readonly string[]): Warehouse[] {
  return COMPANY_WAREHOUSES[company].filter((w) => userWarehouses.includes(w));
}
