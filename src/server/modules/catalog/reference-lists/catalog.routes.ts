import { z } from 'zod';
import {
  listBulkVendors,
  listCarriers,
  listDropshipVendors,
  listSkus,
  readItemAsins,
} from '@shared/api/catalog/reference-lists';
import type { ListCache } from '../../../platform/http/http-cache';
import { route, type RouteExtras } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { CatalogService } from './catalog.service';

/** Every list may answer an empty 304: clients keep them on the device and revalidate. */
const CACHED: RouteExtras = {
  responses: { 304: z.null().describe('Not modified: the ETag in If-None-Match still holds') },
};

/**
 * The reference lists of D1, D2 and D3 section 7, for the company of the company_id header. Each is
 * kept serialised in the list cache, dropped when a row of the tables it names changes.
 */
export function catalogRoutes(app: App, catalog: CatalogService, lists: ListCache): void {
  route(
    app,
    listDropshipVendors,
    async (_, req, reply) => {
      const company = requireCompany(req.company);
      const list = { key: `dropship-vendors:${company}`, tables: ['vendors'] };
      return lists.send(req, reply, list, () => catalog.vendors(company, 'dropship'));
    },
    CACHED,
  );

  route(
    app,
    listBulkVendors,
    async (_, req, reply) => {
      const company = requireCompany(req.company);
      const list = { key: `bulk-vendors:${company}`, tables: ['vendors'] };
      return lists.send(req, reply, list, () => catalog.vendors(company, 'bulk'));
    },
    CACHED,
  );

  route(
    app,
    listSkus,
    async (_, req, reply) => {
      const company = requireCompany(req.company);
      return lists.send(req, reply, { key: `skus:${company}`, tables: ['items'] }, () =>
        catalog.skus(company),
      );
    },
    CACHED,
  );

  route(
    app,
    listCarriers,
    async (_, req, reply) => {
      const company = requireCompany(req.company);
      const list = { key: `carriers:${company}`, tables: ['carriers'] };
      return lists.send(req, reply, list, () => catalog.carriers(company));
    },
    CACHED,
  );

  // The envelope keeps the list's own cache-control and ETag (route() would mark it no-store).
  route(
    app,
    readItemAsins,
    async (_, req, reply) => {
      const company = requireCompany(req.company);
      const list = { key: `item-asins:${company}`, tables: ['items'], format: 'envelope' as const };
      return lists.send(req, reply, list, () => catalog.itemAsins(company));
    },
    CACHED,
  );
}
