import { createTransferOrder, getTransferOrder } from '@shared/api/tpl/transfer-orders';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { TransferOrdersService } from './transfer-orders.service';

/** Transfer orders (D3 7): GET /tpl/acumatica/transfer-order, POST /tpl/acumatica/create-transfer-order. */
export function transferOrdersRoutes(app: App, service: TransferOrdersService): void {
  route(app, getTransferOrder, async ({ query }, req) =>
    service.view(requireCompany(req.company), query.ordernbr, query.warehouse),
  );
  route(app, createTransferOrder, async ({ body }, req) =>
    service.create(requireUser(req.principal), requireCompany(req.company), body.to_from_warehouse),
  );
}
