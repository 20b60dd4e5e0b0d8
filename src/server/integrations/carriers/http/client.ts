import { IntegrationError } from '../../integration-error';
import { noAnswerText, readBody } from '../../http/answers';
import { safeToRepeat, sendJson, withQuery, type JsonCall } from '../../http/requests';
import { pause, retryPolicy, sendWithRetries, type RetryPolicy, type Wait } from '../../http/retry';
import { errorFor, fail } from './errors';
import type { CarriersHttpSettings } from './settings';

export type Method = 'GET' | 'POST' | 'PUT';

/** A call below the base address, e.g. `/v1/labels`. */
export type RequestSpec = JsonCall<Method>;

export type ClientOptions = CarriersHttpSettings & {
  /** How the client waits between attempts; tests may record instead of sleeping. */
  wait?: Wait;
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
  private readonly policy: RetryPolicy;

  constructor(private readonly options: ClientOptions) {
    this.policy = retryPolicy(options, options.wait);
  }

  async request<T>(spec: RequestSpec): Promise<T | null> {
    const { apiKey, timeoutMs } = this.options;
    const url = withQuery(`${this.options.url}${spec.path}`, spec.query);
    return sendWithRetries<Response, T | null>({
      policy: this.policy,
      safe: safeToRepeat(spec),
      send: () =>
        sendJson(url, { method: spec.method, headers: { 'API-Key': apiKey }, body: spec.body, timeoutMs }),
      settle: async (res) => {
        const body = await readBody(res);
        if (res.ok) return { value: body as T | null };
        if (res.status === 404 && spec.allowNotFound) return { value: null };
        return { error: errorFor(res.status, body), res };
      },
      unreachable: (failure) => {
        const text = noAnswerText('The carrier API', timeoutMs, failure);
        return failure.neverSent ? fail('unavailable', text) : new NoAnswerError(text);
      },
    });
  }

  /**
   * A document the API links to (the label's ZPL, the manifest's PDF). Downloads are reads: retried
   * like one. The API key goes only to the API's own host.
   */
  async download(href: string): Promise<Buffer> {
    const target = new URL(href, this.options.url);
    const own = target.origin === new URL(this.options.url).origin;
    return sendWithRetries<{ res: Response; bytes: Buffer | null; body: unknown }, Buffer>({
      policy: this.policy,
      safe: true,
      // The document is read within the attempt: a download cut short is tried again.
      send: async () => {
        const res = await fetch(target, {
          headers: own ? { 'API-Key': this.options.apiKey } : {},
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        if (res.ok) return { res, bytes: Buffer.from(await res.arrayBuffer()), body: null };
        return { res, bytes: null, body: await readBody(res) };
      },
      settle: ({ res, bytes, body }) =>
        Promise.resolve(bytes ? { value: bytes } : { error: errorFor(res.status, body), res }),
      unreachable: () =>
        fail('unavailable', `The carrier's document ${target.pathname} could not be downloaded.`),
    });
  }

  /** The wait before attempt `attempt + 1` of a call the adapter repeats itself (a purchase). */
  pause(attempt: number): Promise<void> {
    return pause(this.policy, attempt, null);
  }
}
