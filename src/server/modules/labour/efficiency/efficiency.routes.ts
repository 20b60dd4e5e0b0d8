import {
  getEfficiencyByGroups,
  getEfficiencyExpected,
  getEfficiencyTimes,
} from '@shared/api/labour/efficiency';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { EfficiencyService } from './efficiency.service';

/** Efficiency Report (D3 2.12, 7): efficiencyTimes, efficiencyByGroups, efficiencyExpected. */
export function efficiencyRoutes(app: App, efficiency: EfficiencyService): void {
  route(app, getEfficiencyTimes, async ({ query }, req) =>
    efficiency.times(requireCompany(req.company), query),
  );
  route(app, getEfficiencyByGroups, async ({ query }, req) =>
    efficiency.byGroups(requireCompany(req.company), query),
  );
  route(app, getEfficiencyExpected, async ({ query }, req) =>
    efficiency.expected(requireCompany(req.company), query),
  );
}
