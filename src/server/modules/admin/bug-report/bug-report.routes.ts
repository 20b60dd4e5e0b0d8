import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bugReportResponseSchema, bugReportSchema } from '@shared/api/admin/users';
import { errorSchema } from '@shared/api/common';
import type { Db } from '../../../platform/db/client';
import { bugReports } from '../../../platform/db/schema/admin';
import { requireUser } from '../../../platform/http/types';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';

const LEVEL_BY_SEVERITY = { Minor: 'info', Major: 'warn', Critical: 'error' } as const;

/** Report Error (D3 2.16): stored, and written to the log where admins see it. */
export const bugReportRoutes: FastifyPluginAsyncZod<{ db: Db; log: LogRepository }> = async (
  app,
  { db, log },
) => {
  app.post(
    '/api/bugreport',
    {
      config: { access: { screens: ['/bugreport'], side: 'any' }, idempotent: true },
      schema: {
        tags: ['admin'],
        summary: 'Report an error',
        body: bugReportSchema,
        response: { 201: bugReportResponseSchema, 400: errorSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req.principal);
      const company = req.company?.company ?? '';
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bugReports)
          .values({
            company,
            userId: user.id,
            username: user.username,
            severity: req.body.severity,
            description: req.body.description,
            page: req.body.page ?? null,
          })
          .returning({ id: bugReports.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
      await log.write({
        level: LEVEL_BY_SEVERITY[req.body.severity],
        company,
        message: `Bug report #${id} (${req.body.severity}) from ${user.username}: ${req.body.description.slice(0, 200)}`,
        meta: {
          event: 'bugreport',
          bug_report_id: id,
          severity: req.body.severity,
          username: user.username,
          page: req.body.page ?? null,
          description: req.body.description,
        },
      });
      return reply.code(201).send({ id });
    },
  );
};
