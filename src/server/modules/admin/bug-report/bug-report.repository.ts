import type { Db } from '../../../platform/db/client';
import { bugReports } from '../../../platform/db/schema/admin';

export type NewBugReport = {
  company: string;
  userId: number;
  username: string;
  severity: string;
  description: string;
  page: string | null;
};

/** The bug_reports table: what Report Error stores. */
export class BugReportRepository {
  constructor(private readonly db: Db) {}

  async insert(report: NewBugReport): Promise<number> {
    const [row] = await this.db.insert(bugReports).values(report).returning({ id: bugReports.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }
}
