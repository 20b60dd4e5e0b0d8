import {
  createAcumaticaOrders,
  getAcumaticaOrder,
  getSalesOrderDetailByDate,
  listAcumaticaUploads,
} from '@shared/api/erp/order-uploads';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { OrderUploadsService } from './order-uploads.service';

/** Acumatica Order Uploads (D1 sections 2 and 7) and the ERP's order reads. */
export function orderUploadsRoutes(app: App, service: OrderUploadsService): void {
  route(app, listAcumaticaUploads, async ({ query }, req) => ({
    uploads: await service.list(requireCompany(req.company), query.limit),
  }));

  route(app, createAcumaticaOrders, async ({ body }, req) =>
    service.create(requireUser(req.principal), requireCompany(req.company), body),
  );

  route(app, getAcumaticaOrder, async ({ query }, req) =>
    service.order(requireCompany(req.company), query.ordernbr),
  );

  route(app, getSalesOrderDetailByDate, async ({ query }, req) =>
    service.detailByDate(requireCompany(req.company), query.startDate, query.endDate),
  );
}
