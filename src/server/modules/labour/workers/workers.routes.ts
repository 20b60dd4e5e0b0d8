import { addWorker, getAllWorkers, listWorkers, updateWorker } from '@shared/api/labour/workers';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { WorkersService } from './workers.service';

/** Workers (D3 2.10 and section 7 "Workers and warehouse", getAllWorkers of the operations API). */
export function workersRoutes(app: App, workers: WorkersService): void {
  route(app, listWorkers, async ({ query }, req) => ({
    success: true as const,
    workers: await workers.list(requireCompany(req.company), query),
  }));

  route(app, addWorker, async ({ body }, req) => workers.add(requireCompany(req.company), body));

  route(app, updateWorker, async ({ body }, req) => workers.update(requireCompany(req.company), body));

  route(app, getAllWorkers, async ({ query }, req) => ({
    workers: await workers.all(requireCompany(req.company), query.warehouse),
  }));
}
