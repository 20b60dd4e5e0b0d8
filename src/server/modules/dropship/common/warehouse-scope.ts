import { PULLSHEET_REFUSALS as R } from '@shared/domain/dropship/pullsheet-rules';
import {
  COMPANY_WAREHOUSES,
  displayName,
  warehouseOfCode,
  type Company,
  type Warehouse,
} from '@shared/domain/identity/companies';
import { forbidden } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';

/**
 * The warehouse scope of D1 section 6 on pull sheets, for every call that acts on a sheet (Pull
 * Sheets, Remove From Pullsheet in the order drawer, master packslips of a sheet): a caller uses
 * only the sheets of the warehouses they hold.
 */

/** The warehouses of the company the caller holds. */
export function heldWarehouses(principal: UserPrincipal, company: Company): Warehouse[] {
  return COMPANY_WAREHOUSES[company].filter((w) => principal.warehouses.includes(w));
}

/** The warehouse (a name, or a sheet's code: KY, PA) when the caller holds it; 403 otherwise. */
export function heldWarehouse(principal: UserPrincipal, company: Company, warehouse: string): Warehouse {
  const name = warehouseOfCode(warehouse) ?? warehouse;
  const found = heldWarehouses(principal, company).find((w) => w === name);
  if (!found) throw forbidden(R.warehouseForbidden(displayName(name)), 'warehouse_forbidden');
  return found;
}
