import type { ChangeEvent } from '@shared/api/realtime/events';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/http/types';
import { publishChange, type ChangeBus } from '../../platform/realtime/change-bus';
import { hears } from '../../platform/realtime/change-filter';
import { TICKET_TTL_SECONDS, type EventTickets } from '../../platform/realtime/event-tickets';

/**
 * What the realtime calls do beyond the stream itself: tickets for EventSource, who hears which
 * change (its company; a device only its warehouse's sign-ins), and the spec's board refresh.
 */
export class ChangeFeedService {
  constructor(
    private readonly db: Db,
    private readonly bus: ChangeBus,
    private readonly tickets: EventTickets,
  ) {}

  /**
   * A ticket remembers the company header it was asked with, so the stream acts as that header, and
   * a person's session, so it stops opening streams when that session ends.
   */
  async ticket(
    principal: Principal,
    companyValue: string,
    session: string | null,
  ): Promise<{ ticket: string; expires_in: number }> {
    return {
      ticket: await this.tickets.issue(principal, companyValue, session),
      expires_in: TICKET_TTL_SECONDS,
    };
  }

  /** Calls `deliver` for every change the caller may hear until the returned function is called. */
  listen(principal: Principal, company: Company, deliver: (event: ChangeEvent) => void): () => void {
    return this.bus.subscribe((event) => {
      if (hears(event, principal, company)) deliver(event);
    });
  }

  /** `mutation { triggerRefresh }`: every board of the company reloads (through every instance). */
  async triggerRefresh(company: Company): Promise<void> {
    await publishChange(this.db, { topic: 'boards', company, warehouse: null, action: 'refresh', id: null });
  }
}
