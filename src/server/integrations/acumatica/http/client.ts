import { isRecord, noAnswerText, readBody, refusesCredentials, transportFailure } from '../../http/answers';
import { postForm, safeToRepeat, sendJson, withQuery, type JsonCall } from '../../http/requests';
import { retryPolicy, sendWithRetries, type RetryPolicy, type Wait } from '../../http/retry';
import { errorFor, errorText, fail } from './errors';
import type { AcumaticaHttpSettings } from './settings';

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A call below the endpoint, e.g. `SalesOrder` or `Shipment/0000001`. */
export type RequestSpec = JsonCall<Method>;

export type ClientOptions = AcumaticaHttpSettings & {
  /** The Acumatica tenant this client signs in to. */
  tenant: string;
  /** How the client waits between attempts; tests may record instead of sleeping. */
  wait?: Wait;
};

export class AcumaticaClient {
  private cookie: string | null = null;
  private token: { value: string; expiresAt: number } | null = null;
  private signingIn: Promise<void> | null = null;
  private readonly policy: RetryPolicy;

  constructor(private readonly options: ClientOptions) {
    this.policy = retryPolicy(options, options.wait);
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
    return sendWithRetries<Response, T | null>({
      policy: this.policy,
      safe: safeToRepeat(spec),
      send: () => this.sendSignedIn(spec),
      settle: async (res) => {
        if (res.status === 202) return { value: await this.awaitLongRun<T>(res) };
        if (res.ok) return { value: (await readBody(res)) as T | null };
        const body = await readBody(res);
        if (res.status === 404 && spec.allowNotFound) return { value: null };
        return { error: errorFor(res.status, body), res };
      },
      unreachable: (failure) =>
        fail('unavailable', noAnswerText('Acumatica', this.options.timeoutMs, failure)),
    });
  }

  /** Ends the API session (sessions count against the ERP's licence); a token simply lapses. */
  async close(): Promise<void> {
    const cookie = this.cookie;
    this.cookie = null;
    this.token = null;
    if (!cookie) return;
    try {
      const { url, timeoutMs } = this.options;
      await sendJson(`${url}/entity/auth/logout`, { method: 'POST', headers: { cookie }, timeoutMs });
    } catch {
      // The session times out on the ERP's side anyway.
    }
  }

  /** A long-running action answers 202 with a Location to poll until it answers 204. */
  private async awaitLongRun<T>(res: Response): Promise<T | null> {
    const location = res.headers.get('location');
    if (!location) return null;
    const until = Date.now() + this.options.timeoutMs;
    const target = new URL(location, this.options.url).toString();
    while (Date.now() < until) {
      await this.policy.wait(Math.min(this.options.backoffMs, 1000));
      const poll = await this.send('GET', target, undefined);
      if (poll.status === 204 || poll.status === 200) return null;
      if (poll.status !== 202) throw errorFor(poll.status, await readBody(poll));
    }
    throw fail('unavailable', `Acumatica did not finish the action within ${this.options.timeoutMs} ms.`);
  }

  /** One attempt, signed in; a 401 (expired session or token) signs in again and resends once. */
  private async sendSignedIn(spec: RequestSpec): Promise<Response> {
    const url = withQuery(`${this.base}/${spec.path}`, spec.query);
    await this.signIn(false);
    const res = await this.send(spec.method, url.toString(), spec.body);
    if (res.status !== 401) return res;
    await res.body?.cancel();
    await this.signIn(true);
    return this.send(spec.method, url.toString(), spec.body);
  }

  private send(method: Method, url: string, body: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (this.token) headers.authorization = `Bearer ${this.token.value}`;
    return sendJson(url, { method, headers, body, timeoutMs: this.options.timeoutMs });
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
      sendJson(`${url}/entity/auth/login`, {
        method: 'POST',
        body: {
          name: auth.username,
          password: auth.password,
          company: tenant,
          ...(auth.branch ? { branch: auth.branch } : {}),
        },
        timeoutMs,
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
    const res = await this.authCall(() => postForm(`${url}/identity/connect/token`, form, timeoutMs));
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
    if (refusesCredentials(res.status)) {
      throw fail('not_configured', `Acumatica refused the sign-in: ${text}`);
    }
    throw fail('unavailable', `Acumatica sign-in failed: ${text}`);
  }
}
