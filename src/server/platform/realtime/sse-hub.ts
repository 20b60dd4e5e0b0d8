import type { FastifyReply, FastifyRequest } from 'fastify';

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
 * Server-sent event streams of one server instance. A stream takes the response over from Fastify
 * (no compression, no serialiser), sends a heartbeat comment every 25 s, and cleans up when the
 * client disconnects; `closeAll` ends every stream so the server can shut down.
 */
export class SseHub {
  private readonly streams = new Set<() => void>();

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
    const heartbeat = setInterval(
      () => res.write(`: heartbeat ${new Date().toISOString()}\n\n`),
      HEARTBEAT_MS,
    );
    let closed = false;
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

  closeAll(): void {
    for (const close of [...this.streams]) close();
  }
}
