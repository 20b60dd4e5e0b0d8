import { submitBugReport } from '@shared/api/admin/bug-report';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { BugReportService } from './bug-report.service';

/** Report Error (D3 2.16): open to every signed-in user. */
export function bugReportRoutes(app: App, reports: BugReportService): void {
  route(app, submitBugReport, async ({ body }, req) =>
    reports.submit(body, requireUser(req.principal), requireCompany(req.company)),
  );
}
