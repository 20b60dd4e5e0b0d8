import { shippedOrdersByDateRange } from '@shared/api/dropship/shipped-report';
import { route } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { ShippedReportService } from './shipped-report.service';

/** The Shipped Orders Report (D1 sections 2 and 7, under /audits). */
export function shippedReportRoutes(app: App, reports: ShippedReportService): void {
  route(app, shippedOrdersByDateRange, async ({ query }, req) =>
    reports.report(requireCompany(req.company), query),
  );
}
