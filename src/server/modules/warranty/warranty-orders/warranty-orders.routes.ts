import {
  cancelWarranty,
  createWarranty,
  duplicatePoSchema,
  listWarrantyOrders,
  updateWarrantyItem,
  updateWarrantyOrder,
} from '@shared/api/warranty/warranty-orders';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import { DuplicatePoError, type WarrantyOrdersService } from './warranty-orders.service';

/** Warranty orders (D3 section 7 "Warranty"). */
export function warrantyOrdersRoutes(app: App, warranty: WarrantyOrdersService): void {
  route(app, listWarrantyOrders, async ({ query }, req) => warranty.list(requireCompany(req.company), query));

  route(
    app,
    createWarranty,
    async ({ body }, req, reply) => {
      try {
        return await warranty.create(requireCompany(req.company), requireUser(req.principal).username, body);
      } catch (error) {
        // The spec's client reads a duplicate PO from a 400 that carries errorMessage.
        if (!(error instanceof DuplicatePoError)) throw error;
        return reply
          .code(400)
          .send({ error: error.code, message: error.message, errorMessage: error.message });
      }
    },
    { responses: { 400: duplicatePoSchema.partial({ errorMessage: true }) } },
  );

  route(app, updateWarrantyItem, async ({ body }, req) => {
    await warranty.updateItem(requireCompany(req.company), body);
    return true as const;
  });

  route(app, updateWarrantyOrder, async ({ body }, req) => {
    await warranty.updateOrder(requireCompany(req.company), body);
    return true as const;
  });

  route(app, cancelWarranty, async ({ body }, req) => {
    await warranty.cancel(requireCompany(req.company), body);
    return true as const;
  });
}
