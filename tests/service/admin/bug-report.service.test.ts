import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BugReportRepository } from '../../../src/server/modules/admin/bug-report/bug-report.repository';
import { BugReportService } from '../../../src/server/modules/admin/bug-report/bug-report.service';
import { LogRepository } from '../../../src/server/platform/audit/audit-log.repository';
import { toPrincipal } from '../../../src/server/platform/auth/principal';
import { UsersRepository } from '../../../src/server/platform/auth/users.repository';
import { bugReports, logEntries } from '../../../src/server/platform/db/schema/admin';
import type { UserPrincipal } from '../../../src/server/platform/http/types';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { FailingLog, LOG_FAILURE } from '../support/failing-log';

/**
 * Report Error (issue 10 item 3): the report and its log entry commit together or not at all, so a
 * failure never leaves a half-saved report and the client's retry never files a second one.
 */
let db: TestDatabase;
let actor: UserPrincipal;

beforeAll(async () => {
  db = await createTestDatabase();
  const admin = await new UsersRepository(db.db).findByUsername('admin');
  if (!admin) throw new Error('the template has no admin');
  actor = toPrincipal(admin);
});
afterAll(async () => db?.drop());

const reportsBy = async (description: string) =>
  db.db.select().from(bugReports).where(eq(bugReports.description, description));
const logEntriesCount = async () => (await db.db.select({ id: logEntries.id }).from(logEntries)).length;

describe('BugReportService.submit', () => {
  it('stores the report and its log entry together', async () => {
    const service = new BugReportService(new BugReportRepository(db.db), new LogRepository(db.db));
    const { id } = await service.submit(
      { severity: 'Major', description: 'svc: both rows' },
      actor,
      'furhaven',
    );
    expect((await reportsBy('svc: both rows')).map((r) => r.id)).toEqual([id]);
    const [entry] = await db.db
      .select()
      .from(logEntries)
      .where(eq(logEntries.message, `Bug report #${id} (Major) from admin: svc: both rows`));
    expect(entry?.level).toBe('warn');
  });

  it('leaves neither the report nor the entry when the log write fails, and a retry files it once', async () => {
    const before = await logEntriesCount();
    const failing = new BugReportService(new BugReportRepository(db.db), new FailingLog(db.db));
    await expect(
      failing.submit({ severity: 'Minor', description: 'svc: all or nothing' }, actor, 'furhaven'),
    ).rejects.toThrow(LOG_FAILURE);
    expect(await reportsBy('svc: all or nothing')).toEqual([]);
    expect(await logEntriesCount()).toBe(before);

    const working = new BugReportService(new BugReportRepository(db.db), new LogRepository(db.db));
    await working.submit({ severity: 'Minor', description: 'svc: all or nothing' }, actor, 'furhaven');
    expect(await reportsBy('svc: all or nothing')).toHaveLength(1);
  });

  it('leaves no report when the database refuses the entry (a lone surrogate reaching jsonb)', async () => {
    const service = new BugReportService(new BugReportRepository(db.db), new LogRepository(db.db));
    const description = 'svc: lone \ud800 surrogate';
    await expect(service.submit({ severity: 'Critical', description }, actor, 'furhaven')).rejects.toThrow();
    // The text column would have taken it (as U+FFFD): only the transaction keeps it out.
    const stored = await db.db
      .select({ id: bugReports.id })
      .from(bugReports)
      .where(like(bugReports.description, 'svc: lone%'));
    expect(stored).toEqual([]);
  });
});
