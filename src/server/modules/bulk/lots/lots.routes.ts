import { getLotOrders, getTreatlyOrders, uploadLots } from '@shared/api/bulk/lots';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { LotsService } from './lots.service';

/** Lots (D2 section 7): GET /bulk/lots/orders, GET /bulk/treatly-orders, POST /bulk/lots. */
export function lotsRoutes(app: App, lots: LotsService): void {
  route(app, getLotOrders, async ({ query }, req) => ({
    orders: await lots.orders(requireUser(req.principal), requireCompany(req.company), query.lot_id),
  }));
  route(app, getTreatlyOrders, async (_input, req) => ({
    lines: await lots.treatlyLines(requireUser(req.principal), requireCompany(req.company)),
  }));
  route(app, uploadLots, async ({ body }, req) =>
    lots.upload(requireUser(req.principal), requireCompany(req.company), body),
  );
}
