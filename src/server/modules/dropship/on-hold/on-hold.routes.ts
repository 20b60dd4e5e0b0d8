import {
  acknowledgeHoldOrder,
  cancelHoldItems,
  listHoldOrders,
  sendHoldOrderToAcumatica,
  sendHoldOrderToProduction,
} from '@shared/api/dropship/on-hold';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { OnHoldService } from './on-hold.service';

/** Orders On Hold (D1 sections 2, 4 and 7): what a user may see and do depends on their scopes. */
export function onHoldRoutes(app: App, onHold: OnHoldService): void {
  route(app, listHoldOrders, async (_, req) => ({
    orders: await onHold.list(requireUser(req.principal), requireCompany(req.company)),
  }));

  route(app, acknowledgeHoldOrder, async ({ body }, req) =>
    onHold.acknowledge(requireUser(req.principal), requireCompany(req.company), body),
  );

  route(app, sendHoldOrderToAcumatica, async ({ body }, req) =>
    onHold.sendToAcumatica(requireUser(req.principal), requireCompany(req.company), body),
  );

  route(app, sendHoldOrderToProduction, async ({ body }, req) =>
    onHold.sendToProduction(requireUser(req.principal), requireCompany(req.company), body),
  );

  route(app, cancelHoldItems, async ({ body }, req) =>
    onHold.cancelItems(requireUser(req.principal), requireCompany(req.company), body),
  );
}
