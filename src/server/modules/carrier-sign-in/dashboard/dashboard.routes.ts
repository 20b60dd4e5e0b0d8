import { signInSignature } from '@shared/api/carrier-sign-in/dashboard';
import { route } from '../../../platform/http/route';
import { requireCompany, requirePrincipal, type App } from '../../../platform/http/types';
import type { SignInDashboardService } from './dashboard.service';

/** Carrier Sign-In Dashboard (D2 section 7): the signature in the detail drawer. */
export function dashboardRoutes(app: App, dashboard: SignInDashboardService): void {
  route(app, signInSignature, async ({ params }, req, reply) => {
    const file = await dashboard.signature(
      requirePrincipal(req.principal),
      requireCompany(req.company),
      params.id,
    );
    // Signatures never change once stored.
    reply.header('cache-control', 'private, max-age=86400');
    return { name: `signature-${params.id}.png`, body: file.bytes };
  });
}
