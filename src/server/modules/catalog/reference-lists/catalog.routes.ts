import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carrierListSchema, skuListSchema, vendorListSchema } from '@shared/api/catalog/reference-lists';
import { envelopeSchema } from '@shared/api/common';
import { encodeEnvelope } from '@shared/lib/codec';
import { notModified } from '../../../platform/http/http-cache';
import { requireCompany } from '../../../platform/http/types';
import type { CatalogService } from './catalog.service';

type Options = { catalog: CatalogService };

/**
 * Which screens each list serves (src/shared/routes.ts): the route allows the union of their
 * scopes. /nice_labels has no scope check in either reading, so the SKU list and item_asins are
 * open to every signed-in user of the company, as the label-printing screen is.
 */
const DROPSHIP_VENDORS = {
  access: {
    screens: ['/uploads', '/order_search', '/api_status', '/warranty_insert', '/warranty_search'],
    side: 'dropship',
  },
} as const;
const BULK_VENDORS = {
  access: {
    screens: [
      '/bulk_orders',
      '/bulk_uploads',
      '/bulk_status',
      '/bulk_search',
      '/warranty_insert',
      '/warranty_search',
    ],
    side: 'bulk',
  },
} as const;
const SKUS = {
  access: {
    screens: ['/order_search', '/warranty_insert', '/warranty_search', '/zero_inventory', '/nice_labels'],
    side: 'dropship',
  },
} as const;
// The dock kiosk picks the carrier from this list, so a carrier sign-in device may read it.
const CARRIERS = {
  access: {
    screens: ['/bulk_carriers', '/bulk_orders', '/carrier_sign_in', '/carrier_sign_in_dashboard'],
    side: 'bulk',
    devices: ['carrier-sign-in'],
  },
} as const;
// Sticker and label screens sit on both sides of the menu; the items are the company's either way.
const ITEM_ASINS = {
  access: { screens: ['/vendor_stickers', '/nice_labels', '/extract_text'], side: 'any' },
} as const;

const notModifiedSchema = z.null().describe('Not modified: the ETag in If-None-Match still holds');

/** The body, or an empty 304 when the client's copy is current. */
function cachedJson<T>(req: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  return notModified(req, reply, JSON.stringify(body)) ? reply : body;
}

export const catalogRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalog }) => {
  app.get(
    '/api/dropship/vendors',
    {
      config: DROPSHIP_VENDORS,
      schema: {
        tags: ['catalog'],
        summary: 'Drop-ship vendor names, sorted',
        response: { 200: vendorListSchema, 304: notModifiedSchema },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, await catalog.vendors(requireCompany(req.company), 'dropship')),
  );

  app.get(
    '/api/bulk/vendors',
    {
      config: BULK_VENDORS,
      schema: {
        tags: ['catalog'],
        summary: 'Bulk vendor names, sorted (company_id with _bulk)',
        response: { 200: vendorListSchema, 304: notModifiedSchema },
      },
    },
    async (req, reply) => cachedJson(req, reply, await catalog.vendors(requireCompany(req.company), 'bulk')),
  );

  app.get(
    '/api/dropship/items',
    {
      config: SKUS,
      schema: {
        tags: ['catalog'],
        summary: "The company's SKUs, sorted",
        response: { 200: skuListSchema, 304: notModifiedSchema },
      },
    },
    async (req, reply) => cachedJson(req, reply, await catalog.skus(requireCompany(req.company))),
  );

  app.get(
    '/api/bulk/carriers',
    {
      config: CARRIERS,
      schema: {
        tags: ['catalog'],
        summary: 'Freight carriers: name, SCAC and shorthand (company_id with _bulk)',
        response: { 200: carrierListSchema, 304: notModifiedSchema },
      },
    },
    async (req, reply) => cachedJson(req, reply, await catalog.carriers(requireCompany(req.company))),
  );

  app.get(
    '/api/v1/item_asins',
    {
      config: ITEM_ASINS,
      schema: {
        tags: ['catalog'],
        summary: 'ASIN rows and label-printing SKU items, as the compressed envelope of {asins, items}',
        response: { 200: envelopeSchema, 304: notModifiedSchema },
      },
    },
    async (req, reply) => {
      const envelope = encodeEnvelope(await catalog.itemAsins(requireCompany(req.company)));
      if (notModified(req, reply, envelope)) return reply;
      return reply.type('text/plain; charset=utf-8').send(envelope);
    },
  );
};
