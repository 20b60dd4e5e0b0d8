import { z } from 'zod';
import { COMPANIES } from '../../domain/identity/companies';

/**
 * Realtime change signals (ARCHITECTURE section 7). A signal says what changed, not the data: the
 * screen reloads what it shows. `resync` means signals may have been missed (the server lost its
 * database listener for a moment), so every screen should reload.
 */
export const CHANGE_TOPICS = ['sign-ins', 'boards', 'resync'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export const changeEventSchema = z.object({
  topic: z.enum(CHANGE_TOPICS),
  /** Null only for `resync`, which goes to everyone. */
  company: z.enum(COMPANIES).nullable(),
  warehouse: z.string().nullable(),
  /** e.g. created, signed-out, refresh. */
  action: z.string(),
  id: z.number().int().nullable(),
  /** ISO time the change was committed. */
  at: z.string(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** POST /api/events/ticket: a 60-second ticket for `GET /api/events?ticket=...` (EventSource sends no headers). */
export const eventTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });

/** The SSE event names of GET /api/events. */
export const SSE_EVENTS = { ready: 'ready', change: 'change' } as const;
