import { LogRepository, type NewLogEntry } from '../../../src/server/platform/audit/audit-log.repository';
import type { DbOrTx } from '../../../src/server/platform/db/client';

export const LOG_FAILURE = 'the log could not be written';

/** A log whose write fails after its insert ran (a full disk, a lost connection): tests all-or-nothing. */
export class FailingLog extends LogRepository {
  override async write(entry: NewLogEntry, tx?: DbOrTx): Promise<void> {
    await super.write(entry, tx);
    throw new Error(LOG_FAILURE);
  }
}
