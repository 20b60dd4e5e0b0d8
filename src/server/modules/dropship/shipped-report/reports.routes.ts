import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippedReportQuerySchema, shippedReportSchema } from '@shared/api/dropship/shipped-report';
import { errorSchema } from '@shared/api/common';
import { requireCompany } from '../../../platform/http/types';
import type { ModuleDeps } from '../../../platform/module';
import { ShippedReportRepository } from './shipped-report.repository';
import { ShippedReportService } from './shipped-report.service';

const SHIPPED_REPORT = { access: { screens: ['/shipped_report'], side: 'dropship' } } as const;

/** Reports of the dropship side: the Shipped Orders Report (D1 section 7, /audits). */
export const reportsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const reports = new ShippedReportService(new ShippedReportRepository(db));

  app.get(
    '/api/audits/shipped-orders-by-date-range',
    {
      config: SHIPPED_REPORT,
      schema: {
        tags: ['reports'],
        summary:
          'Fully shipped orders whose pickup_time falls in startdate..enddate (YYYY-MM-DD, America/New_York days, both included, at most 366 days)',
        querystring: shippedReportQuerySchema,
        response: { 200: shippedReportSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (req) => reports.report(requireCompany(req.company), req.query),
  );
};
