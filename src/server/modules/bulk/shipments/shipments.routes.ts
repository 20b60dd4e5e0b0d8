import type { FastifyRequest } from 'fastify';
import {
  confirmShipment,
  exportReadyAsns,
  forceOrderBuilt,
  getOrderShipments,
  markComplete,
  sendReadyAsns,
  updateShipment,
  uploadShipmentFile,
} from '@shared/api/bulk/bulk-shipments';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { AsnService } from './asn.service';
import type { Caller } from './order-guards';
import type { ShipmentsService } from './shipments.service';

const callerOf = (req: FastifyRequest): Caller => ({
  company: requireCompany(req.company),
  principal: requireUser(req.principal),
});

/**
 * Bulk shipping (D2 section 7): PUT /bulk/orders/built, PUT /bulk/shipment/update, PUT and GET
 * /bulk/shipment/shipment_bulk, POST /bulk/shipment/confirm; ours: POST /bulk/shipment/asn,
 * PUT /bulk/orders/complete, GET /bulk/shipment/order.
 */
export function bulkShipmentsRoutes(app: App, shipments: ShipmentsService, asns: AsnService): void {
  route(app, forceOrderBuilt, async ({ body }, req) => ({
    updated: await shipments.forceBuilt(callerOf(req), body.orders),
  }));
  route(app, updateShipment, async ({ body }, req) => ({
    updated: await shipments.saveOne(callerOf(req), body),
  }));
  route(
    app,
    uploadShipmentFile,
    async ({ body }, req) => ({ updated: await shipments.saveFile(callerOf(req), body.shipments) }),
    { bodyLimit: 2 * 1024 * 1024 },
  );
  route(app, confirmShipment, async ({ body }, req) => ({
    updated: await shipments.confirm(callerOf(req), body.orders),
  }));
  route(app, markComplete, async ({ body }, req) => ({
    updated: await shipments.complete(callerOf(req), body.orders),
  }));
  route(app, getOrderShipments, async ({ query }, req) => ({
    shipments: await shipments.shipmentsOf(callerOf(req), query),
  }));
  route(app, sendReadyAsns, async ({ body }, req) => asns.sendReady(callerOf(req), body.vendor_names));
  route(app, exportReadyAsns, async ({ query }, req) => asns.exportReady(callerOf(req), query.vendor_name));
}
