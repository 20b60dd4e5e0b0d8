import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceTag, sessionTag, userTag } from '../cache/caches';
import type { Principal } from '../http/types';

/** Proxies and load balancers close idle connections after 30 to 60 s; a comment keeps them open. */
export const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting after a drop. */
const RETRY_MS = 3_000;

export type SseStream = {
  /** One SSE event; `data` is sent as one JSON line. */
  send: (event: string, data: unknown, id?: number) => void;
  /** Called once when the client goes away or the server shuts down. */
  onClose: (cleanup: () => void) => void;
};

/**
 * What keeps a stream to the rights it was opened with: the identity check of the access hook, and
 * the caches' invalidation signals that say a user, a session or a device may have changed.
 */
export type StreamGuard = {
  stillValid: (principal: Principal, session: string | null) => Promise<boolean>;
  watch: (watcher: (tag: string | null) => void) => () => void;
};

/**
 * Server-sent event streams of one server instance. A stream takes the response over from Fastify
 * (no compression, no serialiser), sends a heartbeat comment every 25 s, and cleans up when the
 * client disconnects; `closeAll` ends every stream so the server can shut down. With a guard, a
 * stream ends as soon as its caller could no longer open it: a logout or revoked session, a
 * deactivated user (at the change's signal, from any instance), a revoked device (at once on the
 * instance that revoked it, on the others at the next heartbeat, which re-checks every stream).
 */
export class SseHub {
  private readonly streams = new Set<() => void>();

  constructor(private readonly guard?: StreamGuard) {}

  get size(): number {
    return this.streams.size;
  }

  open(request: FastifyRequest, reply: FastifyReply): SseStream {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx buffers responses unless told not to, which would hold events back.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    res.write(`retry: ${RETRY_MS}\n\n`);
    const cleanups: (() => void)[] = [];
    let closed = false;
    const check = this.guardFor(request, cleanups, () => close());
    const heartbeat = setInterval(() => {
      res.write(`: heartbeat ${new Date().toISOString()}\n\n`);
      check?.(null);
    }, HEARTBEAT_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      this.streams.delete(close);
      for (const cleanup of cleanups) cleanup();
      res.end();
    };
    this.streams.add(close);
    request.raw.on('close', close);
    res.on('error', close);
    return {
      send: (event, data, id) => {
        if (closed) return;
        res.write(
          `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
        );
      },
      onClose: (cleanup) => cleanups.push(cleanup),
    };
  }

  /**
   * The check of one stream's caller: runs on a signal about its user or session (or on any signal
   * when `null`: the bus came or went, a heartbeat) and ends the stream when the caller lost its
   * right. One check at a time; a failed check (database away) leaves the stream as it is.
   */
  private guardFor(
    request: FastifyRequest,
    cleanups: (() => void)[],
    end: () => void,
  ): ((tag: string | null) => void) | null {
    const { guard } = this;
    const principal = request.principal;
    if (!guard || !principal) return null;
    const session = request.session;
    const tags =
      principal.kind === 'user'
        ? [userTag(principal.id), ...(session ? [sessionTag(session)] : [])]
        : [deviceTag(principal.id)];
    let running = false;
    const check = (tag: string | null) => {
      if (running || (tag !== null && !tags.includes(tag))) return;
      running = true;
      guard
        .stillValid(principal, session)
        .then((valid) => {
          if (!valid) end();
        })
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    cleanups.push(guard.watch(check));
    return check;
  }

  closeAll(): void {
    for (const close of [...this.streams]) close();
  }
}
