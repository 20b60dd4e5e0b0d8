import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shared/api/common';
import {
  unprocessedQuerySchema,
  unprocessedResponseSchema,
  updatePrioritiesSchema,
  vendorPriorityListSchema,
  vendorRequestListSchema,
  vendorRequestQuerySchema,
  vendorRequestSchema,
  vendorRequestStatusSchema,
} from '@shared/api/dropship/api-status';
import type { ModuleDeps } from '../../../platform/module';
import { requireCompany, requireUser } from '../../../platform/http/types';
import { VendorStatusRepository } from './vendor-status.repository';
import { VendorStatusService } from './vendor-status.service';

const API_STATUS = { access: { screens: ['/api_status'], side: 'dropship' } } as const;
const PRIORITY = { access: { screens: ['/warehouse_priority'], side: 'dropship' } } as const;
/** The priorities are also shown (read only) on API Status. */
const PRIORITY_READ = {
  access: { screens: ['/warehouse_priority', '/api_status'], side: 'dropship' },
} as const;

const noContent = z.null().describe('No content');
const refusals = { 400: errorSchema, 403: errorSchema };

/** API Status and Warehouse Priority (D1 sections 2, 4 and 7). */
export const vendorStatusRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new VendorStatusService(new VendorStatusRepository(deps.db), deps.jobs);

  app.get(
    '/api/dropship/orders/unprocessed',
    {
      config: API_STATUS,
      schema: {
        tags: ['dropship'],
        summary:
          'Dropship vendors with unprocessed orders (order_created, on no pull sheet), last download and priority',
        querystring: unprocessedQuerySchema,
        response: { 200: unprocessedResponseSchema, ...refusals },
      },
    },
    async (req) => ({
      vendors: await service.unprocessed(requireUser(req.principal), requireCompany(req.company), req.query),
    }),
  );

  app.post(
    '/api/dropship/vendor',
    {
      config: { ...API_STATUS, idempotent: true },
      schema: {
        tags: ['dropship'],
        summary: "Queue a request to a vendor's API: download orders, send tracking, invoices or inventory",
        body: vendorRequestSchema,
        response: { 202: vendorRequestStatusSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const status = await service.request(requireUser(req.principal), requireCompany(req.company), req.body);
      return reply.code(202).send(status);
    },
  );

  app.get(
    '/api/dropship/vendor/requests',
    {
      config: API_STATUS,
      schema: {
        tags: ['dropship'],
        summary: 'The state of vendor requests (queued, complete, failed) by id',
        querystring: vendorRequestQuerySchema,
        response: { 200: vendorRequestListSchema, ...refusals },
      },
    },
    async (req) => ({
      requests: await service.requests(requireCompany(req.company), req.query.ids.toLowerCase().split(',')),
    }),
  );

  app.get(
    '/api/dropship/orders/vendors/priority',
    {
      config: PRIORITY_READ,
      schema: {
        tags: ['dropship'],
        summary: 'Fulfillment priority (1-3) of every dropship vendor; null counts as 3',
        response: { 200: vendorPriorityListSchema, ...refusals },
      },
    },
    async (req) => ({ vendors: await service.priorities(requireCompany(req.company)) }),
  );

  app.put(
    '/api/dropship/orders/vendors/priority',
    {
      config: { ...PRIORITY, idempotent: true },
      schema: {
        tags: ['dropship'],
        summary: 'Set fulfillment priorities (1, 2 or 3); all or nothing',
        body: updatePrioritiesSchema,
        response: { 204: noContent, ...refusals },
      },
    },
    async (req, reply) => {
      await service.setPriorities(requireCompany(req.company), req.body);
      return reply.code(204).send(null);
    },
  );
};
