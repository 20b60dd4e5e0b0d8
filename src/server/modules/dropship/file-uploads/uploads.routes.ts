import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@shared/api/common';
import {
  deleteUploadResponseSchema,
  dropshipUploadSchema,
  orderUploadRequestSchema,
  orderUploadResponseSchema,
  recreateLabelsResponseSchema,
  uploadIdBodySchema,
  uploadIdParamsSchema,
  uploadIdQuerySchema,
  uploadListQuerySchema,
  uploadListSchema,
} from '@shared/api/dropship/file-uploads';
import type { ModuleDeps } from '../../../platform/module';
import { requireCompany, requireUser } from '../../../platform/http/types';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

/**
 * File Uploads (D1 sections 2 and 7). Every route serves /uploads (dropship, and admin through the
 * menu); Delete and Re-create Labels also need admin, which the service checks (D1 section 6).
 */
const UPLOADS = { access: { screens: ['/uploads'], side: 'dropship' } } as const;
const TAGS = ['dropship-uploads'];
const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const dropshipUploadRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new UploadsService(new UploadsRepository(deps.db), deps.files, deps.jobs);

  app.post(
    '/api/dropship/orders/uploads',
    {
      config: { ...UPLOADS, idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Upload a dropship order file (rows of the order template); processed by a job',
        body: orderUploadRequestSchema,
        response: { 202: orderUploadResponseSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const created = await service.create(requireUser(req.principal), requireCompany(req.company), req.body);
      return reply.code(202).send(created);
    },
  );

  app.get(
    '/api/dropship/orders/uploads',
    {
      config: UPLOADS,
      schema: {
        tags: TAGS,
        summary: 'File Status: the newest dropship uploads of the company',
        querystring: uploadListQuerySchema,
        response: { 200: uploadListSchema, ...refusals },
      },
    },
    async (req) => ({ uploads: await service.list(requireCompany(req.company), req.query.limit) }),
  );

  app.get(
    '/api/dropship/orders/uploads/:upload_id',
    {
      config: UPLOADS,
      schema: {
        tags: TAGS,
        summary: 'One upload with its counts and failed orders (polled until it is not processing)',
        params: uploadIdParamsSchema,
        response: { 200: dropshipUploadSchema, ...refusals },
      },
    },
    async (req) => service.get(requireCompany(req.company), req.params.upload_id),
  );

  app.get(
    '/api/dropship/uploads/tracking',
    {
      config: UPLOADS,
      schema: {
        tags: TAGS,
        summary: "Tracking: the upload's orders with their tracking numbers (text/csv)",
        querystring: uploadIdQuerySchema,
      },
    },
    async (req, reply) => {
      const { fileName, csv } = await service.trackingCsv(requireCompany(req.company), req.query.upload_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.delete(
    '/api/dropship/uploads',
    {
      config: { ...UPLOADS, idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Delete an upload (admin): its orders not on a pull sheet or shipped',
        querystring: uploadIdQuerySchema,
        response: { 200: deleteUploadResponseSchema, ...refusals },
      },
    },
    async (req) =>
      service.delete(requireUser(req.principal), requireCompany(req.company), req.query.upload_id),
  );

  app.post(
    '/api/dropship/uploads/recreate_labels',
    {
      config: { ...UPLOADS, idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Re-create Labels (admin): queue new labels for packages without one',
        body: uploadIdBodySchema,
        response: { 202: recreateLabelsResponseSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const queued = await service.recreateLabels(
        requireUser(req.principal),
        requireCompany(req.company),
        req.body.upload_id,
      );
      return reply.code(202).send(queued);
    },
  );

  app.get(
    '/api/dropship/orders/master_packslips',
    {
      config: UPLOADS,
      schema: {
        tags: TAGS,
        summary: 'Get Master Packslips of a Petsense upload (application/pdf)',
        querystring: uploadIdQuerySchema,
      },
    },
    async (req, reply) => {
      const { fileName, pdf } = await service.masterPackslips(
        requireCompany(req.company),
        req.query.upload_id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
