import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/platform';
import { HttpError } from './http-error';

/** Keys are kept at least 24 hours (ARCHITECTURE section 5); 48 gives a queued tablet a margin. */
export const IDEMPOTENCY_TTL_HOURS = 48;
/** A pending key older than this belongs to a request that died; a retry may take it over. */
export const STALE_PENDING_SECONDS = 120;
/** How long a duplicate waits for the first request to finish before being told to retry. */
const WAIT_FOR_FIRST_MS = 5_000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { principal: string; key: string } | null;
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      `${request.method} ${request.url}\n${String(request.headers.company_id ?? '')}\n${canonical(request.body ?? null)}`,
    )
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Idempotency-Key plugin: a write route opts in with `config: { idempotent: true }`. The first
 * request with a key runs and its answer is stored; a retry with the same key and body gets the
 * stored answer (header `idempotent-replayed: true`); the same key with another body is refused.
 * Server errors (5xx) are not stored, so a retry runs again.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const raw = request.headers['idempotency-key'];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (key === undefined) return;
    if (!KEY_PATTERN.test(key)) {
      throw new HttpError(
        400,
        'invalid_idempotency_key',
        'The Idempotency-Key header must be 8 to 200 letters, digits or - _ . :',
      );
    }
    const principal = request.principal
      ? `${request.principal.kind}:${request.principal.id}`
      : `anon:${request.ip}`;
    const hash = requestHash(request);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;

    for (;;) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({
          principal,
          key,
          method: request.method,
          path: request.url,
          requestHash: hash,
          state: 'pending',
          expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_HOURS * 3_600_000),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 1) {
        request.idempotency = { principal, key };
        return;
      }
      const existing = await db.query.idempotencyKeys.findFirst({
        where: and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)),
      });
      if (!existing) continue; // expired and removed between the two statements: claim again
      if (existing.requestHash !== hash) {
        throw new HttpError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (existing.state === 'done') {
        await replay(reply, existing);
        return reply;
      }
      // Another request with this key is running. Take over only if it died long ago.
      const takenOver = await db
        .update(idempotencyKeys)
        .set({ lockedAt: new Date() })
        .where(
          and(
            eq(idempotencyKeys.principal, principal),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.state, 'pending'),
            lt(idempotencyKeys.lockedAt, sql`now() - make_interval(secs => ${STALE_PENDING_SECONDS})`),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (takenOver.length === 1) {
        request.idempotency = { principal, key };
        return;
      }
      if (Date.now() > deadline) {
        throw new HttpError(
          409,
          'idempotency_in_progress',
          'This request is still being processed. Try again shortly.',
          {
            'retry-after': '2',
          },
        );
      }
      await sleep(100);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.principal, claim.principal), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: reply.statusCode,
        responseBody:
          typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
        responseHeaders: contentType ? { 'content-type': String(contentType) } : {},
      })
      .where(where);
    return payload;
  });

  // A request that errors before onSend (client gone) must not leave its key pending for long.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (!claim) return;
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.principal, claim.principal),
          eq(idempotencyKeys.key, claim.key),
          eq(idempotencyKeys.state, 'pending'),
        ),
      );
  });
}

async function replay(
  reply: FastifyReply,
  row: {
    responseStatus: number | null;
    responseBody: string | null;
    responseHeaders: Record<string, string> | null;
  },
): Promise<void> {
  reply
    .code(row.responseStatus ?? 200)
    .headers({ ...(row.responseHeaders ?? {}), 'idempotent-replayed': 'true' });
  await reply.send(row.responseBody ?? '');
}

export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date()));
}
