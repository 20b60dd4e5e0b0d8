import { acceptChanges, changeRequestsByPo, listChangeRequests } from '@shared/api/bulk/change-requests';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { ChangeRequestsService } from './change-requests.service';

/**
 * Incoming Order Change Requests (D2 section 7): GET /bulk/change_requests, GET
 * /bulk/orders/changeRequestsByPo, PUT /bulk/orders/accept_changes.
 */
export function changeRequestsRoutes(app: App, changes: ChangeRequestsService): void {
  route(app, listChangeRequests, async ({ query }, req) => ({
    requests: await changes.list(requireCompany(req.company), query.limit),
  }));
  route(app, changeRequestsByPo, async ({ query }, req) =>
    changes.byPo(requireCompany(req.company), query.internal_po_number, query.vendor_name),
  );
  route(app, acceptChanges, async ({ body }, req) =>
    changes.accept(requireUser(req.principal), requireCompany(req.company), body.request_id),
  );
}
