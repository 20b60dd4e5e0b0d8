import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  createUserSchema,
  logQuerySchema,
  resetPasswordSchema,
  updateUserSchema,
  userListSchema,
} from '@shared/api/admin/users';
import { envelopeSchema, errorSchema, idParamsSchema } from '@shared/api/common';
import { encodeEnvelope } from '@shared/lib/codec';
import { requireUser } from '../../../platform/http/types';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import type { UsersService } from './users.service';

type Options = { users: UsersService; log: LogRepository };

const USERS = { access: { screens: ['/users'], side: 'any' } } as const;
const LOG = { access: { screens: ['/log'], side: 'any' } } as const;

export const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, log }) => {
  app.get(
    '/api/admin/users',
    { config: USERS, schema: { tags: ['admin'], summary: 'List users', response: { 200: userListSchema } } },
    async () => ({ users: await users.list() }),
  );

  app.post(
    '/api/admin/users',
    {
      config: { ...USERS, idempotent: true },
      schema: {
        tags: ['admin'],
        summary: 'Create a user',
        body: createUserSchema,
        response: { 201: adminUserSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (req, reply) => {
      const user = await users.create(req.body, requireUser(req.principal), req.company?.company ?? '');
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      config: USERS,
      schema: {
        tags: ['admin'],
        summary: 'Edit a user: name and permission flags',
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: adminUserSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (req) =>
      users.update(req.params.id, req.body, requireUser(req.principal), req.company?.company ?? ''),
  );

  app.put(
    '/api/admin/users/:id/password',
    {
      config: USERS,
      schema: {
        tags: ['admin'],
        summary: "Reset a user's password",
        params: idParamsSchema,
        body: resetPasswordSchema,
        response: { 204: z.null().describe('No content'), 400: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      await users.resetPassword(
        req.params.id,
        req.body.password,
        requireUser(req.principal),
        req.company?.company ?? '',
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: USERS,
      schema: {
        tags: ['admin'],
        summary: 'Delete a user',
        params: idParamsSchema,
        response: { 204: z.null().describe('No content'), 400: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      await users.remove(req.params.id, requireUser(req.principal), req.company?.company ?? '');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/log',
    {
      config: LOG,
      schema: {
        tags: ['admin'],
        summary: 'The log, newest first, as the compressed envelope of {data: [...]}',
        querystring: logQuerySchema,
        response: { 200: envelopeSchema },
      },
    },
    async (req, reply) => {
      const rows = await log.list(req.company?.company ?? '', req.query.limit, req.query.level);
      const data = rows.map((row) => ({
        id: row.id,
        level: row.level,
        message: row.message,
        meta: row.meta ?? null,
        timestamp: row.timestamp.toISOString(),
      }));
      return reply.type('text/plain; charset=utf-8').send(encodeEnvelope({ data }));
    },
  );
};
