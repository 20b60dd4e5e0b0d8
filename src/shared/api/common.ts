import { z } from 'zod';

/** Every error answer: a machine code and a message a person can read (ARCHITECTURE section 5). */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const idParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/** The compressed envelope travels as text: base64 of zlib-deflated JSON. */
export const envelopeSchema = z.string().describe('base64 of zlib-deflated JSON');
