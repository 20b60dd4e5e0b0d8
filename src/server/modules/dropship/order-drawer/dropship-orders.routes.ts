import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorSchema, idParamsSchema } from '@shared/api/common';
import {
  labelLinksSchema,
  labelQuerySchema,
  orderActionSchema,
  orderQuerySchema,
  removePackageSchema,
  resendResponseSchema,
  resendSchema,
  reshipResponseSchema,
  reshipSchema,
  transferResponseSchema,
  transferSchema,
  updateAcuOrderNumSchema,
} from '@shared/api/dropship/order-drawer';
import { encodeEnvelope } from '@shared/lib/codec';
import type { ModuleDeps } from '../../../platform/module';
import { requireCompany } from '../../../platform/http/types';
import { DropshipOrdersRepository } from './dropship-orders.repository';
import { OrderActionsService } from './order-actions.service';
import { OrderErpService } from './order-erp.service';
import { OrderLabelsService, type LabelKind } from './order-labels.service';
import { OrderTransferService } from './order-transfer.service';
import { PackageActionsService } from './package-actions.service';

/**
 * The dropship order drawer (D1 sections 2, 4, 7). Reading the order serves Order Search (admin,
 * dropship, warranties); acting on it is dropship work, so the writes serve the dropship screens
 * whose work they are (Orders On Hold, Pull Sheets: admin, dropship) and warranties may look only.
 */
const READ = { access: { screens: ['/order_search'], side: 'dropship' } } as const;
const WRITE = {
  access: { screens: ['/on_hold', '/pullsheets'], side: 'dropship' },
  idempotent: true,
} as const;

const noContent = z.null().describe('No content');
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 502: errorSchema };

export const dropshipOrderRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const repo = new DropshipOrdersRepository(deps.db);
  const orders = new OrderActionsService(repo, deps.integrations);
  const erp = new OrderErpService(repo, deps.integrations);
  const transfers = new OrderTransferService(repo);
  const packages = new PackageActionsService(repo, deps.integrations);
  const labels = new OrderLabelsService(repo, deps.files, deps.integrations);

  app.get(
    '/api/dropship/orders',
    {
      config: READ,
      schema: {
        tags: ['dropship'],
        summary: 'The orders of a PO with their shipments and items, as the envelope of {orders}',
        querystring: orderQuerySchema,
        response: { 200: envelopeSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const found = await orders.detail(
        requireCompany(req.company),
        req.query.internal_po_number,
        req.query.vendor_name,
      );
      return reply.type('text/plain; charset=utf-8').send(encodeEnvelope({ orders: found }));
    },
  );

  app.put(
    '/api/dropship/orders/cancel',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: "Cancel an order; refused on a pull sheet and for the retailer's orders",
        body: orderActionSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await orders.cancel(requireCompany(req.company), req.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/orders/:id/cancel',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: 'Cancel an Amazon order with Amazon (an 855 rejecting every line), then here',
        params: idParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await orders.cancelWithRetailer(requireCompany(req.company), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/dropship/orders/hold',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: 'Put an order on hold (Order Production Hold, 197)',
        body: orderActionSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await orders.hold(requireCompany(req.company), req.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/dropship/orders/acumatica/resend',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: 'Send the order to Acumatica (or link the sales order it already has)',
        body: resendSchema,
        response: { 200: resendResponseSchema, ...errors },
      },
    },
    async (req) => ({
      acu_order_num: await erp.resend(
        requireCompany(req.company),
        req.body.internal_po_number,
        req.body.vendor_name,
      ),
    }),
  );

  app.put(
    '/api/dropship/orders/update_acu_order_num',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: 'Set the Acumatica order number of an order that has none (padded to 7)',
        body: updateAcuOrderNumSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await erp.updateAcuOrderNum(requireCompany(req.company), req.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/dropship/orders/transfer',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: "Move items (order_ids) to the order's other warehouse, splitting them off as PO-Tn",
        body: transferSchema,
        response: { 200: transferResponseSchema, ...errors },
      },
    },
    async (req) => transfers.transfer(requireCompany(req.company), req.body),
  );

  app.put(
    '/api/dropship/orders/reship',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: 'A new label for a late package; the old one becomes Reshipped',
        body: reshipSchema,
        response: { 200: reshipResponseSchema, ...errors },
      },
    },
    async (req) => packages.reship(requireCompany(req.company), req.body.tracking_number),
  );

  app.put(
    '/api/dropship/pullsheets/removePackage',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: 'Take a package off its pull sheet (Package Reset)',
        body: removePackageSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await packages.removePackage(requireCompany(req.company), req.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/dropship/orders/label',
    {
      config: READ,
      schema: {
        tags: ['dropship'],
        summary: 'Links of the packing slip (ps) and shipping label (sl) of a package',
        querystring: labelQuerySchema,
        response: { 200: labelLinksSchema, ...errors },
      },
    },
    async (req) =>
      labels.links(requireCompany(req.company), req.query.internal_po_number, req.query.tracking_number),
  );

  for (const kind of ['packing_slip', 'shipping_label'] as const satisfies readonly LabelKind[]) {
    app.get(
      `/api/dropship/orders/label/:id/${kind}`,
      {
        config: READ,
        schema: {
          tags: ['dropship'],
          summary: `The package's ${kind.replace('_', ' ')} (ZPL, as an attachment)`,
          params: idParamsSchema,
        },
      },
      async (req, reply) => {
        const file = await labels.file(requireCompany(req.company), req.params.id, kind);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`)
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  }
};
