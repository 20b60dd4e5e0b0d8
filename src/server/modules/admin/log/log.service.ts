import { LOG_LEVELS, type LogEntry, type LogLevel } from '@shared/api/admin/log';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';

// The column is text; a level this build does not know shows as info rather than breaking the list.
const levelOf = (level: string): LogLevel =>
  (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : 'info';

/** The Log screen's read of the app's log table (sign-ins, admin actions, bug reports). */
export class LogService {
  constructor(private readonly log: LogRepository) {}

  /** Newest first: the company's entries and those of no company (sign-ins, throttles). */
  async list(company: string, limit: number, level?: LogLevel): Promise<LogEntry[]> {
    const rows = await this.log.list(company, limit, level);
    return rows.map((row) => ({
      id: row.id,
      level: levelOf(row.level),
      message: row.message,
      meta: row.meta ?? null,
      timestamp: row.timestamp.toISOString(),
    }));
  }
}
