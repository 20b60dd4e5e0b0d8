/** Reading an outside system's HTTP answers: bodies, Retry-After, and failures of fetch itself. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as JSON, as text when it is not JSON, or null when empty. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Seconds or an HTTP date, as Retry-After may carry. */
export function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export type TransportFailure = { timedOut: boolean; neverSent: boolean; text: string };

/** Errors of fetch itself: the request never left (refused) or no answer came in time. */
export function transportFailure(error: unknown): TransportFailure {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
  const code = err.cause?.code ?? '';
  const neverSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
  return { timedOut, neverSent, text: err.cause?.message ?? err.message ?? String(error) };
}

/** What to say when no answer came: `<who> did not answer within N ms<note>.` or why it cannot be reached. */
export function noAnswerText(who: string, timeoutMs: number, failure: TransportFailure, note = ''): string {
  return failure.timedOut
    ? `${who} did not answer within ${timeoutMs} ms${note}.`
    : `${who} cannot be reached: ${failure.text}`;
}

/** A sign-in answer that refuses the credentials (a 4xx other than 429): fixed in settings, not by retrying. */
export const refusesCredentials = (status: number): boolean =>
  status >= 400 && status < 500 && status !== 429;
