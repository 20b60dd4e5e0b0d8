import { isCompany, isWarehouse, type Company, type Warehouse } from '@shared/domain/identity/companies';
import { isScope, type Scope } from '@shared/domain/identity/scopes';
import type { UserPrincipal } from '../http/types';
import type { UserRow } from './users.repository';

/** Where a sign-in came from, for the log and the throttle. */
export type ClientInfo = { address: string; userAgent: string };

/** A user row as the principal the access hook puts on the request (unknown groups dropped). */
export function toPrincipal(user: UserRow): UserPrincipal {
  return {
    kind: 'user',
    id: user.id,
    username: user.username,
    name: user.name,
    companies: user.companies.filter((c): c is Company => isCompany(c)),
    warehouses: user.warehouses.filter((w): w is Warehouse => isWarehouse(w)),
    scopes: user.scopes.filter((s): s is Scope => isScope(s)),
  };
}
