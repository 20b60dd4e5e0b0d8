import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import { defaultFailureMessage, type SandboxSystem } from '@shared/domain/integrations/sandbox';
import type { Db } from '../platform/db/client';
import { simSettings } from '../platform/db/schema/sandbox';
import { IntegrationError } from './integration-error';

/**
 * The door every sandbox call goes through first: it waits the configured delay, then fails the
 * call when the system's switch says so. `next` is counted down in one UPDATE, so two instances
 * racing for the last failure never both fail (nor both pass).
 */
export class SandboxGate {
  constructor(
    private readonly db: Db,
    readonly system: SandboxSystem,
  ) {}

  async enter(): Promise<void> {
    const [settings] = await this.db.select().from(simSettings).where(eq(simSettings.system, this.system));
    if (!settings) return;
    if (settings.delayMs > 0) await sleep(settings.delayMs);

    const message = settings.errorMessage ?? defaultFailureMessage(this.system);
    switch (settings.failureMode) {
      case 'none':
        return;
      case 'always':
        throw new IntegrationError(this.system, 'unavailable', message);
      case 'next': {
        const [consumed] = await this.db
          .update(simSettings)
          .set({
            failuresLeft: sql`${simSettings.failuresLeft} - 1`,
            failureMode: sql`case when ${simSettings.failuresLeft} <= 1 then 'none' else 'next' end`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(simSettings.system, this.system),
              eq(simSettings.failureMode, 'next'),
              gt(simSettings.failuresLeft, 0),
            ),
          )
          .returning({ left: simSettings.failuresLeft });
        if (consumed) throw new IntegrationError(this.system, 'unavailable', message);
        return;
      }
    }
  }
}
