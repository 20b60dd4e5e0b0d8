import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { CHANGE_TOPICS } from './events';

/**
 * The spec's GraphQL operations (D2 section 7): `mutation { triggerRefresh }` (Refresh Screens) and
 * `subscription { refreshSignal }` (the boards and the sign-in dashboard reload on it). Served at
 * `/graphql`, outside `/api`, on the same change bus as GET /api/events.
 */
export const REFRESH_SIGNAL = 'subscription { refreshSignal }';
export const TRIGGER_REFRESH = 'mutation { triggerRefresh }';

export const graphqlRequestSchema = z.object({
  query: text().max(2000).optional(),
  operationName: text().max(100).nullish(),
  variables: z.record(text(), z.unknown()).nullish(),
});

export const triggerRefreshResultSchema = z.object({ data: z.object({ triggerRefresh: z.literal(true) }) });

/** One `event: next` of the subscription: the topic that changed. */
export const refreshSignalSchema = z.object({ data: z.object({ refreshSignal: z.enum(CHANGE_TOPICS) }) });
export type RefreshSignal = z.infer<typeof refreshSignalSchema>;

/** GraphQL's own error answer (400), not the API's `{error, message}`. */
export const graphqlErrorsSchema = z.object({ errors: z.array(z.object({ message: text() })) });

const GRAPHQL = {
  screens: ['/shipping_dash', '/carrier_sign_in_dashboard'],
  side: 'any',
  ticket: true,
} as const;

/**
 * The mutation answers JSON; the subscription (with Accept: text/event-stream) streams GraphQL over
 * SSE, distinct connections mode: `event: next` carrying a `refreshSignalSchema` per change.
 */
export const postGraphql = defineEndpoint({
  name: 'realtime.graphql.post',
  method: 'POST',
  path: '/graphql',
  root: true,
  summary: 'triggerRefresh, or refreshSignal as server-sent events',
  access: GRAPHQL,
  body: graphqlRequestSchema,
  response: z.union([triggerRefreshResultSchema, refreshSignalSchema]),
});

/**
 * The subscription for EventSource (`?query=&ticket=`); a GET never changes anything, so an
 * enrolled display (a wall board) may open it too. It cannot send the mutation (POST).
 */
export const subscribeGraphql = defineEndpoint({
  name: 'realtime.graphql.subscribe',
  method: 'GET',
  path: '/graphql',
  root: true,
  summary: 'refreshSignal over SSE for EventSource (?query=&ticket=)',
  access: { ...GRAPHQL, devices: ['display'] },
  query: graphqlRequestSchema.pick({ query: true }).extend({ ticket: text().max(2000).optional() }),
  response: refreshSignalSchema,
});
