import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Company, CompanySide, ParsedCompanyHeader } from '@shared/domain/identity/companies';
import type { Scope } from '@shared/domain/identity/scopes';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Who is calling: a signed-in user (devices join in the kiosk issue). */
export type Principal = {
  kind: 'user';
  id: number;
  username: string;
  name: string;
  companies: Company[];
  warehouses: string[];
  scopes: Scope[];
};

/**
 * What a route requires. `public` routes need nothing (health, auth, docs). Otherwise the bearer
 * token and the company_id header are required; `screens` names the screens the route serves, and
 * the route allows the union of their scopes (src/shared/routes.ts). `side` says whether the
 * company header must carry the `_bulk` suffix.
 */
export type RouteAccess = { public: true } | { screens: readonly string[]; side?: CompanySide | 'any' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Opt in to the Idempotency-Key plugin. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    company: ParsedCompanyHeader | null;
  }
}

/** Narrows a request that passed the access hook. */
export function requireUser(principal: Principal | null): Principal {
  if (!principal) throw new Error('access hook did not run');
  return principal;
}

/** The company of a request that passed the access hook: what every repository filters on. */
export function requireCompany(company: ParsedCompanyHeader | null): Company {
  if (!company) throw new Error('access hook did not run');
  return company.company;
}
