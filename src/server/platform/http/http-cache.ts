import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeEnvelope } from '@shared/lib/codec';
import { tableTag, type Caches, type ReadCache } from '../cache/caches';

/** Reference data changes rarely; a minute of staleness is fine, then the ETag makes a refetch cheap. */
const CACHE_CONTROL = 'private, max-age=60';
const JSON_TYPE = 'application/json; charset=utf-8';
const ENVELOPE_TYPE = 'text/plain; charset=utf-8';

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

/** An answer serialised once, with its type and ETag, ready to send again and again. */
export type CachedAnswer = { body: string; type: string; etag: string };

/**
 * Marks an answer cacheable by the browser that asked (private: it belongs to one user and
 * company) and answers 304 when the client already holds it. Vary names the headers that pick the
 * answer, so switching company never serves the other company's list from the cache.
 *
 * Returns true when the 304 was sent and the route must not send a body.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('cache-control', CACHE_CONTROL);
  reply.header('vary', 'authorization, company_id');
  reply.header('etag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}

/** Sends a serialised answer with its ETag, or an empty 304 when the client's copy is current. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  if (notModified(request, reply, answer.etag)) return reply;
  // A string with a JSON type leaves as it is: serialised once, when it was cached.
  return reply.type(answer.type).send(answer.body);
}

/** How a list leaves: JSON, or the spec's compressed envelope (text/plain). */
export type AnswerFormat = 'json' | 'envelope';

function serialise(value: unknown, format: AnswerFormat): CachedAnswer {
  const body = format === 'envelope' ? encodeEnvelope(value) : JSON.stringify(value);
  return { body, type: format === 'envelope' ? ENVELOPE_TYPE : JSON_TYPE, etag: etagOf(body) };
}

/**
 * Reference lists (vendors, SKUs, carriers...) kept serialised, with their ETags, per list and
 * company. Each names the tables it is read from; the change bus drops it the moment a row of one
 * of them changes, on every instance (platform/cache), so a list is read from PostgreSQL once per
 * change rather than once per request.
 */
export class ListCache {
  private readonly answers: ReadCache<CachedAnswer>;

  constructor(caches: Caches) {
    this.answers = caches.create<CachedAnswer>({ maxAgeMs: 10 * 60_000, maxEntries: 2_000 });
  }

  /** Sends the list `key` (read by `load` from `tables` when not cached), or a 304. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    list: { key: string; tables: readonly string[]; format?: AnswerFormat },
    load: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const answer = await this.answers.read(list.key, list.tables.map(tableTag), async () =>
      serialise(await load(), list.format ?? 'json'),
    );
    return sendCached(request, reply, answer);
  }
}
