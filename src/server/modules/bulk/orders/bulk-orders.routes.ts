import {
  getBulkOrders,
  getBulkOrdersTable,
  getNewBulkOrders,
  routeBulkOrder,
  sendBulkAcknowledgement,
  shortBulkItems,
  unshortBulkItems,
} from '@shared/api/bulk/bulk-orders';
import { transferBulkItems } from '@shared/api/bulk/transfer';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { BulkOrdersService } from './bulk-orders.service';
import type { BulkTransferService } from './bulk-transfer.service';

/**
 * Bulk Orders (D2 section 7): GET /bulk/orders/table, GET /bulk/orders, GET /bulk/orders/new,
 * PUT /bulk/orders/short and /unshort, POST /bulk/orders/acknowledgement, POST /bulk/orders/routing;
 * and the drawer's Transfer, PUT /bulk/orders/transfer (ours).
 */
export function bulkOrdersRoutes(app: App, orders: BulkOrdersService, transfer: BulkTransferService): void {
  const who = (req: Parameters<Parameters<typeof route>[2]>[1]) =>
    [requireUser(req.principal), requireCompany(req.company)] as const;
  // The tab's JSON comes whole from PostgreSQL: sent as it is, not parsed and serialised again.
  route(app, getBulkOrdersTable, async ({ query }, req, reply) =>
    reply.type('application/json; charset=utf-8').send(await orders.table(...who(req), query)),
  );
  route(app, getBulkOrders, async ({ query }, req) => ({ orders: [await orders.order(...who(req), query)] }));
  route(app, getNewBulkOrders, async ({ query }, req) => ({
    orders: await orders.newOrders(requireCompany(req.company), query.vendor_name),
  }));
  route(app, shortBulkItems, async ({ body }, req) => ({
    updated: await orders.setShort(...who(req), body, true),
  }));
  route(app, unshortBulkItems, async ({ body }, req) => ({
    updated: await orders.setShort(...who(req), body, false),
  }));
  route(app, sendBulkAcknowledgement, async ({ body }, req) => orders.acknowledge(...who(req), body));
  route(app, routeBulkOrder, async ({ body }, req) => orders.route(...who(req), body));
  route(app, transferBulkItems, async ({ body }, req) => transfer.transfer(...who(req), body));
}
