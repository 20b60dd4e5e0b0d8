import { searchBulkOrders } from '@shared/api/bulk/search';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { BulkSearchService } from './search.service';

/** Bulk order search (D2 section 7): GET /bulk/order-search, the envelope already deflated. */
export function bulkSearchRoutes(app: App, search: BulkSearchService): void {
  route(app, searchBulkOrders, async ({ query }, req) => search.rows(requireCompany(req.company), query));
}
