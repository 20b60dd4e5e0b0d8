import type { BulkOrderRow, BulkOrdersTableQuery } from '@shared/api/bulk/bulk-orders';
import { visibleBulkWarehouses } from '@shared/domain/bulk/orders-table';
import type { BulkWarehouse } from '@shared/domain/bulk/status';
import { COMPANY_WAREHOUSES, displayName, type Company } from '@shared/domain/identity/companies';
import { forbidden } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { BulkOrdersRepository } from './bulk-orders.repository';

/**
 * Bulk Orders (D2 sections 2-5): the tabs' tables and the drawer's order. A person sees the
 * orders of the warehouses they hold (all four when they hold every warehouse of the company);
 * asking for another warehouse is refused (403).
 */
export class BulkOrdersService {
  constructor(private readonly orders: BulkOrdersRepository) {}

  /** The warehouses the caller may see, or null when they may see every order. */
  scope(user: UserPrincipal, company: Company): readonly BulkWarehouse[] | null {
    const visible = visibleBulkWarehouses(COMPANY_WAREHOUSES[company], user.warehouses);
    return visible.length === 4 ? null : visible;
  }

  /** Refuses a warehouse the caller does not hold. */
  checkWarehouse(user: UserPrincipal, company: Company, warehouse: string | null): void {
    const scope = this.scope(user, company);
    if (scope === null || warehouse === null) return;
    if (!(scope as readonly string[]).includes(warehouse))
      throw forbidden(`You cannot see the orders of ${displayName(warehouse)}.`, 'warehouse_forbidden');
  }

  async table(user: UserPrincipal, company: Company, query: BulkOrdersTableQuery): Promise<BulkOrderRow[]> {
    const scope = this.scope(user, company);
    // New orders have no warehouse yet: every bulk user sees them, and ?warehouse= is ignored.
    if (query.status === 'new') return this.orders.table(company, { stage: 'new', warehouses: null });
    if (query.warehouse) {
      this.checkWarehouse(user, company, query.warehouse);
      return this.orders.table(company, { stage: query.status, warehouses: [query.warehouse] });
    }
    return this.orders.table(company, { stage: query.status, warehouses: scope });
  }
}
