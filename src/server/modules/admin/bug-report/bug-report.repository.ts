import type { Db, DbOrTx } from '../../../platform/db/client';
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

  /** Runs writes that stand or fall together (the report and its log entry). */
  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(report: NewBugReport, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx.insert(bugReports).values(report).returning({ id: bugReports.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }
}
