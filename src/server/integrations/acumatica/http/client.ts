import { setTimeout as sleep } from 'node:timers/promises';
import { IntegrationError } from '../../integration-error';
import { errorFor, errorText, fail, isRecord, readBody, retryAfterMs, transportFailure } from './errors';
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

export class AcumaticaClient {
  private cookie: string | null = null;
  private token: { value: string; expiresAt: number } | null = null;
  private signingIn: Promise<void> | null = null;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(private readonly options: ClientOptions) {
    this.wait = options.wait ?? ((ms) => sleep(ms));
  }

  /** Rows per page of a list call. */
  get pageSize(): number {
    return this.options.pageSize ?? 500;
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
