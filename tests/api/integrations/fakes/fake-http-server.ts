import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What the local fakes of outside HTTP APIs share: a node:http server on a free loopback port,
 * the request body read as text, answers sent as JSON, an HttpAnswer thrown anywhere sent as it
 * is, and failures a test scripts before a call: a status (with Retry-After) for the next `times`
 * calls matching `METHOD path`, and late answers. Each fake keeps its own wire format: its routes,
 * its error bodies and what it answers to an unexpected error.
 */
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** An answer thrown from deep within a handler: sent as it is. */
export class HttpAnswer extends Error implements Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

/** A failure scripted for the next `times` calls matching `match` (`METHOD path`; any call without one). */
export type ScriptedFailure = { status: number; retryAfter?: string; times: number; match?: RegExp };

type Delay = { ms: number; match: RegExp; times: number };

/** A call a fake logged: at least its method and path (as the fake names it). */
export type LoggedCall = { method: string; path: string };

/** The Retry-After header of a scripted failure, if it has one. */
export const retryAfterHeader = (failure: { retryAfter?: string }): Record<string, string> =>
  failure.retryAfter ? { 'retry-after': failure.retryAfter } : {};

export abstract class FakeHttpServer<
  F extends ScriptedFailure = ScriptedFailure,
  L extends LoggedCall = LoggedCall,
> {
  url = '';
  /** The calls the fake logged (each fake logs what its tests look at, where it knows it). */
  readonly log: L[] = [];
  private server: Server | null = null;
  private scripted: F[] = [];
  private delay: Delay | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next `failure.times` calls matching `failure.match` answer `failure.status`. */
  failNext(failure: F): void {
    this.scripted.push({ ...failure });
  }

  /**
   * One request: its method and URL, its body as text, and the raw response for an answer that is
   * not JSON. Answers what to send, or nothing when it wrote the response itself.
   */
  protected abstract answer(req: IncomingMessage, raw: string, res: ServerResponse): Promise<Answer | void>;

  /** What an error other than an HttpAnswer comes out as, in the system's error body. */
  protected abstract fault(error: unknown): Answer;

  /** The scripted failure this call meets, if any (still counted: see `takeFailure`). */
  protected findFailure(call: string): F | undefined {
    return this.scripted.find((f) => f.times > 0 && (f.match ?? /./).test(call));
  }

  /** The scripted failure this call meets, counted as met. */
  protected takeFailure(call: string): F | undefined {
    const failure = this.findFailure(call);
    if (failure) failure.times -= 1;
    return failure;
  }

  /** The next `times` calls matching `match` wait `ms` where the fake calls `lateness` (once). */
  protected delayCalls(ms: number, match: RegExp, times: number): void {
    this.delay = { ms, match, times };
  }

  protected async lateness(call: string): Promise<void> {
    const delay = this.delay;
    if (!delay || delay.times <= 0 || !delay.match.test(call)) return;
    delay.times -= 1;
    await sleep(delay.ms);
  }

  /** The logged calls of this method whose path matches. */
  calls(method: string, path: RegExp): L[] {
    return this.log.filter((l) => l.method === method && path.test(l.path));
  }

  /** Forgets the scripted failures, the delays and the log (after each test). */
  reset(): void {
    this.scripted = [];
    this.delay = null;
    this.log.length = 0;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = ({ status, body, headers = {} }: Answer) => {
      if (res.destroyed) return;
      const text = body === undefined ? '' : JSON.stringify(body);
      res.writeHead(status, { ...(text ? { 'content-type': 'application/json' } : {}), ...headers });
      res.end(text);
    };
    try {
      const raw = await readText(req);
      const answer = await this.answer(req, raw, res);
      if (answer) send(answer);
    } catch (error) {
      send(error instanceof HttpAnswer ? error : this.fault(error));
    }
  }
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString('utf8')));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
