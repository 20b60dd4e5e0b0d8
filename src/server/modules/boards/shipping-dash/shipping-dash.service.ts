import type { ShippingDashRow } from '@shared/api/boards/shipping-dash';
import {
  BOARD_MESSAGES,
  isBoardWarehouse,
  type BoardWarehouse,
} from '@shared/domain/bulk/shipping-dash-rules';
import { COMPANY_WAREHOUSES, type Company } from '@shared/domain/identity/companies';
import { badRequest, forbidden } from '../../../platform/http/http-error';
import type { Principal } from '../../../platform/http/types';
import type { ShippingDashRepository } from './shipping-dash.repository';

/**
 * The Shipping Dashboard's loads (D2 sections 2, 3 and 7). Only Kentucky and Pennsylvania have
 * boards (else 400 INVALID WAREHOUSE); a display reads its own warehouse only, a person a warehouse
 * they hold of the company. The rows are built from the bulk orders and their open shipments.
 */
export class ShippingDashService {
  constructor(private readonly repository: ShippingDashRepository) {}

  async rows(principal: Principal, company: Company, warehouse: string): Promise<ShippingDashRow[]> {
    if (!isBoardWarehouse(warehouse)) throw badRequest(BOARD_MESSAGES.invalidWarehouse, 'invalid_warehouse');
    this.assertMayRead(principal, company, warehouse);
    return this.repository.openLoads(company, warehouse);
  }

  private assertMayRead(principal: Principal, company: Company, warehouse: BoardWarehouse): void {
    const allowed =
      principal.kind === 'device'
        ? principal.warehouse === warehouse
        : COMPANY_WAREHOUSES[company].includes(warehouse) && principal.warehouses.includes(warehouse);
    if (!allowed) throw forbidden(`You cannot read the ${warehouse} board.`, 'warehouse_forbidden');
  }
}
