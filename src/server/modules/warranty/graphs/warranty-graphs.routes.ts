import { getWarrantyGraphs } from '@shared/api/warranty/warranty-graphs';
import { route } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { WarrantyGraphsService } from './warranty-graphs.service';

/** Warranty Graphs (D3 2.9). */
export function warrantyGraphsRoutes(app: App, graphs: WarrantyGraphsService): void {
  route(app, getWarrantyGraphs, async ({ query }, req) => graphs.graphs(requireCompany(req.company), query));
}
