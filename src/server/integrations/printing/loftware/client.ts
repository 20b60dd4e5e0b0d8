import { IntegrationError, type IntegrationErrorCode } from '../../integration-error';
import { isRecord, noAnswerText, readBody } from '../../http/answers';
import { sendJson } from '../../http/requests';
import { retryPolicy, sendWithRetries, type RetryPolicy, type Wait } from '../../http/retry';
import type { LoftwareSettings } from './settings';

const fail = (code: IntegrationErrorCode, message: string) => new IntegrationError('printing', code, message);

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
  private readonly policy: RetryPolicy;

  constructor(
    private readonly settings: LoftwareSettings,
    wait?: Wait,
  ) {
    this.policy = retryPolicy(settings, wait);
  }

  async trigger(name: string, body: unknown): Promise<unknown> {
    const { url, key, timeoutMs } = this.settings;
    const target = `${url}/Trigger/v1/CloudTrigger/${encodeURIComponent(name)}`;
    return sendWithRetries<Response, unknown>({
      policy: this.policy,
      // Not safe to repeat: only a 429 and a refused connection are sent again.
      safe: false,
      send: () =>
        sendJson(target, { method: 'POST', headers: { 'ocp-apim-subscription-key': key }, body, timeoutMs }),
      settle: async (res) => {
        const answer = await readBody(res);
        return res.ok ? { value: answer } : { error: loftwareError(res.status, answer, name), res };
      },
      unreachable: (failure) =>
        fail(
          'unavailable',
          noAnswerText('Loftware', timeoutMs, failure, '; the job may or may not have printed'),
        ),
    });
  }
}
