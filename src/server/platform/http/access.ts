import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyHeader, parseCompanyHeader } from '@shared/domain/identity/companies';
import type { Scope } from '@shared/domain/identity/scopes';
import { mayCall, scopesForScreens } from '@shared/routes';
import { badRequest, forbidden } from './http-error';
import type { RouteAccess } from './types';
import { authenticate, type Identities } from './credentials';

export type CatalogEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  scopes: readonly Scope[] | null;
};

/** Paths outside /api and the API docs need no access declaration; /graphql is guarded as the API is. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const isGuarded = (url: string) => (url.startsWith('/api') && !isDocs(url)) || url === '/graphql';

/**
 * Token, company and scope checks for every /api route (ARCHITECTURE section 6). Each route must
 * declare its access; a route that forgets fails at start-up rather than being open by accident.
 * A device token passes only routes that name its purpose in `access.devices`, and only for its own
 * company; the routes themselves hold it to its warehouse.
 */
export function registerAccessControl(app: FastifyInstance, identities: Identities): CatalogEntry[] {
  const catalog: CatalogEntry[] = [];
  app.decorateRequest('principal', null);
  app.decorateRequest('company', null);
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route) => {
    if (!isGuarded(route.url)) return;
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

    const { principal, companyValue, session } = await authenticate(request, access, identities);
    request.principal = principal;
    request.session = session;
    // Checked before the company header, so a device is refused the same way on every other route.
    if (principal.kind === 'device' && !access.devices?.includes(principal.purpose)) {
      throw forbidden('A device token cannot be used for this.', 'device_forbidden');
    }

    if (!companyValue) throw badRequest('The company_id header is required.', 'company_required');
    const company = parseCompanyHeader(companyValue);
    if (!company) throw forbidden(`Unknown company ${companyValue}.`, 'unknown_company');
    const side = access.side ?? 'dropship';
    if (side !== 'any' && company.side !== side) {
      throw badRequest(
        `This call needs the company_id header ${companyHeader(company.company, side)}.`,
        'company_side',
      );
    }
    const companies = principal.kind === 'device' ? [principal.company] : principal.companies;
    if (!companies.includes(company.company)) {
      throw forbidden(`You do not have access to ${companyHeader(company.company)}.`, 'company_forbidden');
    }
    request.company = company;
    if (principal.kind === 'device') return;

    if (!mayCall(access.screens, principal.scopes)) {
      throw forbidden('You do not have permission for this.', 'scope_forbidden');
    }
  });

  return catalog;
}
