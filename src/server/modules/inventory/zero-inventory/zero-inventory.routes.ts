import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shared/api/common';
import {
  addZeroOutSchema,
  deleteZeroOutSchema,
  zeroOutItemSchema,
  zeroOutListSchema,
} from '@shared/api/inventory/zero-inventory';
import type { ModuleDeps } from '../../../platform/module-deps';
import { requireCompany, requireUser } from '../../../platform/http/types';
import { ZeroInventoryRepository } from './zero-inventory.repository';
import { ZeroInventoryService } from './zero-inventory.service';

const ZERO_INVENTORY = { access: { screens: ['/zero_inventory'], side: 'dropship' } } as const;
const noContent = z.null().describe('No content');

/** Zeroed-Out Inventory (D3 2.20 and section 7 "Inventory and vendors"). */
export const zeroInventoryRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const zeroOut = new ZeroInventoryService(new ZeroInventoryRepository(db));

  app.get(
    '/api/inventory/zero_out_inventory',
    {
      config: ZERO_INVENTORY,
      schema: {
        tags: ['inventory'],
        summary: "The company's zeroed-out SKUs with the date each was added, newest first",
        response: { 200: zeroOutListSchema, 403: errorSchema },
      },
    },
    async (req) => ({ zero_out_inventory: await zeroOut.list(requireCompany(req.company)) }),
  );

  app.post(
    '/api/inventory/zero_out_inventory',
    {
      config: { ...ZERO_INVENTORY, idempotent: true },
      schema: {
        tags: ['inventory'],
        summary: 'Zero out a SKU of the item list (trimmed; empty, unknown and listed SKUs are refused)',
        body: addZeroOutSchema,
        response: { 201: zeroOutItemSchema, 400: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req.principal);
      const added = await zeroOut.add(requireCompany(req.company), user.username, req.body);
      return reply.code(201).send(added);
    },
  );

  app.put(
    '/api/inventory/delete_zero_out_inventory',
    {
      config: { ...ZERO_INVENTORY, idempotent: true },
      schema: {
        tags: ['inventory'],
        summary: 'Take a SKU off the zeroed-out list',
        body: deleteZeroOutSchema,
        response: { 204: noContent, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      await zeroOut.remove(requireCompany(req.company), req.body);
      return reply.code(204).send(null);
    },
  );
};
