import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  listBulkVendors,
  listCarriers,
  listDropshipVendors,
  listSkus,
  readItemAsins,
} from '@shared/api/catalog/reference-lists';
import { encodeEnvelope } from '@shared/lib/codec';
import { notModified } from '../../../platform/http/http-cache';
import { route, type RouteExtras } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { CatalogService } from './catalog.service';

/** Every list may answer an empty 304: clients keep them on the device and revalidate. */
const CACHED: RouteExtras = {
  responses: { 304: z.null().describe('Not modified: the ETag in If-None-Match still holds') },
};

/** The body, or an empty 304 when the client's copy is current. */
function cachedJson<T>(req: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  return notModified(req, reply, JSON.stringify(body)) ? reply : body;
}

/** The reference lists of D1, D2 and D3 section 7, for the company of the company_id header. */
export function catalogRoutes(app: App, catalog: CatalogService): void {
  route(
    app,
    listDropshipVendors,
    async (_, req, reply) =>
      cachedJson(req, reply, await catalog.vendors(requireCompany(req.company), 'dropship')),
    CACHED,
  );

  route(
    app,
    listBulkVendors,
    async (_, req, reply) =>
      cachedJson(req, reply, await catalog.vendors(requireCompany(req.company), 'bulk')),
    CACHED,
  );

  route(
    app,
    listSkus,
    async (_, req, reply) => cachedJson(req, reply, await catalog.skus(requireCompany(req.company))),
    CACHED,
  );

  route(
    app,
    listCarriers,
    async (_, req, reply) => cachedJson(req, reply, await catalog.carriers(requireCompany(req.company))),
    CACHED,
  );

  // Sent here rather than by route(): the envelope keeps the list's own cache-control and ETag.
  route(
    app,
    readItemAsins,
    async (_, req, reply) => {
      const envelope = encodeEnvelope(await catalog.itemAsins(requireCompany(req.company)));
      if (notModified(req, reply, envelope)) return reply;
      return reply.type('text/plain; charset=utf-8').send(envelope);
    },
    CACHED,
  );
}
