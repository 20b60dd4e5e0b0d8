import type { UserPrincipal } from '../http/types';
import type { Identities } from '../http/credentials';
import { sessionTag, userTag, type Caches } from '../cache/caches';
import type { EventTickets } from '../realtime/event-tickets';
import type { DeviceCredentials } from './device-credentials';
import type { RefreshTokensRepository } from './refresh-tokens.repository';
import type { UsersRepository } from './users.repository';
import { toPrincipal } from './principal';
import type { TokenService } from './tokens';

type Sources = {
  tokens: TokenService;
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  devices: DeviceCredentials;
  tickets: EventTickets;
  caches: Caches;
};

/** A safety net: the change bus drops an entry the moment its row changes. */
const MAX_AGE_MS = 5 * 60_000;

/**
 * The lookups behind every credential the access hook accepts. The user and the session behind an
 * access token are read through this instance's caches, which the change bus empties when either
 * changes (deactivation, new groups, logout, a revoked session), here or on any other instance.
 */
export function createIdentities({
  tokens,
  users,
  refreshTokens,
  devices,
  tickets,
  caches,
}: Sources): Identities {
  const principals = caches.create<UserPrincipal | null>({ maxAgeMs: MAX_AGE_MS, maxEntries: 10_000 });
  const sessions = caches.create<number | null>({ maxAgeMs: MAX_AGE_MS, maxEntries: 50_000 });

  const user = (id: number) =>
    principals.read(String(id), [userTag(id)], async () => {
      const row = await users.findById(id);
      return row?.active ? toPrincipal(row) : null;
    });
  const session = async (familyId: string, userId: number) => {
    const endsAt = await sessions.read(`${familyId}:${userId}`, [sessionTag(familyId)], async () => {
      const expiry = await refreshTokens.sessionExpiry(familyId, userId);
      return expiry?.getTime() ?? null;
    });
    return endsAt !== null && endsAt > Date.now();
  };
  return {
    verifyAccess: (token) => tokens.verifyAccess(token),
    user,
    session,
    device: (token) => devices.authenticate(token),
    ticket: async (ticket) => {
      const claims = await tickets.verify(ticket);
      if (!claims) return null;
      const principal = claims.kind === 'user' ? await user(claims.id) : await devices.findActive(claims.id);
      if (!principal) return null;
      // A person's ticket is only as good as the session it was asked in (no session: refused).
      if (principal.kind === 'user' && !(claims.session && (await session(claims.session, principal.id))))
        return null;
      return { principal, companyValue: claims.companyValue, session: claims.session };
    },
    stillValid: async (principal, familyId) => {
      if (principal.kind === 'device') return (await devices.findActive(principal.id)) !== null;
      if (!familyId) return false;
      const [row, live] = await Promise.all([user(principal.id), session(familyId, principal.id)]);
      return row !== null && live;
    },
  };
}
