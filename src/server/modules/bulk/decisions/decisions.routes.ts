import {
  getBulkInventory,
  getDecisionLines,
  resendBulkOrders,
  saveBulkOrderDecisions,
} from '@shared/api/bulk/bulk-decisions';
import { getSalesOrderDetail } from '@shared/api/erp/sales-order-detail';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { BulkDecisionsService } from './decisions.service';

/**
 * The decisions (D2 section 7): PUT /bulk-orders/decisions, PUT /bulk/orders/acumatica/resend,
 * GET /bulk/inventory and GET /acumatica/salesOrderDetail (Pull Decisions From Acumatica).
 */
export function bulkDecisionsRoutes(app: App, decisions: BulkDecisionsService): void {
  route(
    app,
    saveBulkOrderDecisions,
    async ({ body }, req) => ({ orders: await decisions.save(requireCompany(req.company), body.data) }),
    { bodyLimit: 24 * 1024 * 1024 },
  );
  route(app, resendBulkOrders, async ({ body }, req) => ({
    orders: await decisions.resend(requireCompany(req.company), body),
  }));
  route(app, getDecisionLines, async ({ query }, req) => ({
    lines: await decisions.lines(requireCompany(req.company), query.ids),
  }));
  route(app, getBulkInventory, async ({ query }, req) => ({
    inventory: await decisions.inventory(requireCompany(req.company), query.skus),
  }));
  route(app, getSalesOrderDetail, async ({ query }, req) =>
    decisions.salesOrderDetail(requireCompany(req.company), query.ordernbr),
  );
}
