import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** For load balancers and monitors: ok once the database answers, 503 while it does not. */
export const healthSchema = z.object({ status: z.literal('ok') });

export const checkHealth = defineEndpoint({
  name: 'system.health.check',
  method: 'GET',
  path: '/health',
  summary: 'Answers ok once the database is reachable',
  access: { public: true },
  response: healthSchema,
  refusals: [503],
});
