import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Principal } from '../http/types';

/** Long enough to open the stream, short enough that a ticket in a log or history is useless. */
export const TICKET_TTL_SECONDS = 60;
const AUDIENCE = 'dockhand-events';

const claimsSchema = z.object({
  typ: z.literal('events-ticket'),
  sub: z.string().regex(/^(user|device):\d+$/),
  cmp: z.string().max(40),
  /** The session (refresh-token family) a person's ticket was asked in; devices have none. */
  sid: z.string().max(64).optional(),
});

export type TicketClaims = {
  kind: 'user' | 'device';
  id: number;
  companyValue: string;
  session: string | null;
};

/**
 * Tickets for GET /api/events and GET /graphql: EventSource cannot send an Authorization header,
 * and an access or device token in a URL would sit in logs and history for its whole life. A
 * ticket is a signed 60-second JWT for another audience (so it is no access token) naming who asked
 * and the company header they used, and for a person the session it was asked in; the caller and
 * that session are re-read when it is used, so a ticket asked for before a logout opens nothing.
 */
export class EventTickets {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(`events:${secret}`);
  }

  async issue(principal: Principal, companyValue: string, session: string | null): Promise<string> {
    return new SignJWT({ typ: 'events-ticket', cmp: companyValue, ...(session ? { sid: session } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`${principal.kind}:${principal.id}`)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TICKET_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(ticket: string): Promise<TicketClaims | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const [kind, id] = claims.data.sub.split(':');
      return {
        kind: kind === 'device' ? 'device' : 'user',
        id: Number(id),
        companyValue: claims.data.cmp,
        session: claims.data.sid ?? null,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
