import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { logEntries } from '../db/schema/admin';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type NewLogEntry = {
  level: LogLevel;
  message: string;
  meta?: Record<string, unknown>;
  company?: string | null;
};

export class LogRepository {
  constructor(private readonly db: Db) {}

  /** Writes an entry; inside `tx` it commits with the request's own writes, or not at all. */
  async write(entry: NewLogEntry, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(logEntries).values({
      level: entry.level,
      message: entry.message,
      meta: entry.meta ?? null,
      company: entry.company ?? null,
    });
  }

  /** Newest first: the company's entries and the ones that belong to no company (sign-ins). */
  async list(company: string, limit: number, level?: LogLevel) {
    const filters: SQL[] = [or(eq(logEntries.company, company), isNull(logEntries.company)) as SQL];
    if (level) filters.push(eq(logEntries.level, level));
    return this.db
      .select()
      .from(logEntries)
      .where(and(...filters))
      .orderBy(desc(logEntries.id))
      .limit(limit);
  }
}
