import { getBulkOrdersTable } from '@shared/api/bulk/bulk-orders';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { BulkOrdersService } from './bulk-orders.service';

/** Bulk Orders (D2 section 7): the tabs' tables, the drawer's order and its actions. */
export function bulkOrdersRoutes(app: App, orders: BulkOrdersService): void {
  route(app, getBulkOrdersTable, async ({ query }, req) => ({
    orders: await orders.table(requireUser(req.principal), requireCompany(req.company), query),
  }));
}
