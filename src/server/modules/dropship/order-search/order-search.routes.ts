import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, errorSchema } from '@shared/api/common';
import { orderSearchQuerySchema } from '@shared/api/dropship/order-search';
import type { ModuleDeps } from '../../../platform/module';
import { requireCompany } from '../../../platform/http/types';
import { OrderSearchRepository } from './order-search.repository';
import { OrderSearchService } from './order-search.service';

/** Order Search serves /order_search: dropship and warranties, and admin through the menu. */
const SEARCH = { access: { screens: ['/order_search'], side: 'dropship' } } as const;

export const orderSearchRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const service = new OrderSearchService(new OrderSearchRepository(db));

  app.get(
    '/api/dropship/order-search',
    {
      config: SEARCH,
      // The envelope is already deflated; gzip over base64 would only win back base64's quarter
      // at the cost of compressing megabytes a second time.
      compress: false,
      schema: {
        tags: ['dropship'],
        summary:
          'Dropship orders with their shipments, newest upload first (at most 8000), as the compressed envelope of {data}',
        querystring: orderSearchQuerySchema,
        response: { 200: envelopeSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      const envelope = await service.search(requireCompany(req.company), req.query);
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(envelope);
    },
  );
};
