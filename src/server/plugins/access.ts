import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyHeader, parseCompanyHeader } from '@shared/domain/identity/companies';
import type { Scope } from '@shared/domain/identity/scopes';
import { scopesForScreens } from '@shared/routes';
import { badRequest, forbidden, unauthorized } from '../http/http-error';
import type { Principal, RouteAccess } from '../http/types';
import type { TokenService } from '../modules/auth/tokens';

export type CatalogEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  scopes: readonly Scope[] | null;
};

/** Paths outside /api and the API docs need no access declaration. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Token, company and scope checks for every /api route (ARCHITECTURE section 6). Each route must
 * declare its access; a route that forgets fails at start-up rather than being open by accident.
 */
export function registerAccessControl(
  app: FastifyInstance,
  tokens: TokenService,
  currentUser: (id: number) => Promise<Principal | null>,
): CatalogEntry[] {
  const catalog: CatalogEntry[] = [];
  app.decorateRequest('principal', null);
  app.decorateRequest('company', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || isDocs(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    const scopes = 'public' in access ? null : scopesForScreens(access.screens);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      catalog.push({ method, url: route.url, access, scopes });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;

    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
    const claims = match?.[1] ? await tokens.verifyAccess(match[1]) : null;
    if (!claims)
      throw unauthorized(header ? 'Your session has expired. Sign in again.' : 'Sign in to continue.');
    // The token proves who signed in; what they may do is read fresh, so a deactivated user or a
    // removed scope stops working at once rather than when the token expires.
    const principal = await currentUser(claims.id);
    if (!principal) throw unauthorized('Your account is no longer active.', 'inactive_user');
    request.principal = principal;

    const raw = request.headers.company_id;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) throw badRequest('The company_id header is required.', 'company_required');
    const company = parseCompanyHeader(value);
    if (!company) throw forbidden(`Unknown company ${value}.`, 'unknown_company');
    const side = access.side ?? 'dropship';
    if (side !== 'any' && company.side !== side) {
      throw badRequest(
        `This call needs the company_id header ${companyHeader(company.company, side)}.`,
        'company_side',
      );
    }
    if (!principal.companies.includes(company.company)) {
      throw forbidden(`You do not have access to ${companyHeader(company.company)}.`, 'company_forbidden');
    }
    request.company = company;

    const scopes = scopesForScreens(access.screens);
    if (scopes && !scopes.some((scope) => principal.scopes.includes(scope))) {
      throw forbidden('You do not have permission for this.', 'scope_forbidden');
    }
  });

  return catalog;
}
