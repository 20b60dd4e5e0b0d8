import { COMPANY_WAREHOUSES, WAREHOUSE_CODES, type Company } from '@shared/domain/identity/companies';

/** The labour codes (KY, PA, TX) of the company's warehouses, or only `wh` when it is one of them. */
export function labourWarehouses(company: Company, wh?: string): string[] {
  const codes = COMPANY_WAREHOUSES[company].map((w) => WAREHOUSE_CODES[w]);
  return wh === undefined ? codes : codes.filter((c) => c === wh);
}
