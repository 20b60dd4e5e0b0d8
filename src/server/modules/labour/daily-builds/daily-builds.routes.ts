import {
  getBuildsByGroup,
  getWarehouseBuilds,
  getWorkersByGroup,
  updateBuild,
} from '@shared/api/labour/daily-builds';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { DailyBuildsService } from './daily-builds.service';

/** Daily Builds (D3 2.12, 7): warehouseBuilds, updateBuild, buildsByGroup/{date}, workersByGroup. */
export function dailyBuildsRoutes(app: App, builds: DailyBuildsService): void {
  route(app, getWarehouseBuilds, async ({ query }, req) => ({
    builds: await builds.builds(requireCompany(req.company), query),
  }));

  route(app, updateBuild, async ({ body }, req) => {
    const { new_quantity, ...key } = body;
    return {
      success: true as const,
      build: await builds.update(requireCompany(req.company), key, new_quantity),
    };
  });

  route(app, getBuildsByGroup, async ({ params, query }, req) =>
    builds.byGroup(requireCompany(req.company), params.date, query.wh, query.shift),
  );

  route(app, getWorkersByGroup, async ({ query }, req) =>
    builds.workersByGroup(requireCompany(req.company), query.wh),
  );
}
