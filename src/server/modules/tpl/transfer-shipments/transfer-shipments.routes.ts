import { createTransferShipment, getReadyBuilds } from '@shared/api/tpl/transfer-shipments';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { TransferShipmentsService } from './transfer-shipments.service';

/** Create Shipment (D3 7): GET /tpl/acumatica/rtbuilds and POST /tpl/acumatica/transfer-shipment (ours). */
export function transferShipmentsRoutes(app: App, service: TransferShipmentsService): void {
  route(
    app,
    getReadyBuilds,
    async ({ query }, req) =>
      (await service.ready(requireCompany(req.company), query.acu_order_num, query.warehouse)).answer,
  );
  route(app, createTransferShipment, async ({ body }, req) =>
    service.create(requireUser(req.principal), requireCompany(req.company), body),
  );
}
