/** Sending one request to an outside system, each attempt with its own timeout. */

/** `base` with the defined `query` values as search parameters. */
export function withQuery(base: string, query: Record<string, string | undefined> = {}): URL {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, value);
  return url;
}

export type JsonRequest = {
  method: string;
  headers?: Record<string, string>;
  /** Sent as JSON when given. */
  body?: unknown;
  timeoutMs: number;
};

/** One JSON call; fetch's own errors (refused, timed out) are left to the caller. */
export function sendJson(url: string | URL, request: JsonRequest): Promise<Response> {
  const { method, headers = {}, body, timeoutMs } = request;
  return fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** A form POST (an OAuth 2 token request) answered in JSON. */
export function postForm(url: string, form: URLSearchParams, timeoutMs: number): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** One call of a JSON API. */
export type JsonCall<M extends string> = {
  method: M;
  /** Below the client's base address, e.g. `SalesOrder` (Acumatica) or `/v1/labels` (carriers). */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /**
   * Safe to send twice (a read, an address check, a PUT naming its key fields). Only such calls
   * are retried after a 5xx or a timeout; a 429 or a refused connection never reached the system
   * and is always retried.
   */
  idempotent?: boolean;
  /** Answer 404 as `null` instead of failing. */
  allowNotFound?: boolean;
};

/** A read, or a call marked idempotent: safe to send again after a timeout or a 5xx. */
export const safeToRepeat = (call: JsonCall<string>): boolean =>
  call.method === 'GET' || call.idempotent === true;
