import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appConfigSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  tokenResponseSchema,
} from '@shared/api/auth/login';
import { errorSchema } from '@shared/api/common';
import type { ServerConfig } from '../../../config';
import type { ClientInfo } from '../../../platform/auth/principal';
import type { AuthService } from './login.service';

type Options = { auth: AuthService; config: ServerConfig };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, config }) => {
  const clientOf = (req: { ip: string; headers: Record<string, unknown> }): ClientInfo => ({
    address: req.ip,
    userAgent: (typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '').slice(0, 300),
  });

  app.get(
    '/api/auth/config',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'Public settings the sign-in page needs',
        response: { 200: appConfigSchema },
      },
    },
    async () => ({
      name: config.sandbox ? 'SANDBOX' : 'Dockhand',
      sandbox: config.sandbox,
      version: config.version,
      support_email: config.supportEmail,
    }),
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (req) => auth.login(req.body.username, req.body.password, clientOf(req)),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and get a new access token',
        body: refreshRequestSchema,
        response: { 200: tokenResponseSchema, 401: errorSchema },
      },
    },
    async (req) => auth.refresh(req.body.refresh_token),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: end the refresh token family',
        body: logoutRequestSchema,
      },
    },
    async (req, reply) => {
      await auth.logout(req.body.refresh_token, clientOf(req));
      return reply.code(204).send();
    },
  );
};
