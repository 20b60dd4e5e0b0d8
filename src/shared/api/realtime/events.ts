import { z } from 'zod';
import { text } from '../fields';
import { COMPANIES } from '../../domain/identity/companies';
import { defineEndpoint } from '../endpoint';

/**
 * Realtime change signals (ARCHITECTURE section 7). A signal says what changed, not the data: the
 * screen reloads what it shows. `resync` means signals may have been missed (the server lost its
 * database listener for a moment), so every screen should reload.
 */
export const CHANGE_TOPICS = ['sign-ins', 'boards', 'builds', 'resync'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export const changeEventSchema = z.object({
  topic: z.enum(CHANGE_TOPICS),
  /** Null only for `resync`, which goes to everyone. */
  company: z.enum(COMPANIES).nullable(),
  warehouse: text().nullable(),
  /** e.g. created, signed-out, refresh. */
  action: text(),
  id: z.number().int().nullable(),
  /** ISO time the change was committed. */
  at: text(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

export const eventTicketSchema = z.object({ ticket: text(), expires_in: z.number().int() });

/** The SSE event names of GET /api/events: `ready` once, then a `change` per signal. */
export const SSE_EVENTS = { ready: 'ready', change: 'change' } as const;

/**
 * The screens that listen today; a kiosk listens for its warehouse's sign-ins, a display (a wall
 * board) for the boards' refresh; Hourly Builds and Daily Builds for `builds` (a build changed).
 */
const LISTENERS = {
  screens: [
    '/carrier_sign_in',
    '/carrier_sign_in_dashboard',
    '/shipping_dash',
    '/hourly_builds',
    '/daily_builds',
  ],
  side: 'any',
  devices: ['carrier-sign-in', 'display'],
} as const;

/** EventSource sends no headers, so a stream is opened with a short-lived ticket asked for first. */
export const issueEventTicket = defineEndpoint({
  name: 'realtime.events.ticket',
  method: 'POST',
  path: '/events/ticket',
  summary:
    'A 60-second ticket for GET /api/events?ticket= or GET /graphql?ticket= (EventSource sends no headers)',
  access: LISTENERS,
  response: eventTicketSchema,
});

/**
 * The change stream (text/event-stream), for the caller's company: `ready`, then one `change` per
 * signal whose data is `response`. Opened with `endpointUrl` by an EventSource, never with `api`.
 */
export const changeStream = defineEndpoint({
  name: 'realtime.events.stream',
  method: 'GET',
  path: '/events',
  summary: 'Change signals as server-sent events (text/event-stream), for the caller’s company',
  access: { ...LISTENERS, ticket: true },
  query: z.object({ ticket: text().max(2000).optional() }),
  response: changeEventSchema,
  refusals: [401],
});
