import { setTimeout as sleep } from 'node:timers/promises';
import { IntegrationError, type IntegrationErrorCode } from '../../integration-error';
import { readBody, retryAfterMs, transportFailure } from '../../acumatica/http/errors';
import type { LoftwareSettings } from './settings';

const fail = (code: IntegrationErrorCode, message: string) => new IntegrationError('printing', code, message);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The text of an answer: the API gateway's `{ statusCode, message }`, Automation's text, or the status. */
export function loftwareText(status: number, body: unknown): string {
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (isRecord(body)) {
    for (const key of ['message', 'Message', 'error', 'title']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  }
  return `Loftware answered HTTP ${status}.`;
}

/** Loftware's answer as one of the port's error codes. */
export function loftwareError(status: number, body: unknown, trigger: string): IntegrationError {
  const text = loftwareText(status, body);
  if (status === 401 || status === 403)
    return fail('not_configured', `Loftware refused the subscription key: ${text}`);
  if (status === 404) return fail('not_configured', `Loftware has no cloud trigger ${trigger}: ${text}`);
  if (status === 429) return fail('unavailable', `Loftware is limiting requests: ${text}`);
  if (status >= 500) return fail('unavailable', text);
  return fail('rejected', text);
}

/**
 * Sends print requests to Loftware's Cloud Trigger API. A print is not safe to send twice (two
 * stacks of labels), so only a request that never reached Loftware is sent again: a 429 (after
 * Retry-After or a capped exponential wait) and a refused connection. A timeout or a 5xx is
 * `unavailable` at once; the job is recorded as failed and can be reprinted by a person.
 */
export class LoftwareClient {
  private readonly wait: (ms: number) => Promise<void>;

  constructor(
    private readonly settings: LoftwareSettings,
    wait?: (ms: number) => Promise<void>,
  ) {
    this.wait = wait ?? ((ms) => sleep(ms));
  }

  async trigger(name: string, body: unknown): Promise<unknown> {
    const { url, key, timeoutMs, retries, backoffMs, maxBackoffMs } = this.settings;
    const target = `${url}/Trigger/v1/CloudTrigger/${encodeURIComponent(name)}`;
    for (let attempt = 0; ; attempt += 1) {
      let res: Response;
      try {
        res = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'ocp-apim-subscription-key': key,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const failure = transportFailure(error);
        if (failure.neverSent && attempt < retries) {
          await this.wait(Math.min(backoffMs * 2 ** attempt, maxBackoffMs));
          continue;
        }
        throw fail(
          'unavailable',
          failure.timedOut
            ? `Loftware did not answer within ${timeoutMs} ms; the job may or may not have printed.`
            : `Loftware cannot be reached: ${failure.text}`,
        );
      }
      const answer = await readBody(res);
      if (res.ok) return answer;
      if (res.status === 429 && attempt < retries) {
        const asked = retryAfterMs(res.headers.get('retry-after'));
        await this.wait(Math.min(asked ?? backoffMs * 2 ** attempt, maxBackoffMs));
        continue;
      }
      throw loftwareError(res.status, answer, name);
    }
  }
}
