import { createErpShipments, listAutobuildRuns, startAutobuildRun } from '@shared/api/erp/autobuild';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { AutobuildService } from './autobuild.service';

/** Acumatica AutoBuild (D3 2.13 and 7): the runs, Start AutoBuild, Create Shipments. */
export function autobuildRoutes(app: App, service: AutobuildService): void {
  route(app, listAutobuildRuns, async (_input, req) => ({
    builds: await service.list(requireCompany(req.company)),
  }));

  route(app, startAutobuildRun, async (_input, req) =>
    service.start(requireUser(req.principal), requireCompany(req.company)),
  );

  route(app, createErpShipments, async (_input, req) => service.createShipments(requireCompany(req.company)));
}
