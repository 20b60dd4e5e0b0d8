import pino from 'pino';

/** Keys of database errors that carry the values of a statement (a password hash, a customer's address). */
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'values']);
/** Drizzle puts the parameters into the message (and so the stack): "Failed query: …\nparams: …". */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

function scrub(value: unknown, depth: number): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (VALUE_KEYS.has(key)) continue;
    out[key] =
      typeof field === 'string' && (key === 'message' || key === 'stack')
        ? field.replace(PARAMS_IN_TEXT, '\nparams: [not logged]')
        : scrub(field, depth + 1);
  }
  return out;
}

/**
 * pino's error serializer without the values of a failed statement: the SQL text, the error code,
 * constraint and table stay (enough to find the bug); parameters and PostgreSQL's "Failing row
 * contains (…)" detail go, so a failed insert of a user never writes the password hash to the log.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return scrub(pino.stdSerializers.err(error), 0);
}

/** Serializers for every logger of the app (Fastify's and the worker's). */
export const LOG_SERIALIZERS = { err: serializeError, error: serializeError };
