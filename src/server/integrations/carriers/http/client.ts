import { setTimeout as sleep } from 'node:timers/promises';
import { IntegrationError } from '../../integration-error';
import { errorFor, fail, readBody, retryAfterMs, transportFailure } from './errors';
import type { CarriersHttpSettings } from './settings';

export type Method = 'GET' | 'POST' | 'PUT';

export type RequestSpec = {
  method: Method;
  /** Below the base address, e.g. `/v1/labels`. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /**
   * Safe to send twice (a read, an address check). Only such calls are retried after a 5xx or a
   * timeout; a 429 or a refused connection never reached the carrier and is always retried.
   */
  idempotent?: boolean;
  /** Answer 404 as `null` instead of failing. */
  allowNotFound?: boolean;
};

export type ClientOptions = CarriersHttpSettings & {
  /** How the client waits between attempts; tests may record instead of sleeping. */
  wait?: (ms: number) => Promise<void>;
};

/** Thrown (as `unavailable`) when a call that is not safe to repeat got no answer: it may have landed. */
export class NoAnswerError extends IntegrationError {
  constructor(message: string) {
    super('carriers', 'unavailable', message);
  }
}

/**
 * A small client of the label API (ShipEngine v1): the API key on every call, a timeout per
 * attempt, retries with exponential backoff for what is safe to repeat (Retry-After honoured, both
 * capped), and error bodies mapped to IntegrationError codes.
 */
export class CarriersClient {
  private readonly wait: (ms: number) => Promise<void>;

  constructor(private readonly options: ClientOptions) {
    this.wait = options.wait ?? ((ms) => sleep(ms));
  }

  async request<T>(spec: RequestSpec): Promise<T | null> {
    const { retries, timeoutMs } = this.options;
    const safe = spec.method === 'GET' || spec.idempotent === true;
    const url = new URL(`${this.options.url}${spec.path}`);
    for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    for (let attempt = 0; ; attempt += 1) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: spec.method,
          headers: {
            'API-Key': this.options.apiKey,
            accept: 'application/json',
            ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const failure = transportFailure(error);
        if ((safe || failure.neverSent) && attempt < retries) {
          await this.backoff(attempt, null);
          continue;
        }
        const text = failure.timedOut
          ? `The carrier API did not answer within ${timeoutMs} ms.`
          : `The carrier API cannot be reached: ${failure.text}`;
        if (failure.neverSent) throw fail('unavailable', text);
        throw new NoAnswerError(text);
      }
      const body = await readBody(res);
      if (res.ok) return body as T | null;
      if (res.status === 404 && spec.allowNotFound) return null;
      const error = errorFor(res.status, body);
      const retryable = res.status === 429 || (error.code === 'unavailable' && safe);
      if (retryable && attempt < retries) {
        await this.backoff(attempt, retryAfterMs(res.headers.get('retry-after')));
        continue;
      }
      throw error;
    }
  }

  /**
   * A document the API links to (the label's ZPL, the manifest's PDF). Downloads are reads: retried
   * like one. The API key goes only to the API's own host.
   */
  async download(href: string): Promise<Buffer> {
    const { retries, timeoutMs } = this.options;
    const target = new URL(href, this.options.url);
    const own = target.origin === new URL(this.options.url).origin;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const res = await fetch(target, {
          headers: own ? { 'API-Key': this.options.apiKey } : {},
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.ok) return Buffer.from(await res.arrayBuffer());
        const error = errorFor(res.status, await readBody(res));
        if ((res.status === 429 || error.code === 'unavailable') && attempt < retries) {
          await this.backoff(attempt, retryAfterMs(res.headers.get('retry-after')));
          continue;
        }
        throw error;
      } catch (error) {
        if (error instanceof IntegrationError) throw error;
        if (attempt < retries) {
          await this.backoff(attempt, null);
          continue;
        }
        throw fail('unavailable', `The carrier's document ${target.pathname} could not be downloaded.`);
      }
    }
  }

  /** The wait before attempt `attempt + 1` of a call the adapter repeats itself (a purchase). */
  pause(attempt: number): Promise<void> {
    return this.backoff(attempt, null);
  }

  private async backoff(attempt: number, retryAfter: number | null): Promise<void> {
    const { backoffMs, maxBackoffMs } = this.options;
    await this.wait(Math.min(retryAfter ?? backoffMs * 2 ** attempt, maxBackoffMs));
  }
}
