import { searchOrders } from '@shared/api/dropship/order-search';
import { route } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { OrderSearchService } from './order-search.service';

/**
 * Dropship Order Search (D1 sections 2 and 7). The service answers the envelope already deflated
 * (route() sends it as it is, without gzip over base64).
 */
export function orderSearchRoutes(app: App, search: OrderSearchService): void {
  route(app, searchOrders, async ({ query }, req) => search.search(requireCompany(req.company), query));
}
