import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema } from '@shared/api/common';
import {
  createdDeviceSchema,
  createDeviceSchema,
  deviceListSchema,
  pairDeviceSchema,
  pairedDeviceSchema,
} from '@shared/api/admin/devices';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { DevicesService } from './devices.service';

type Options = { devices: DevicesService };

/** Enrolment is an admin task: the Kiosk Devices screen's access. */
const ADMIN = { access: { screens: ['/devices'], side: 'any' } } as const;

export const deviceRoutes: FastifyPluginAsyncZod<Options> = async (app, { devices }) => {
  app.get(
    '/api/admin/devices',
    {
      config: ADMIN,
      schema: {
        tags: ['devices'],
        summary: "The company's enrolled devices",
        response: { 200: deviceListSchema },
      },
    },
    async (req) => ({ devices: await devices.list(requireCompany(req.company)) }),
  );

  app.post(
    '/api/admin/devices',
    {
      config: { ...ADMIN, idempotent: true },
      schema: {
        tags: ['devices'],
        summary: 'Enrol a device for one warehouse; answers a one-time pairing code (15 minutes)',
        body: createDeviceSchema,
        response: { 201: createdDeviceSchema, 400: errorSchema },
      },
    },
    async (req, reply) => {
      const created = await devices.create(req.body, requireUser(req.principal), requireCompany(req.company));
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/admin/devices/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['devices'],
        summary: 'Revoke a device: its token stops working at once (401)',
        params: idParamsSchema,
        response: { 204: z.null().describe('No content'), 404: errorSchema },
      },
    },
    async (req, reply) => {
      await devices.revoke(requireCompany(req.company), req.params.id, requireUser(req.principal));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/devices/pair',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['devices'],
        summary: 'Trade a pairing code for a device token (one use; throttled per address)',
        body: pairDeviceSchema,
        response: { 200: pairedDeviceSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (req) =>
      devices.pair(req.body.code, {
        address: req.ip,
        userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
      }),
  );
};
