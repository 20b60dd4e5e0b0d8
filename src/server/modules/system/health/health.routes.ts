import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { errorSchema } from '@shared/api/common';

export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/api/health',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['health'],
        summary: 'Answers ok once the database is reachable',
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorSchema },
      },
    },
    async (_req, reply) => {
      try {
        await pool.query('select 1');
        return { status: 'ok' as const };
      } catch {
        return reply
          .code(503)
          .send({ error: 'database_unavailable', message: 'The database is not reachable.' });
      }
    },
  );
};
