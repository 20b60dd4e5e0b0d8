import { z } from 'zod';
import { idParam, text } from './fields';

/** Every error answer: a machine code and a message a person can read (ARCHITECTURE section 5). */
export const errorSchema = z.object({
  error: text(),
  message: text(),
  /** false on the calls whose contract says `failureSaysSuccess` (D3 section 7). */
  success: z.literal(false).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const idParamsSchema = z.object({
  id: idParam('id'),
});

/** The compressed envelope travels as text: base64 of zlib-deflated JSON. */
export const envelopeSchema = text().describe('base64 of zlib-deflated JSON');
