import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { requireCompany, requirePrincipal } from '../../../platform/http/types';
import { publishChange, type ChangeBus } from '../../../platform/realtime/change-bus';
import { hears } from '../../../platform/realtime/change-filter';
import type { SseHub } from '../../../platform/realtime/sse-hub';
import { parseOperation, UNSUPPORTED_MESSAGE } from './graphql-documents';

type Options = { db: Db; bus: ChangeBus; hub: SseHub };

/** The boards and the sign-in dashboard use refreshSignal; Refresh Screens sends triggerRefresh. */
const GRAPHQL = {
  access: { screens: ['/shipping_dash', '/carrier_sign_in_dashboard'], side: 'any', ticket: true },
} as const;

const requestSchema = z.object({
  query: z.string().max(2000).optional(),
  operationName: z.string().max(100).nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

const graphqlError = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ errors: [{ message }] });

/**
 * `/graphql` on the change bus (ARCHITECTURE section 7). The mutation answers `{data:
 * {triggerRefresh: true}}` and signals `boards`; the subscription streams GraphQL over SSE
 * (distinct connections mode: `event: next` with `{data: {refreshSignal: <topic>}}`) for every
 * `boards` or `sign-ins` change of the caller's company. POST with Accept: text/event-stream, or
 * GET with `?query=` and a `?ticket=` for EventSource.
 */
export const graphqlRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, bus, hub }) => {
  const handle = async (req: FastifyRequest, reply: FastifyReply, query: string | undefined) => {
    const operation = parseOperation(query ?? '');
    const company = requireCompany(req.company);
    if (operation === 'triggerRefresh') {
      await publishChange(db, { topic: 'boards', company, warehouse: null, action: 'refresh', id: null });
      return reply.send({ data: { triggerRefresh: true } });
    }
    if (operation !== 'refreshSignal') return graphqlError(reply, UNSUPPORTED_MESSAGE);
    const principal = requirePrincipal(req.principal);
    const stream = hub.open(req, reply);
    stream.onClose(
      bus.subscribe((event) => {
        if (event.topic === 'sign-ins' || event.topic === 'boards' || event.topic === 'resync') {
          if (hears(event, principal, company)) stream.send('next', { data: { refreshSignal: event.topic } });
        }
      }),
    );
    return reply;
  };

  app.post(
    '/graphql',
    {
      config: GRAPHQL,
      schema: { tags: ['realtime'], summary: 'triggerRefresh / refreshSignal', body: requestSchema },
    },
    async (req, reply) => handle(req, reply, req.body.query),
  );

  app.get(
    '/graphql',
    {
      config: GRAPHQL,
      schema: {
        tags: ['realtime'],
        summary: 'refreshSignal over SSE for EventSource (?query=&ticket=)',
        querystring: requestSchema.pick({ query: true }).extend({ ticket: z.string().max(2000).optional() }),
      },
    },
    async (req, reply) => {
      // A GET may not change anything (GraphQL over HTTP): only the subscription is served here.
      if (parseOperation(req.query.query ?? '') !== 'refreshSignal')
        return graphqlError(reply, UNSUPPORTED_MESSAGE);
      return handle(req, reply, req.query.query);
    },
  );
};
