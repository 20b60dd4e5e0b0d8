import { getHourlyBuilds } from '@shared/api/labour/hourly-builds';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { HourlyBuildsService } from './hourly-builds.service';

/** Hourly Builds (D3 2.12): GET /v1/operations/hourlyBuilds. */
export function hourlyBuildsRoutes(app: App, hourly: HourlyBuildsService): void {
  route(app, getHourlyBuilds, async ({ query }, req) => hourly.hours(requireCompany(req.company), query));
}
