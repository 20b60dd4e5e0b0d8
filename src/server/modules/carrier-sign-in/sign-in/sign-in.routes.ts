import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newSignInResponseSchema,
  newSignInSchema,
  signInListSchema,
  signInQuerySchema,
} from '@shared/api/carrier-sign-in/sign-in';
import { errorSchema, idParamsSchema } from '@shared/api/common';
import { requireCompany, requirePrincipal } from '../../../platform/http/types';
import type { SignInsService } from './sign-ins.service';

type Options = { signIns: SignInsService };

/**
 * Carrier sign-in REST (D2 section 7). The spec lists these apart from the bulk calls and the kiosk
 * sends the plain company header; `any` also takes the `_bulk` form the carrier list needs, so a
 * client can use one header for the whole screen. Kiosk calls accept a carrier-sign-in device token.
 */
const KIOSK = {
  access: { screens: ['/carrier_sign_in'], side: 'any', devices: ['carrier-sign-in'] },
} as const;
/** The list serves the kiosk (open=true) and the dashboard (a day); the service checks which. */
const LIST = {
  access: {
    screens: ['/carrier_sign_in', '/carrier_sign_in_dashboard'],
    side: 'any',
    devices: ['carrier-sign-in'],
  },
} as const;
const DASHBOARD = { access: { screens: ['/carrier_sign_in_dashboard'], side: 'any' } } as const;

const noContent = z.null().describe('No content');

export const signInRoutes: FastifyPluginAsyncZod<Options> = async (app, { signIns }) => {
  app.get(
    '/api/carrier-sign-in/sign-ins',
    {
      config: LIST,
      schema: {
        tags: ['carrier-sign-in'],
        summary: 'Sign-ins: open=true (kiosk), a date (dashboard, needs its scope), or the newest 1000',
        querystring: signInQuerySchema,
        response: { 200: signInListSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (req) => ({
      signIns: await signIns.list(requirePrincipal(req.principal), requireCompany(req.company), req.query),
    }),
  );

  app.post(
    '/api/carrier-sign-in/sign-ins',
    {
      config: { ...KIOSK, idempotent: true },
      schema: {
        tags: ['carrier-sign-in'],
        summary: 'Sign a driver in (exactly once per client_id); the signature is a PNG data URL',
        body: newSignInSchema,
        response: { 201: newSignInResponseSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      const id = await signIns.create(
        requirePrincipal(req.principal),
        requireCompany(req.company),
        req.body.newSignIn,
      );
      return reply.code(201).send({ newSignInId: id });
    },
  );

  app.put(
    '/api/carrier-sign-in/sign-ins/:id',
    {
      config: { ...KIOSK, idempotent: true },
      schema: {
        tags: ['carrier-sign-in'],
        summary: 'Sign a driver out (empty body); signing out twice changes nothing',
        params: idParamsSchema,
        response: { 204: noContent, 404: errorSchema },
      },
    },
    async (req, reply) => {
      await signIns.signOut(requirePrincipal(req.principal), requireCompany(req.company), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/carrier-sign-in/sign-ins/:id/signature',
    {
      config: DASHBOARD,
      schema: {
        tags: ['carrier-sign-in'],
        summary: "The driver's signature (image/png); 404 when there is none",
        params: idParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await signIns.signature(
        requirePrincipal(req.principal),
        requireCompany(req.company),
        req.params.id,
      );
      // Signatures never change once stored.
      return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(file.bytes);
    },
  );
};
