import type { BugReportRequest } from '@shared/api/admin/bug-report';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import type { UserPrincipal } from '../../../platform/http/types';
import type { BugReportRepository } from './bug-report.repository';

/** A Critical report stands out on the Log screen as an error, a Major one as a warning. */
const LEVEL_BY_SEVERITY = { Minor: 'info', Major: 'warn', Critical: 'error' } as const;

/** Report Error (D3 2.16): stored, and written to the log where admins see it. */
export class BugReportService {
  constructor(
    private readonly reports: BugReportRepository,
    private readonly log: LogRepository,
  ) {}

  /**
   * The report and its log entry commit together or not at all: a failure leaves no half-saved
   * report, so the client's retry (same Idempotency-Key; a 5xx is not stored) files it once.
   */
  async submit(report: BugReportRequest, user: UserPrincipal, company: string): Promise<{ id: number }> {
    const page = report.page ?? null;
    return this.reports.transaction(async (tx) => {
      const id = await this.reports.insert(
        {
          company,
          userId: user.id,
          username: user.username,
          severity: report.severity,
          description: report.description,
          page,
        },
        tx,
      );
      await this.log.write(
        {
          level: LEVEL_BY_SEVERITY[report.severity],
          company,
          message: `Bug report #${id} (${report.severity}) from ${user.username}: ${report.description.slice(0, 200)}`,
          meta: {
            event: 'bugreport',
            bug_report_id: id,
            severity: report.severity,
            username: user.username,
            page,
            description: report.description,
          },
        },
        tx,
      );
      return { id };
    });
  }
}
