import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@shared/api/common';
import {
  amazonBatchResultSchema,
  amazonBatchSchema,
  customerUpdatedSchema,
  failedTrackingListSchema,
  failedTrackingQuerySchema,
  redoTrackingSchema,
  trackingSetSchema,
  updateCustomerSchema,
  updateTrackingSchema,
} from '@shared/api/dropship/failed-tracking';
import type { ModuleDeps } from '../../../platform/module';
import { requireCompany, requireUser } from '../../../platform/http/types';
import { FailedTrackingRepository } from './failed-tracking.repository';
import { FailedTrackingService } from './failed-tracking.service';

const ACCESS = { access: { screens: ['/failed_tracking'], side: 'dropship' } } as const;
/** Writes that buy labels: a retried request must not buy a second one. */
const WRITE = { ...ACCESS, idempotent: true } as const;
const TAGS = ['failed-tracking'];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const carrierErrors = { ...errors, 422: errorSchema, 502: errorSchema };

/** Failed Tracking (D2; D1 section 7): the list, a number by hand, redo, address, Amazon batches. */
export const failedTrackingRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new FailedTrackingService(
    new FailedTrackingRepository(deps.db),
    deps.integrations,
    deps.files,
  );

  app.get(
    '/api/dropship/orders/failed_tracking',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: 'Packages whose label could not be bought, in the warehouses the caller holds',
        querystring: failedTrackingQuerySchema,
        response: { 200: failedTrackingListSchema, 403: errorSchema },
      },
    },
    async (req) => ({
      rows: await service.list(requireUser(req.principal), requireCompany(req.company), req.query.warehouse),
    }),
  );

  app.put(
    '/api/dropship/orders/update_tracking',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: "Set a tracking number by hand (checked against the package's carrier; empty refused)",
        body: updateTrackingSchema,
        response: { 200: trackingSetSchema, ...errors },
      },
    },
    async (req) =>
      service.setTracking(
        requireUser(req.principal),
        requireCompany(req.company),
        req.body.order_id,
        req.body.tracking_number,
      ),
  );

  app.put(
    '/api/dropship/orders/redo_single_tracking',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: "Ask the package's carrier for a label again (with address verification)",
        body: redoTrackingSchema,
        response: { 200: trackingSetSchema, ...carrierErrors },
      },
    },
    async (req) => service.redo(requireUser(req.principal), requireCompany(req.company), req.body.order_id),
  );

  app.put(
    '/api/dropship/orders/redo_tracking',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Admin only: Regenerate Labels w/o Address Verification for one package',
        body: redoTrackingSchema,
        response: { 200: trackingSetSchema, ...carrierErrors },
      },
    },
    async (req) =>
      service.redo(requireUser(req.principal), requireCompany(req.company), req.body.order_id, {
        skipVerification: true,
      }),
  );

  app.put(
    '/api/dropship/orders/update_customer',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: "Correct the customer's name and address of a failed package's order",
        body: updateCustomerSchema,
        response: { 200: customerUpdatedSchema, ...errors },
      },
    },
    async (req) => ({
      order_id: req.body.order_id,
      row: await service.updateCustomer(requireUser(req.principal), requireCompany(req.company), req.body),
    }),
  );

  app.post(
    '/api/dropship/vendor/label_requests',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Resend Amazon: new Amazon label requests for the failed Amazon packages',
        body: amazonBatchSchema,
        response: { 200: amazonBatchResultSchema, ...carrierErrors },
      },
    },
    async (req) =>
      service.resendAmazon(requireUser(req.principal), requireCompany(req.company), req.body.warehouse),
  );

  app.post(
    '/api/dropship/vendor/get_label_requests',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Repull Amazon: fetch the labels of Amazon numbers whose label never reached us',
        body: amazonBatchSchema,
        response: { 200: amazonBatchResultSchema, ...carrierErrors },
      },
    },
    async (req) =>
      service.repullAmazon(requireUser(req.principal), requireCompany(req.company), req.body.warehouse),
  );
};
