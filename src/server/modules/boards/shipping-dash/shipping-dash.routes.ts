import { getShippingDash } from '@shared/api/boards/shipping-dash';
import { route } from '../../../platform/http/route';
import { requireCompany, requirePrincipal, type App } from '../../../platform/http/types';
import type { ShippingDashService } from './shipping-dash.service';

/** Shipping Dashboard (D2 section 7): GET /api/v1/operations/ShippingDash?warehouse=. */
export function shippingDashRoutes(app: App, service: ShippingDashService): void {
  route(app, getShippingDash, async ({ query }, req, reply) => {
    const rows = await service.rows(
      requirePrincipal(req.principal),
      requireCompany(req.company),
      query.warehouse,
    );
    // A board asks every few minutes and on every refresh: never from a cache.
    reply.header('cache-control', 'no-store');
    return rows;
  });
}
