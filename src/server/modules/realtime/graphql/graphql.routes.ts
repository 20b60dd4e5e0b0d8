import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorSchema } from '@shared/api/common';
import {
  graphqlErrorsSchema,
  postGraphql,
  subscribeGraphql,
  type RefreshSignal,
} from '@shared/api/realtime/graphql';
import { route } from '../../../platform/http/route';
import { requireCompany, requirePrincipal, type App } from '../../../platform/http/types';
import type { SseHub } from '../../../platform/realtime/sse-hub';
import type { ChangeFeedService } from '../change-feed.service';
import { parseOperation, UNSUPPORTED_MESSAGE } from './graphql-documents';

/**
 * GraphQL answers a document it cannot serve as `{errors: [...]}`; the access layer's refusals (a
 * missing company header) stay the API's `{error, message}`.
 */
const GRAPHQL_ERRORS = { responses: { 400: z.union([graphqlErrorsSchema, errorSchema]) } };

const graphqlError = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ errors: [{ message }] });

/**
 * `/graphql` on the change bus (ARCHITECTURE section 7). The mutation answers `{data:
 * {triggerRefresh: true}}` and signals `boards`; the subscription streams GraphQL over SSE
 * (distinct connections mode: `event: next` with `{data: {refreshSignal: <topic>}}`) for every
 * `boards` or `sign-ins` change of the caller's company. POST with Accept: text/event-stream, or
 * GET with `?query=` and a `?ticket=` for EventSource.
 */
export function graphqlRoutes(app: App, feed: ChangeFeedService, hub: SseHub): void {
  const subscribe = (req: FastifyRequest, reply: FastifyReply) => {
    const principal = requirePrincipal(req.principal);
    const stream = hub.open(req, reply);
    stream.onClose(
      feed.listen(principal, requireCompany(req.company), (event) => {
        const signal: RefreshSignal = { data: { refreshSignal: event.topic } };
        stream.send('next', signal);
      }),
    );
    return reply;
  };

  route(
    app,
    postGraphql,
    async ({ body }, req, reply) => {
      const operation = parseOperation(body.query ?? '');
      if (operation === 'triggerRefresh') {
        await feed.triggerRefresh(requireCompany(req.company));
        return { data: { triggerRefresh: true } as const };
      }
      if (operation !== 'refreshSignal') return graphqlError(reply, UNSUPPORTED_MESSAGE);
      return subscribe(req, reply);
    },
    GRAPHQL_ERRORS,
  );

  route(
    app,
    subscribeGraphql,
    async ({ query }, req, reply) => {
      // A GET may not change anything (GraphQL over HTTP): only the subscription is served here.
      if (parseOperation(query.query ?? '') !== 'refreshSignal')
        return graphqlError(reply, UNSUPPORTED_MESSAGE);
      return subscribe(req, reply);
    },
    GRAPHQL_ERRORS,
  );
}
