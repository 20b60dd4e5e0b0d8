import {
  cancelOrder,
  cancelRetailerOrder,
  downloadPackingSlip,
  downloadShippingLabel,
  getOrder,
  holdOrder,
  labelLinks,
  removePackage,
  resendOrder,
  reshipPackage,
  transferItems,
  updateAcuOrderNum,
} from '@shared/api/dropship/order-drawer';
import { encodeEnvelope } from '@shared/lib/codec';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { OrderActionsService } from './order-actions.service';
import type { OrderErpService } from './order-erp.service';
import type { LabelKind, OrderLabelsService } from './order-labels.service';
import type { OrderTransferService } from './order-transfer.service';
import type { PackageActionsService } from './package-actions.service';

/** The services behind the drawer's calls, built by dropship.module.ts. */
export type OrderDrawerServices = {
  orders: OrderActionsService;
  erp: OrderErpService;
  transfers: OrderTransferService;
  packages: PackageActionsService;
  labels: OrderLabelsService;
};

/** The dropship order drawer (D1 sections 2, 4, 7): the order of a PO and the actions on it. */
export function dropshipOrderRoutes(app: App, drawer: OrderDrawerServices): void {
  const { orders, erp, transfers, packages, labels } = drawer;

  route(app, getOrder, async ({ query }, req) =>
    encodeEnvelope({
      orders: await orders.detail(requireCompany(req.company), query.internal_po_number, query.vendor_name),
    }),
  );

  route(app, cancelOrder, async ({ body }, req) => orders.cancel(requireCompany(req.company), body));

  route(app, cancelRetailerOrder, async ({ params }, req) =>
    orders.cancelWithRetailer(requireCompany(req.company), params.id),
  );

  route(app, holdOrder, async ({ body }, req) => orders.hold(requireCompany(req.company), body));

  route(app, resendOrder, async ({ body }, req) => ({
    acu_order_num: await erp.resend(
      requireCompany(req.company),
      body.internal_po_number,
      body.vendor_name ?? body.vendor,
    ),
  }));

  route(app, updateAcuOrderNum, async ({ body }, req) =>
    erp.updateAcuOrderNum(requireCompany(req.company), body),
  );

  route(app, transferItems, async ({ body }, req) => transfers.transfer(requireCompany(req.company), body));

  route(app, reshipPackage, async ({ body }, req) =>
    packages.reship(requireCompany(req.company), body.tracking_number),
  );

  route(app, removePackage, async ({ body }, req) =>
    packages.removePackage(requireUser(req.principal), requireCompany(req.company), body),
  );

  route(app, labelLinks, async ({ query }, req) =>
    labels.links(requireCompany(req.company), query.internal_po_number, query.tracking_number),
  );

  const labelFiles = [
    [downloadPackingSlip, 'packing_slip'],
    [downloadShippingLabel, 'shipping_label'],
  ] as const satisfies readonly (readonly [unknown, LabelKind])[];
  for (const [endpoint, kind] of labelFiles) {
    route(app, endpoint, async ({ params }, req, reply) => {
      const file = await labels.file(requireCompany(req.company), params.id, kind);
      // Labels carry the customer's address: no shared cache keeps them.
      void reply.header('cache-control', 'private, no-store');
      return { name: file.fileName, body: file.bytes, type: file.contentType };
    });
  }
}
