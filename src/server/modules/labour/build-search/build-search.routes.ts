import { searchBuilds, searchTrucks } from '@shared/api/labour/build-search';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { BuildSearchService } from './build-search.service';

/** Build Search and On Truck Search (D3 2.11, section 7 GET /warehouse/builds and /warehouse/trucks). */
export function buildSearchRoutes(app: App, search: BuildSearchService): void {
  route(app, searchBuilds, async ({ query }, req) => search.builds(requireCompany(req.company), query));
  route(app, searchTrucks, async ({ query }, req) => search.trucks(requireCompany(req.company), query));
}
