import { addCarrier } from '@shared/api/bulk/carriers';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { CarriersService } from './carriers.service';

/** Bulk Carriers (D2 section 7): POST /bulk/carriers. GET /bulk/carriers is the catalog's list. */
export function bulkCarriersRoutes(app: App, carriers: CarriersService): void {
  route(app, addCarrier, async ({ body }, req) => carriers.add(requireCompany(req.company), body));
}
