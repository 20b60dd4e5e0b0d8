import { IntegrationError, type IntegrationErrorCode } from '../../integration-error';
import { isRecord, noAnswerText, readBody, refusesCredentials, transportFailure } from '../../http/answers';
import { postForm, sendJson, withQuery } from '../../http/requests';
import { retryPolicy, sendWithRetries, type RetryPolicy, type Wait } from '../../http/retry';
import type { GeodisHttpSettings } from './settings';

export const fail = (code: IntegrationErrorCode, message: string) =>
  new IntegrationError('geodis', code, message);

/** The code Geodis answers a repeated idempotency key with while the first request still runs. */
export const IN_PROGRESS = 'IDEMPOTENCY_KEY_IN_USE';

/** The text of a Geodis answer: `{ error: { code, message } }`, `{ message }`, OAuth errors, or plain text. */
export function geodisText(status: number, body: unknown): string {
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (isRecord(body)) {
    const error = body.error;
    if (isRecord(error) && typeof error.message === 'string') return error.message;
    if (typeof body.error_description === 'string') return body.error_description;
    if (typeof body.message === 'string') return body.message;
    if (typeof error === 'string') return error;
  }
  return `Geodis answered HTTP ${status}.`;
}

const errorCodeOf = (body: unknown): string | null =>
  isRecord(body) && isRecord(body.error) && typeof body.error.code === 'string' ? body.error.code : null;

/** Geodis's answer as one of the port's error codes. */
export function geodisError(status: number, body: unknown): IntegrationError {
  const text = geodisText(status, body);
  if (status === 404) return fail('not_found', text);
  if (status === 401) return fail('not_configured', `Geodis refused the token: ${text}`);
  if (status === 403) return fail('not_configured', `Geodis refused access: ${text}`);
  if (status === 409 && errorCodeOf(body) === IN_PROGRESS) return fail('unavailable', text);
  if (status === 429) return fail('unavailable', `Geodis is limiting requests: ${text}`);
  if (status >= 500) return fail('unavailable', text);
  return fail('rejected', text);
}

export type GeodisRequest = {
  method: 'GET' | 'POST';
  /** Below the account, e.g. `orders` or `orders/0000101/cancel`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * Sent as Idempotency-Key: Geodis answers a repeated key with the first answer instead of acting
   * twice, so a write carrying one is as safe to send again as a read.
   */
  idempotencyKey?: string;
};

/**
 * A small client of Geodis's API for one client id: an OAuth 2 client-credentials token shared by
 * every company (renewed shortly before it expires, and once more when Geodis refuses it with a
 * 401), retries with capped exponential backoff (Retry-After honoured) for reads and for writes
 * that carry an idempotency key, refused credentials as `not_configured`, and Geodis's error
 * bodies as `not_found`/`rejected`/`unavailable`.
 */
export class GeodisClient {
  private token: { value: string; expiresAt: number } | null = null;
  private fetching: Promise<string> | null = null;
  private readonly policy: RetryPolicy;

  constructor(
    private readonly settings: GeodisHttpSettings,
    wait?: Wait,
  ) {
    this.policy = retryPolicy(settings, wait);
  }

  /** Forgets the token (nothing to sign out of: a client-credentials token simply lapses). */
  close(): void {
    this.token = null;
  }

  async request<T>(account: string, spec: GeodisRequest): Promise<T> {
    return sendWithRetries<Response, T>({
      policy: this.policy,
      safe: spec.method === 'GET' || spec.idempotencyKey !== undefined,
      send: () => this.sendWithToken(account, spec),
      settle: async (res) => {
        const body = await readBody(res);
        if (res.ok) return { value: body as T };
        return { error: geodisError(res.status, body), res };
      },
      unreachable: (failure) => fail('unavailable', noAnswerText('Geodis', this.settings.timeoutMs, failure)),
    });
  }

  /** One attempt with a token; a 401 means the token lapsed early: a new one, and the call once more. */
  private async sendWithToken(account: string, spec: GeodisRequest): Promise<Response> {
    const url = withQuery(
      `${this.settings.url}/v1/accounts/${encodeURIComponent(account)}/${spec.path}`,
      spec.query,
    );
    const used = await this.bearer(null);
    const res = await this.send(url.toString(), spec, used);
    if (res.status !== 401) return res;
    await res.body?.cancel();
    return this.send(url.toString(), spec, await this.bearer(used));
  }

  private send(url: string, spec: GeodisRequest, token: string): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (spec.idempotencyKey) headers['idempotency-key'] = spec.idempotencyKey;
    const { method, body } = spec;
    return sendJson(url, { method, headers, body, timeoutMs: this.settings.timeoutMs });
  }

  /** A valid token; `refused` is one Geodis turned down (another call may have replaced it already). */
  private bearer(refused: string | null): Promise<string> {
    const current = this.token;
    if (current && current.value !== refused && current.expiresAt > Date.now())
      return Promise.resolve(current.value);
    // Calls that find the token gone together share one token request.
    this.fetching ??= this.fetchToken().finally(() => {
      this.fetching = null;
    });
    return this.fetching;
  }

  private async fetchToken(): Promise<string> {
    const { tokenUrl, clientId, clientSecret, scope, timeoutMs } = this.settings;
    this.token = null;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      ...(scope ? { scope } : {}),
    });
    let res: Response;
    try {
      res = await postForm(tokenUrl, form, timeoutMs);
    } catch (error) {
      throw fail('unavailable', `Geodis sign-in failed: ${transportFailure(error).text}`);
    }
    const body = await readBody(res);
    if (!res.ok) {
      const text = geodisText(res.status, body);
      if (refusesCredentials(res.status))
        throw fail('not_configured', `Geodis refused the client credentials: ${text}`);
      throw fail('unavailable', `Geodis sign-in failed: ${text}`);
    }
    const token = body as { access_token?: string; expires_in?: number } | null;
    if (!token?.access_token) throw fail('unavailable', 'Geodis answered the token request without a token.');
    // Renew a little before Geodis would refuse it (a tenth of its life, at most 60 s).
    const life = (token.expires_in ?? 3600) * 1000;
    this.token = { value: token.access_token, expiresAt: Date.now() + life - Math.min(life / 10, 60_000) };
    return token.access_token;
  }
}
