import type { LotOrder, TreatlyLine, UploadLots } from '@shared/api/bulk/lots';
import { checkLotRows } from '@shared/domain/bulk/lots';
import { visibleBulkWarehouses } from '@shared/domain/bulk/orders-table';
import type { BulkWarehouse } from '@shared/domain/bulk/status';
import { COMPANY_WAREHOUSES, displayName, type Company } from '@shared/domain/identity/companies';
import { dayIn } from '@shared/lib/zoned-time';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { LotsRepository, LotWriteProblem } from './lots.repository';

const PROBLEM: Record<LotWriteProblem['kind'], (po: string, sku: string) => string> = {
  unknown: (po, sku) => `Order ${po} has no item ${sku}.`,
  asn_sent: (po) => `Order ${po} is not open or its ASN was sent: its lots can no longer change.`,
  cancelled: (po, sku) => `Item ${sku} of order ${po} is cancelled: it needs no lot.`,
};

/**
 * Lots (D2 sections 2-5, 7): the lot orders, the open Treatly lines of the template and the lot
 * upload. A person sees the orders of the warehouses they hold, as on Bulk Orders.
 */
export class LotsService {
  constructor(
    private readonly repo: LotsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  private scope(user: UserPrincipal, company: Company): readonly BulkWarehouse[] | null {
    const visible = visibleBulkWarehouses(COMPANY_WAREHOUSES[company], user.warehouses);
    return visible.length === 4 ? null : visible;
  }

  orders(user: UserPrincipal, company: Company, lotId?: number): Promise<LotOrder[]> {
    return this.repo.orders(company, this.scope(user, company), lotId);
  }

  treatlyLines(user: UserPrincipal, company: Company): Promise<TreatlyLine[]> {
    return this.repo.treatlyLines(company, this.scope(user, company));
  }

  /**
   * POST /bulk/lots: the file's rows are checked with the rules of D2 section 5 (400 naming the
   * rows), then every order must be one the caller may see (403) and every line open (404, 409).
   * Nothing is written unless all of it can be.
   */
  async upload(user: UserPrincipal, company: Company, body: UploadLots) {
    const check = checkLotRows(body.data, dayIn(this.now()));
    if (!check.ok) throw badRequest(check.problems.join(' '), 'invalid_lots');
    const scope = this.scope(user, company);
    if (scope) {
      const keys = check.lots.map((l) => ({ po: l.internal_po_number, vendor: l.vendor_name }));
      for (const warehouse of await this.repo.warehousesOf(company, keys))
        if (warehouse !== null && !(scope as readonly string[]).includes(warehouse))
          throw forbidden(`You cannot see the orders of ${displayName(warehouse)}.`, 'warehouse_forbidden');
    }
    const saved = await this.repo.save(company, check.lots);
    if (saved.ok) return { items: saved.items, orders: saved.orders };
    const { kind, entry } = saved.problem;
    const message = PROBLEM[kind](entry.internal_po_number, entry.internal_sku);
    if (kind === 'unknown') throw notFound(message, 'item_not_found');
    throw conflict(message, kind === 'asn_sent' ? 'asn_sent' : 'item_cancelled');
  }
}
