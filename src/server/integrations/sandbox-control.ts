import { eq } from 'drizzle-orm';
import {
  FAILURE_MODES,
  MAX_SANDBOX_DELAY_MS,
  SANDBOX_SYSTEMS,
  type FailureMode,
  type SandboxSettings,
  type SandboxSystem,
} from '@shared/domain/integrations/sandbox';
import type { Db } from '../platform/db/client';
import { simSettings } from '../platform/db/schema/sandbox';

export type SandboxSettingsPatch = Partial<Omit<SandboxSettings, 'system'>>;

const BEHAVE: Omit<SandboxSettings, 'system'> = {
  failureMode: 'none',
  failuresLeft: 0,
  delayMs: 0,
  errorMessage: null,
};

function toSettings(
  row: typeof simSettings.$inferSelect | undefined,
  system: SandboxSystem,
): SandboxSettings {
  if (!row) return { system, ...BEHAVE };
  const { failureMode, failuresLeft, delayMs, errorMessage } = row;
  return { system, failureMode, failuresLeft, delayMs, errorMessage };
}

function check(settings: SandboxSettings): void {
  if (!(FAILURE_MODES as readonly string[]).includes(settings.failureMode)) {
    throw new RangeError(`Unknown failure mode ${settings.failureMode}`);
  }
  if (!Number.isInteger(settings.failuresLeft) || settings.failuresLeft < 0) {
    throw new RangeError('failuresLeft must be a whole number, 0 or more');
  }
  if (settings.failureMode === 'next' && settings.failuresLeft === 0) {
    throw new RangeError('Failure mode next needs failuresLeft of 1 or more');
  }
  if (
    !Number.isInteger(settings.delayMs) ||
    settings.delayMs < 0 ||
    settings.delayMs > MAX_SANDBOX_DELAY_MS
  ) {
    throw new RangeError(`delayMs must be between 0 and ${MAX_SANDBOX_DELAY_MS}`);
  }
}

/**
 * Reads and switches the sandbox failure modes and delays (tests, and the admin screen later). The
 * settings live in PostgreSQL so a switch reaches every server instance and every job worker.
 */
export class SandboxControl {
  constructor(private readonly db: Db) {}

  async get(system: SandboxSystem): Promise<SandboxSettings> {
    const [row] = await this.db.select().from(simSettings).where(eq(simSettings.system, system));
    return toSettings(row, system);
  }

  async list(): Promise<SandboxSettings[]> {
    const rows = await this.db.select().from(simSettings);
    return SANDBOX_SYSTEMS.map((system) =>
      toSettings(
        rows.find((r) => r.system === system),
        system,
      ),
    );
  }

  async set(system: SandboxSystem, patch: SandboxSettingsPatch): Promise<SandboxSettings> {
    const current = await this.get(system);
    const mode: FailureMode = patch.failureMode ?? current.failureMode;
    const next: SandboxSettings = {
      ...current,
      ...patch,
      system,
      // Leaving `next` mode clears the count; entering it without a count means "the next call".
      failuresLeft: mode === 'next' ? (patch.failuresLeft ?? Math.max(current.failuresLeft, 1)) : 0,
    };
    check(next);
    const values = { ...next, updatedAt: new Date() };
    await this.db
      .insert(simSettings)
      .values(values)
      .onConflictDoUpdate({ target: simSettings.system, set: values });
    return next;
  }

  /** Every system back to normal: no failures, no delay. */
  async reset(system?: SandboxSystem): Promise<void> {
    await (system
      ? this.db.delete(simSettings).where(eq(simSettings.system, system))
      : this.db.delete(simSettings));
  }
}
