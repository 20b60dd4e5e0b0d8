import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DevicePurpose } from '@shared/domain/identity/devices';
import type { Company, CompanySide, ParsedCompanyHeader, Warehouse } from '@shared/domain/identity/companies';
import type { Scope } from '@shared/domain/identity/scopes';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A signed-in person. */
export type UserPrincipal = {
  kind: 'user';
  id: number;
  username: string;
  name: string;
  companies: Company[];
  warehouses: string[];
  scopes: Scope[];
};

/** An enrolled kiosk or board (ARCHITECTURE section 6): one company, one warehouse, one purpose. */
export type DevicePrincipal = {
  kind: 'device';
  id: number;
  name: string;
  company: Company;
  warehouse: Warehouse;
  purpose: DevicePurpose;
};

/** Who is calling. */
export type Principal = UserPrincipal | DevicePrincipal;

/**
 * What a route requires. `public` routes need nothing (health, auth, docs). Otherwise the bearer
 * token and the company_id header are required; `screens` names the screens the route serves, and
 * the route allows the union of their scopes (src/shared/routes.ts). `side` says whether the
 * company header must carry the `_bulk` suffix.
 */
export type RouteAccess =
  | { public: true }
  | {
      screens: readonly string[];
      side?: CompanySide | 'any';
      /** Device purposes whose token this route accepts; every other route refuses devices (403). */
      devices?: readonly DevicePurpose[];
      /** Accept a short-lived `?ticket=` instead of the headers (EventSource cannot set headers). */
      ticket?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Opt in to the Idempotency-Key plugin. */
    idempotent?: boolean;
    /** Refusals carry `success: false` too (the contract's `failureSaysSuccess`). */
    failureSaysSuccess?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    company: ParsedCompanyHeader | null;
    /** The session (refresh-token family) a person's token belongs to; null for devices. */
    session: string | null;
  }
}

/** Narrows a request that passed the access hook on a route that devices cannot reach. */
export function requireUser(principal: Principal | null): UserPrincipal {
  if (!principal) throw new Error('access hook did not run');
  if (principal.kind !== 'user') throw new Error('a device reached a route for people');
  return principal;
}

/** Narrows a request that passed the access hook (a user or a device). */
export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw new Error('access hook did not run');
  return principal;
}

/** The company of a request that passed the access hook: what every repository filters on. */
export function requireCompany(company: ParsedCompanyHeader | null): Company {
  if (!company) throw new Error('access hook did not run');
  return company.company;
}
