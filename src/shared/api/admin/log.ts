import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';

/** Log (D3 2.15 and section 7 "Users, log"): entries with id, meta, message, timestamp, level. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;

export const logEntrySchema = z.object({
  id: z.number().int(),
  level: logLevelSchema,
  message: text(),
  meta: z.record(text(), z.unknown()).nullable(),
  timestamp: text(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
  level: logLevelSchema.optional(),
});
export type LogQuery = z.input<typeof logQuerySchema>;

/** What the envelope of GET /api/admin/log decodes to: "whose data field is an array". */
export const logEnvelopeSchema = z.object({ data: z.array(logEntrySchema) });

export const readLog = defineEndpoint({
  name: 'admin.log.list',
  method: 'GET',
  path: '/admin/log',
  summary: 'The log, newest first, as the compressed envelope of {data: [...]}',
  access: { screens: ['/log'], side: 'any' },
  query: logQuerySchema,
  response: logEnvelopeSchema,
  envelope: true,
});
