import type { Identities } from '../http/credentials';
import type { EventTickets } from '../realtime/event-tickets';
import type { DeviceCredentials } from './device-credentials';
import type { UsersRepository } from './users.repository';
import { toPrincipal } from './principal';
import type { TokenService } from './tokens';

type Sources = {
  tokens: TokenService;
  users: UsersRepository;
  devices: DeviceCredentials;
  tickets: EventTickets;
};

/** The lookups behind every credential the access hook accepts. */
export function createIdentities({ tokens, users, devices, tickets }: Sources): Identities {
  const user = async (id: number) => {
    const row = await users.findById(id);
    return row?.active ? toPrincipal(row) : null;
  };
  return {
    verifyAccess: (token) => tokens.verifyAccess(token),
    user,
    device: (token) => devices.authenticate(token),
    ticket: async (ticket) => {
      const claims = await tickets.verify(ticket);
      if (!claims) return null;
      const principal = claims.kind === 'user' ? await user(claims.id) : await devices.findActive(claims.id);
      return principal ? { principal, companyValue: claims.companyValue } : null;
    },
  };
}
