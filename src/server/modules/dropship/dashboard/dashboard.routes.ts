import {
  exportOrders,
  getDashboard,
  listUngrouped,
  uspsTracking,
  warehouseReport,
} from '@shared/api/dropship/dashboard';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { DashboardService } from './dashboard.service';

/** Dashboard (D1 sections 2 and 7): the stat groups and the calls behind its exports. */
export function dashboardRoutes(app: App, dashboard: DashboardService): void {
  route(app, getDashboard, async (_, req) =>
    dashboard.dashboard(requireUser(req.principal), requireCompany(req.company)),
  );
  route(app, warehouseReport, async (_, req) => dashboard.warehouseReport(requireCompany(req.company)));
  route(app, exportOrders, async ({ query }, req) =>
    dashboard.exportOrders(requireUser(req.principal), requireCompany(req.company), query),
  );
  route(app, uspsTracking, async ({ query }, req) =>
    dashboard.uspsTracking(requireUser(req.principal), requireCompany(req.company), query),
  );
  route(app, listUngrouped, async ({ query }, req) =>
    dashboard.ungrouped(requireUser(req.principal), requireCompany(req.company), query.warehouse),
  );
}
