import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shared/api/common';
import { eventTicketSchema, SSE_EVENTS } from '@shared/api/realtime/events';
import { requireCompany, requirePrincipal } from '../../../platform/http/types';
import type { ChangeBus } from '../../../platform/realtime/change-bus';
import { hears } from '../../../platform/realtime/change-filter';
import { TICKET_TTL_SECONDS, type EventTickets } from '../../../platform/realtime/event-tickets';
import type { SseHub } from '../../../platform/realtime/sse-hub';

type Options = { bus: ChangeBus; hub: SseHub; tickets: EventTickets };

/** The screens that listen today; a kiosk listens for its warehouse's sign-ins. */
const EVENTS = {
  access: {
    screens: ['/carrier_sign_in', '/carrier_sign_in_dashboard', '/shipping_dash'],
    side: 'any',
    devices: ['carrier-sign-in'],
  },
} as const;

export const eventRoutes: FastifyPluginAsyncZod<Options> = async (app, { bus, hub, tickets }) => {
  app.post(
    '/api/events/ticket',
    {
      config: EVENTS,
      schema: {
        tags: ['realtime'],
        summary: `A ${TICKET_TTL_SECONDS}-second ticket for GET /api/events?ticket= (EventSource sends no headers)`,
        response: { 200: eventTicketSchema },
      },
    },
    async (req) => {
      const raw = req.headers.company_id;
      const companyValue = (Array.isArray(raw) ? raw[0] : raw) ?? '';
      return {
        ticket: await tickets.issue(requirePrincipal(req.principal), companyValue),
        expires_in: TICKET_TTL_SECONDS,
      };
    },
  );

  app.get(
    '/api/events',
    {
      config: { access: { ...EVENTS.access, ticket: true } },
      schema: {
        tags: ['realtime'],
        summary: 'Change signals as server-sent events (text/event-stream), for the caller’s company',
        querystring: z.object({ ticket: z.string().max(2000).optional() }),
        response: { 401: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      const principal = requirePrincipal(req.principal);
      const company = requireCompany(req.company);
      const stream = hub.open(req, reply);
      stream.send(SSE_EVENTS.ready, {
        company,
        warehouse: principal.kind === 'device' ? principal.warehouse : null,
      });
      let seq = 0;
      const unsubscribe = bus.subscribe((event) => {
        if (hears(event, principal, company)) stream.send(SSE_EVENTS.change, event, ++seq);
      });
      stream.onClose(unsubscribe);
      return reply;
    },
  );
};
