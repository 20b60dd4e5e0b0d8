import type { FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_PREFIX } from '@shared/domain/identity/devices';
import { unauthorized } from './http-error';
import type { DevicePrincipal, Principal, RouteAccess, UserPrincipal } from './types';

/**
 * How the access hook turns a credential into who is calling. Users and sessions come through the
 * instance's caches (platform/auth/identities.ts), which the change bus keeps current.
 */
export type Identities = {
  /** A user's access JWT: the user and the session it was issued in; null when invalid or expired. */
  verifyAccess: (token: string) => Promise<{ id: number; session: string } | null>;
  /** The user as stored now: null when gone or inactive. */
  user: (id: number) => Promise<UserPrincipal | null>;
  /** Whether the user's session (refresh-token family) is still live: false after logout or revocation. */
  session: (familyId: string, userId: number) => Promise<boolean>;
  /** A device token: the device, 'revoked', or null when unknown. */
  device: (token: string) => Promise<DevicePrincipal | 'revoked' | null>;
  /** An events ticket: who it was issued to, re-read, and the company header it was issued for. */
  ticket: (ticket: string) => Promise<Authenticated | null>;
  /**
   * Whether a caller authenticated earlier may still act: the user active and the session live, or
   * the device enrolled and not revoked. Open streams ask it when their identity may have changed.
   */
  stillValid: (principal: Principal, session: string | null) => Promise<boolean>;
};

export type Authenticated = {
  principal: Principal;
  companyValue: string | undefined;
  /** The session (refresh-token family) of a person's access token or ticket; null for devices. */
  session: string | null;
};

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

function headerValue(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}

/**
 * Who is calling: `Authorization: Bearer <JWT>` (a person), `Authorization: Bearer dev_...` (a
 * device), or, only on routes that declare `ticket`, a `?ticket=` from POST /api/events/ticket,
 * because EventSource cannot send headers. The ticket names its company, so no header is needed.
 */
export async function authenticate(
  request: FastifyRequest,
  access: Exclude<RouteAccess, { public: true }>,
  identities: Identities,
): Promise<Authenticated> {
  const header = request.headers.authorization ?? '';
  const companyValue = headerValue(request.headers.company_id);

  if (!header && access.ticket) {
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    if (typeof ticket === 'string' && ticket) {
      const found = await identities.ticket(ticket);
      if (!found) throw unauthorized('This events ticket has expired. Ask for a new one.', 'invalid_ticket');
      return found;
    }
  }

  const token = BEARER.exec(header)?.[1];
  if (token?.startsWith(DEVICE_TOKEN_PREFIX)) {
    const device = await identities.device(token);
    if (device === 'revoked') throw unauthorized('This device was revoked. Pair it again.', 'device_revoked');
    if (!device) throw unauthorized('This device is not enrolled.', 'unauthorized');
    return { principal: device, companyValue, session: null };
  }

  const claims = token ? await identities.verifyAccess(token) : null;
  if (!claims)
    throw unauthorized(header ? 'Your session has expired. Sign in again.' : 'Sign in to continue.');
  // The token proves who signed in; what they may do is read fresh, so a deactivated user, a
  // removed scope or an ended session stops working at once rather than when the token expires.
  const [principal, live] = await Promise.all([
    identities.user(claims.id),
    identities.session(claims.session, claims.id),
  ]);
  if (!principal) throw unauthorized('Your account is no longer active.', 'inactive_user');
  if (!live) throw unauthorized('Your session has ended. Sign in again.', 'session_ended');
  return { principal, companyValue, session: claims.session };
}
