import { confirmPick, pickList } from '@shared/api/dropship/picking';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { PickingService } from './picking.service';

/** Picking a pull sheet on a tablet (issue 12 item 3; additive calls under /dropship/pullsheets). */
export function pickingRoutes(app: App, picking: PickingService): void {
  route(app, pickList, async ({ query }, req) =>
    picking.list(requireUser(req.principal), requireCompany(req.company), query.pullsheet_id),
  );
  route(app, confirmPick, async ({ body }, req) =>
    picking.confirm(requireUser(req.principal), requireCompany(req.company), body),
  );
}
