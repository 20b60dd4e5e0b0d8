import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ackRequestSchema,
  cancelItemsRequestSchema,
  cancelItemsResponseSchema,
  holdActionResponseSchema,
  holdOrderListSchema,
  holdOrderRefSchema,
} from '@shared/api/dropship/on-hold';
import { errorSchema } from '@shared/api/common';
import type { ModuleDeps } from '../../../platform/module';
import { requireCompany, requireUser } from '../../../platform/http/types';
import { OnHoldRepository } from './on-hold.repository';
import { OnHoldService } from './on-hold.service';

/** Every call serves the Orders On Hold screen (dropship scope; admin through the menu). */
const ON_HOLD = { access: { screens: ['/on_hold'], side: 'dropship' } } as const;
const WRITE = { ...ON_HOLD, idempotent: true } as const;

const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 502: errorSchema };

/** Orders On Hold (D1 sections 2, 4 and 7). */
export const onHoldRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new OnHoldService(new OnHoldRepository(deps.db), deps.integrations);

  app.get(
    '/api/dropship/on_hold',
    {
      config: ON_HOLD,
      schema: {
        tags: ['dropship'],
        summary: 'Hold orders with their lines: washington users see 198 and 197, everybody else 197',
        response: { 200: holdOrderListSchema, 403: errorSchema },
      },
    },
    async (req) => ({ orders: await service.list(requireUser(req.principal), requireCompany(req.company)) }),
  );

  app.put(
    '/api/dropship/orders/ack',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary:
          'Acknowledge an Unacknowledged (198) order (washington): cancel false makes it Ready, cancel true cancels it; the vendor gets an 855',
        body: ackRequestSchema,
        response: { 200: holdActionResponseSchema, ...refusals },
      },
    },
    async (req) => service.acknowledge(requireUser(req.principal), requireCompany(req.company), req.body),
  );

  app.put(
    '/api/dropship/orders/format-acumatica-order',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary:
          'Send a Ready order without an Acumatica number to Acumatica (after approval, or as a resend)',
        body: holdOrderRefSchema,
        response: { 200: holdActionResponseSchema, ...refusals },
      },
    },
    async (req) => service.sendToAcumatica(requireUser(req.principal), requireCompany(req.company), req.body),
  );

  app.put(
    '/api/dropship/orders/sendToProduction',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary: 'Send a Ready (197) order to production: it becomes order_created (100)',
        body: holdOrderRefSchema,
        response: { 200: holdActionResponseSchema, ...refusals },
      },
    },
    async (req) =>
      service.sendToProduction(requireUser(req.principal), requireCompany(req.company), req.body),
  );

  app.put(
    '/api/dropship/on_hold/cancel_items',
    {
      config: WRITE,
      schema: {
        tags: ['dropship'],
        summary:
          'Cancel Items: rows of internal_po_number, internal_sku, vendor_name, cancel_reason (OOS, OBSOLETE, INCORRECT, SMALLPO, NOSALE); success and failure counts',
        body: cancelItemsRequestSchema,
        response: { 200: cancelItemsResponseSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (req) => service.cancelItems(requireUser(req.principal), requireCompany(req.company), req.body),
  );
};
