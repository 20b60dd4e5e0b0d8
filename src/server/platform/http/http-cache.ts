import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reference data changes rarely; a minute of staleness is fine, then the ETag makes a refetch cheap. */
const CACHE_CONTROL = 'private, max-age=60';

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Marks an answer cacheable by the browser that asked (private: it belongs to one user and
 * company) and answers 304 when the client already holds it. Vary names the headers that pick the
 * answer, so switching company never serves the other company's list from the cache.
 *
 * Returns true when the 304 was sent and the route must not send a body.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, body: string): boolean {
  const etag = etagOf(body);
  reply.header('cache-control', CACHE_CONTROL);
  reply.header('vary', 'authorization, company_id');
  reply.header('etag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
