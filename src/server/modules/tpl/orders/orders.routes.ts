import { getTplOrders, sendTplOrders } from '@shared/api/tpl/orders';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { TplOrdersService } from './orders.service';

/** 3PL Orders (D3 2.3): GET /tpl/acumatica/sales-orders, POST /tpl/geodis/createOrder. */
export function tplOrdersRoutes(app: App, orders: TplOrdersService): void {
  route(app, getTplOrders, async ({ query }, req) => ({
    Get3PLOrdersDetails: await orders.list(requireCompany(req.company), query),
  }));
  route(app, sendTplOrders, async ({ body }, req) =>
    orders.send(requireCompany(req.company), requireUser(req.principal).username, body.orders),
  );
}
