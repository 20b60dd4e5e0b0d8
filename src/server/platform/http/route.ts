import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { envelopeSchema, errorSchema } from '@shared/api/common';
import { endpointArea, type Endpoint, type EndpointArgs, type RefusalStatus } from '@shared/api/endpoint';
import type { App } from './types';

/** A file answer: the bytes, the name the browser saves it under, and its type when not the contract's. */
export type FileAnswer = { name: string; body: Buffer | string; type?: string };

/** What a handler returns for a call: the JSON answer, the encoded envelope, a file, or nothing (204). */
export type HandlerAnswer<E extends Endpoint> = E['envelope'] extends true
  ? string
  : E['file'] extends string
    ? FileAnswer
    : E['response'] extends z.ZodType
      ? z.input<E['response']>
      : void;

/**
 * A route handler gets the validated parts of the call and the request (principal, company); it
 * returns the answer, or sends one itself through `reply` (a 304, a stream) and returns the reply.
 */
export type EndpointHandler<E extends Endpoint> = (
  args: EndpointArgs<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E> | FastifyReply>;

/** Route options a contract does not carry (transport details of this server). */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit'> & {
  /** Extra documented answers, e.g. the 304 of a cached list. */
  responses?: Record<number, z.ZodType>;
};

const noContent = z.null().describe('No content');
const fileContent = (type: string) => z.any().describe(`The file (${type})`);
const DEFAULT_REFUSALS: readonly RefusalStatus[] = [400, 403];

function responses(endpoint: Endpoint, extras: RouteExtras): Record<number, z.ZodType> {
  const map: Record<number, z.ZodType> = {};
  if (endpoint.envelope) map[200] = envelopeSchema;
  else if (endpoint.file) map[200] = fileContent(endpoint.file);
  else if (endpoint.response) map[endpoint.status ?? 200] = endpoint.response;
  else map[204] = noContent;
  const refusals = 'public' in endpoint.access ? (endpoint.refusals ?? []) : DEFAULT_REFUSALS;
  for (const status of [...refusals, ...(endpoint.refusals ?? [])]) map[status] = errorSchema;
  return { ...map, ...extras.responses };
}

/**
 * Registers the route of a call from its contract (ARCHITECTURE section 3): method and path, the
 * access the hook enforces, the Idempotency-Key opt-in, validation of params, query and body, the
 * OpenAPI entry, and how the answer leaves (JSON with its status, the compressed envelope, a file
 * download, or 204).
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const url = `${endpoint.root ? '' : '/api'}${endpoint.path}`;
  app.route({
    method: endpoint.method,
    url,
    config: {
      access: endpoint.access,
      ...(endpoint.idempotent ? { idempotent: true } : {}),
      ...(endpoint.failureSaysSuccess ? { failureSaysSuccess: true } : {}),
    },
    // An envelope is deflated already and a file is sent as it is: gzip over them only costs time.
    ...(endpoint.envelope || endpoint.file ? { compress: false as const } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    schema: {
      tags: [endpointArea(endpoint)],
      summary: endpoint.summary,
      operationId: endpoint.name,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responses(endpoint, extras),
    },
    handler: async (request, reply) => {
      const args = { params: request.params, query: request.query, body: request.body } as EndpointArgs<E>;
      const answer = await handler(args, request, reply);
      if (reply.sent || answer === reply) return reply;
      if (endpoint.envelope) {
        return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(answer);
      }
      if (endpoint.file) {
        const file = answer as FileAnswer;
        return reply
          .type(file.type ?? endpoint.file)
          .header('content-disposition', `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`)
          .send(file.body);
      }
      if (!endpoint.response) return reply.code(204).send(null);
      return reply.code(endpoint.status ?? 200).send(answer);
    },
  });
}
