import type { BulkOrderRef } from '@shared/api/bulk/bulk-shipments';
import { BULK_STAGE_LABEL, type BulkStage } from '@shared/domain/bulk/status';
import { visibleBulkWarehouses } from '@shared/domain/bulk/orders-table';
import { COMPANY_WAREHOUSES, displayName, type Company } from '@shared/domain/identity/companies';
import type { DbOrTx } from '../../../platform/db/client';
import { conflict, forbidden, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { OrderRecord, ShipmentsRepository } from './shipments.repository';

/**
 * Who may act on which bulk orders, shared by the shipment and ASN services: the orders named must
 * exist, be on the expected tab and ship from a warehouse the caller holds, else nothing is written.
 */

export const orderName = (o: { internalPoNumber: string; vendorName: string }) =>
  `${o.internalPoNumber} (${o.vendorName})`;

/** The caller acts for the company; *who* may act on an order of one warehouse (D1 section 6). */
export type Caller = { company: Company; principal: UserPrincipal };

/**
 * A caller acts only on orders of the warehouses the tab tables show them (`visibleBulkWarehouses`,
 * the Bulk Orders rule): 403 `warehouse_forbidden` otherwise.
 */
export function checkWarehouses(caller: Caller, orders: readonly OrderRecord[]): void {
  const visible = visibleBulkWarehouses(COMPANY_WAREHOUSES[caller.company], caller.principal.warehouses);
  const outside = orders.find(
    (o) => o.warehouse !== null && !(visible as readonly string[]).includes(o.warehouse),
  );
  if (outside)
    throw forbidden(
      `Order ${orderName(outside)} ships from ${displayName(outside.warehouse!)}, a warehouse you do not hold.`,
      'warehouse_forbidden',
    );
}

/**
 * The orders named, locked, all found, all on `stage` and all of the caller's warehouses; else
 * 404 / 409 / 403 and nothing is written.
 */
export async function ordersOn(
  repo: ShipmentsRepository,
  tx: DbOrTx,
  caller: Caller,
  refs: readonly BulkOrderRef[],
  stages: readonly BulkStage[],
): Promise<OrderRecord[]> {
  const orders = await repo.lockOrders(tx, caller.company, refs);
  for (const ref of refs) {
    const found = orders.some(
      (o) => o.internalPoNumber === ref.internal_po_number && o.vendorName === ref.vendor_name,
    );
    if (!found)
      throw notFound(
        `Order ${ref.internal_po_number} (${ref.vendor_name}) was not found.`,
        'order_not_found',
      );
  }
  const elsewhere = orders.find((o) => !stages.includes(o.stage as BulkStage));
  if (elsewhere) {
    const tabs = stages.map((s) => BULK_STAGE_LABEL[s]).join(' or ');
    const now = BULK_STAGE_LABEL[elsewhere.stage as BulkStage] ?? elsewhere.stage;
    throw conflict(`Order ${orderName(elsewhere)} is on ${now}, not ${tabs}.`, 'wrong_tab');
  }
  checkWarehouses(caller, orders);
  return orders;
}
