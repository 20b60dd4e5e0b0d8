import { getProductionSchedule } from '@shared/api/bulk/production-calendar';
import { route } from '../../platform/http/route';
import { requireCompany, type App } from '../../platform/http/types';
import type { ProductionCalendarService } from './production-calendar.service';

/** Production Calendar (D2 section 7, D3 section 7): GET /v1/operations/getProductionSchedule. */
export function productionCalendarRoutes(app: App, calendar: ProductionCalendarService): void {
  route(app, getProductionSchedule, async ({ query }, req) => ({
    events: await calendar.events(requireCompany(req.company), query),
  }));
}
