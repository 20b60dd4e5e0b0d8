import { setTimeout as sleep } from 'node:timers/promises';
import { IntegrationError, type IntegrationErrorCode } from '../../integration-error';
import type { AcumaticaHttpSettings } from './settings';

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export type RequestSpec = {
  method: Method;
  /** Below the endpoint, e.g. `SalesOrder` or `Shipment/0000001`. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /**
   * Safe to send twice (a read, or a PUT naming its key fields). Only such calls are retried after
   * a 5xx or a timeout; a 429 or a refused connection never reached the ERP and is always retried.
   */
  idempotent?: boolean;
  /** Answer 404 as `null` instead of failing. */
  allowNotFound?: boolean;
};

export type ClientOptions = AcumaticaHttpSettings & {
  /** The Acumatica tenant this client signs in to. */
  tenant: string;
  /** How the client waits between attempts; tests may record instead of sleeping. */
  wait?: (ms: number) => Promise<void>;
};

const fail = (code: IntegrationErrorCode, message: string) =>
  new IntegrationError('acumatica', code, message);

/** A 500 whose exception is a business rule of the ERP (not the ERP failing): refused, not retried. */
const BUSINESS_EXCEPTION = /PX\.(Data|Objects)\.|PXException|PXSetPropertyException|OutcomeEntityHasErrors/;

type ErrorBody = { message?: unknown; exceptionMessage?: unknown; exceptionType?: unknown; error?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field errors of an entity Acumatica refused: `{ "CustomerID": { "value": "", "error": "..." } }`. */
function fieldErrors(value: unknown, key: string | null, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) fieldErrors(item, key, into);
    return;
  }
  if (!isRecord(value)) return;
  if (key !== null && typeof value.error === 'string') into.push(`${key}: ${value.error}`);
  for (const [k, v] of Object.entries(value)) if (k !== 'error') fieldErrors(v, k, into);
}

/** The most telling text of an Acumatica error body. */
export function errorText(status: number, body: unknown): string {
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (!isRecord(body)) return `Acumatica answered HTTP ${status}.`;
  const b = body as ErrorBody;
  const texts: string[] = [];
  if (typeof b.exceptionMessage === 'string') texts.push(b.exceptionMessage);
  else if (typeof b.error === 'string') texts.push(b.error);
  fieldErrors(body, null, texts);
  if (texts.length === 0 && typeof b.message === 'string') texts.push(b.message);
  return [...new Set(texts)].join('; ') || `Acumatica answered HTTP ${status}.`;
}

/** Acumatica's answer as one of the port's error codes. */
export function errorFor(status: number, body: unknown): IntegrationError {
  const text = errorText(status, body);
  if (status === 404) return fail('not_found', text);
  if (status === 401) return fail('not_configured', `Acumatica refused the sign-in: ${text}`);
  // The API user lacks the rights to this entity or action: fixed in Acumatica, not by retrying.
  if (status === 403) return fail('not_configured', `Acumatica refused access: ${text}`);
  if (status === 429) return fail('unavailable', `Acumatica is limiting requests: ${text}`);
  if (status >= 500) {
    const type = isRecord(body) && typeof body.exceptionType === 'string' ? body.exceptionType : '';
    return BUSINESS_EXCEPTION.test(type) ? fail('rejected', text) : fail('unavailable', text);
  }
  return fail('rejected', text);
}

/** Seconds or an HTTP date, as Retry-After may carry. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Errors of fetch itself: the request never left (refused) or no answer came in time. */
function transportFailure(error: unknown): { timedOut: boolean; neverSent: boolean; text: string } {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
  const code = err.cause?.code ?? '';
  const neverSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
  return { timedOut, neverSent, text: err.cause?.message ?? err.message ?? String(error) };
}

/**
 * A small client of Acumatica's contract-based REST API for one tenant: signs in (cookie session
 * or OAuth 2 token), signs in again once when the session expired (401), retries what is safe to
 * retry with exponential backoff (Retry-After honoured, both capped), and maps error bodies to
 * IntegrationError codes. One client is shared by every adapter of its company, so the ERP sees
 * one API session, not one per call.
 */
export class AcumaticaClient {
  private cookie: string | null = null;
  private token: { value: string; expiresAt: number } | null = null;
  private signingIn: Promise<void> | null = null;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(private readonly options: ClientOptions) {
    this.wait = options.wait ?? ((ms) => sleep(ms));
  }

  private get base(): string {
    const { url, endpoint, version } = this.options;
    return `${url}/entity/${endpoint}/${version}`;
  }

  /** Sends a call; answers the parsed body (null for 204, and for 404 when allowed). */
  async request<T>(spec: RequestSpec): Promise<T | null> {
    const { retries } = this.options;
    const safe = spec.method === 'GET' || spec.idempotent === true;
    for (let attempt = 0; ; attempt += 1) {
      let res: Response;
      try {
        res = await this.sendSignedIn(spec);
      } catch (error) {
        if (error instanceof IntegrationError) throw error;
        const failure = transportFailure(error);
        if ((safe || failure.neverSent) && attempt < retries) {
          await this.backoff(attempt, null);
          continue;
        }
        throw fail(
          'unavailable',
          failure.timedOut
            ? `Acumatica did not answer within ${this.options.timeoutMs} ms.`
            : `Acumatica cannot be reached: ${failure.text}`,
        );
      }
      if (res.status === 202) return this.awaitLongRun<T>(res);
      if (res.ok) return (await readBody(res)) as T | null;
      const body = await readBody(res);
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

  /** Ends the API session (sessions count against the ERP's licence); a token simply lapses. */
  async close(): Promise<void> {
    const cookie = this.cookie;
    this.cookie = null;
    this.token = null;
    if (!cookie) return;
    try {
      await fetch(`${this.options.url}/entity/auth/logout`, {
        method: 'POST',
        headers: { cookie, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      // The session times out on the ERP's side anyway.
    }
  }

  private async backoff(attempt: number, retryAfter: number | null): Promise<void> {
    const { backoffMs, maxBackoffMs } = this.options;
    const exponential = backoffMs * 2 ** attempt;
    await this.wait(Math.min(retryAfter ?? exponential, maxBackoffMs));
  }

  /** A long-running action answers 202 with a Location to poll until it answers 204. */
  private async awaitLongRun<T>(res: Response): Promise<T | null> {
    const location = res.headers.get('location');
    if (!location) return null;
    const until = Date.now() + this.options.timeoutMs;
    const target = new URL(location, this.options.url).toString();
    while (Date.now() < until) {
      await this.wait(Math.min(this.options.backoffMs, 1000));
      const poll = await this.send('GET', target, undefined);
      if (poll.status === 204 || poll.status === 200) return null;
      if (poll.status !== 202) throw errorFor(poll.status, await readBody(poll));
    }
    throw fail('unavailable', `Acumatica did not finish the action within ${this.options.timeoutMs} ms.`);
  }

  /** One attempt, signed in; a 401 (expired session or token) signs in again and resends once. */
  private async sendSignedIn(spec: RequestSpec): Promise<Response> {
    const url = new URL(`${this.base}/${spec.path}`);
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    await this.signIn(false);
    const res = await this.send(spec.method, url.toString(), spec.body);
    if (res.status !== 401) return res;
    await res.body?.cancel();
    await this.signIn(true);
    return this.send(spec.method, url.toString(), spec.body);
  }

  private send(method: Method, url: string, body: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    if (this.token) headers.authorization = `Bearer ${this.token.value}`;
    return fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
  }

  private signIn(force: boolean): Promise<void> {
    const fresh =
      this.options.auth.kind === 'session'
        ? this.cookie !== null
        : this.token !== null && this.token.expiresAt > Date.now();
    if (fresh && !force) return Promise.resolve();
    // Concurrent calls that find the session gone share one sign-in.
    this.signingIn ??= (this.options.auth.kind === 'session' ? this.login() : this.fetchToken()).finally(
      () => {
        this.signingIn = null;
      },
    );
    return this.signingIn;
  }

  private async login(): Promise<void> {
    const { auth, tenant, url, timeoutMs } = this.options;
    if (auth.kind !== 'session') return;
    this.cookie = null;
    const res = await this.authCall(() =>
      fetch(`${url}/entity/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          name: auth.username,
          password: auth.password,
          company: tenant,
          ...(auth.branch ? { branch: auth.branch } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      }),
    );
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]?.trim() ?? '');
    this.cookie = cookies.filter((c) => c !== '').join('; ');
  }

  private async fetchToken(): Promise<void> {
    const { auth, tenant, url, timeoutMs } = this.options;
    if (auth.kind !== 'oauth') return;
    this.token = null;
    const form = new URLSearchParams({
      // Acumatica binds a client to its tenant as <id>@<tenant>.
      client_id: auth.clientId.includes('@') ? auth.clientId : `${auth.clientId}@${tenant}`,
      client_secret: auth.clientSecret,
      scope: auth.scope,
      ...(auth.user
        ? { grant_type: 'password', username: auth.user.username, password: auth.user.password }
        : { grant_type: 'client_credentials' }),
    });
    const res = await this.authCall(() =>
      fetch(`${url}/identity/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      }),
    );
    const body = (await readBody(res)) as { access_token?: string; expires_in?: number } | null;
    if (!body?.access_token)
      throw fail('unavailable', 'Acumatica answered the token request without a token.');
    // Renew a little before the ERP would refuse it.
    const lifetime = Math.max((body.expires_in ?? 3600) - 30, 1) * 1000;
    this.token = { value: body.access_token, expiresAt: Date.now() + lifetime };
  }

  /** A sign-in request: refused credentials are a configuration problem, anything else unavailable. */
  private async authCall(call: () => Promise<Response>): Promise<Response> {
    let res: Response;
    try {
      res = await call();
    } catch (error) {
      throw fail('unavailable', `Acumatica sign-in failed: ${transportFailure(error).text}`);
    }
    if (res.ok) return res;
    const body = await readBody(res);
    const text =
      isRecord(body) && typeof body.error_description === 'string'
        ? body.error_description
        : errorText(res.status, body);
    if (res.status >= 400 && res.status < 500 && res.status !== 429) {
      throw fail('not_configured', `Acumatica refused the sign-in: ${text}`);
    }
    throw fail('unavailable', `Acumatica sign-in failed: ${text}`);
  }
}
