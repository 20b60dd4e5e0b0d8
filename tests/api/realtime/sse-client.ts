import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../src/server/platform/http/types';

export type SseMessage = { event: string; data: unknown; id?: string };

/** A real HTTP SSE client for tests (inject cannot stream): collects events until closed. */
export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: SseMessage[];
  /** Resolves with the first message matching, or rejects after `timeoutMs`. */
  next: (match: (m: SseMessage) => boolean, timeoutMs?: number) => Promise<SseMessage>;
  /** Resolves when the stream ends (the server closed it, or `close`). */
  ended: Promise<void>;
  close: () => void;
};

export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function parse(block: string): SseMessage | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
    else if (line.startsWith('id: ')) id = line.slice(4);
  }
  if (data.length === 0) return null;
  return { event, data: JSON.parse(data.join('\n')) as unknown, ...(id ? { id } : {}) };
}

export function openSse(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const messages: SseMessage[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (message) messages.push(message);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });
      res.on('error', () => undefined);
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      resolve({
        ended,
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        next: (match, timeoutMs = 1000) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = messages.find(match);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}
