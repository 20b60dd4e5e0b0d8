import { setTimeout as sleep } from 'node:timers/promises';
import { IntegrationError, type IntegrationErrorCode } from '../../integration-error';
import { readBody, retryAfterMs, transportFailure } from '../../acumatica/http/errors';
import type { GeodisHttpSettings } from './settings';

export const fail = (code: IntegrationErrorCode, message: string) =>
  new IntegrationError('geodis', code, message);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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
  private readonly wait: (ms: number) => Promise<void>;

  constructor(
    private readonly settings: GeodisHttpSettings,
    wait?: (ms: number) => Promise<void>,
  ) {
    this.wait = wait ?? ((ms) => sleep(ms));
  }

  /** Forgets the token (nothing to sign out of: a client-credentials token simply lapses). */
  close(): void {
    this.token = null;
  }

  async request<T>(account: string, spec: GeodisRequest): Promise<T> {
    const { retries, timeoutMs } = this.settings;
    const safe = spec.method === 'GET' || spec.idempotencyKey !== undefined;
    for (let attempt = 0; ; attempt += 1) {
      let res: Response;
      try {
        res = await this.sendWithToken(account, spec);
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
            ? `Geodis did not answer within ${timeoutMs} ms.`
            : `Geodis cannot be reached: ${failure.text}`,
        );
      }
      const body = await readBody(res);
      if (res.ok) return body as T;
      const error = geodisError(res.status, body);
      const retryable = res.status === 429 || (error.code === 'unavailable' && safe);
      if (retryable && attempt < retries) {
        await this.backoff(attempt, retryAfterMs(res.headers.get('retry-after')));
        continue;
      }
      throw error;
    }
  }

  private async backoff(attempt: number, retryAfter: number | null): Promise<void> {
    const { backoffMs, maxBackoffMs } = this.settings;
    await this.wait(Math.min(retryAfter ?? backoffMs * 2 ** attempt, maxBackoffMs));
  }

  /** One attempt with a token; a 401 means the token lapsed early: a new one, and the call once more. */
  private async sendWithToken(account: string, spec: GeodisRequest): Promise<Response> {
    const url = new URL(`${this.settings.url}/v1/accounts/${encodeURIComponent(account)}/${spec.path}`);
    for (const [name, value] of Object.entries(spec.query ?? {})) url.searchParams.set(name, value);
    const used = await this.bearer(null);
    const res = await this.send(url.toString(), spec, used);
    if (res.status !== 401) return res;
    await res.body?.cancel();
    return this.send(url.toString(), spec, await this.bearer(used));
  }

  private send(url: string, spec: GeodisRequest, token: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    if (spec.idempotencyKey) headers['idempotency-key'] = spec.idempotencyKey;
    return fetch(url, {
      method: spec.method,
      headers,
      body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
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
      res = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw fail('unavailable', `Geodis sign-in failed: ${transportFailure(error).text}`);
    }
    const body = await readBody(res);
    if (!res.ok) {
      const text = geodisText(res.status, body);
      if (res.status >= 400 && res.status < 500 && res.status !== 429)
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
