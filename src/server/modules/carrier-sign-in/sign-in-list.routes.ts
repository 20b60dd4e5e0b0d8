import { listSignIns } from '@shared/api/carrier-sign-in/sign-in';
import { route } from '../../platform/http/route';
import { requireCompany, requirePrincipal, type App } from '../../platform/http/types';
import type { SignInDashboardService } from './dashboard/dashboard.service';
import type { SignInsService } from './sign-in/sign-ins.service';

/**
 * GET /api/carrier-sign-in/sign-ins, the one call of both screens (D2 section 7): `open=true` is the
 * kiosk's Open Sign-ins, anything else the dashboard's list, which needs the dashboard's scope.
 */
export function signInListRoutes(app: App, signIns: SignInsService, dashboard: SignInDashboardService): void {
  route(app, listSignIns, async ({ query }, req) => {
    const principal = requirePrincipal(req.principal);
    const company = requireCompany(req.company);
    return {
      signIns:
        query.open === 'true'
          ? await signIns.listOpen(principal, company, query)
          : await dashboard.list(principal, company, query),
    };
  });
}
