import { IntegrationError, type IntegrationErrorCode } from '../../integration-error';

/** Reading Acumatica's answers: its error bodies as IntegrationErrors, Retry-After, transport failures. */
export const fail = (code: IntegrationErrorCode, message: string) =>
  new IntegrationError('acumatica', code, message);

/** A 500 whose exception is a business rule of the ERP (not the ERP failing): refused, not retried. */
const BUSINESS_EXCEPTION = /PX\.(Data|Objects)\.|PXException|PXSetPropertyException|OutcomeEntityHasErrors/;

type ErrorBody = { message?: unknown; exceptionMessage?: unknown; exceptionType?: unknown; error?: unknown };

export function isRecord(value: unknown): value is Record<string, unknown> {
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
export function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Errors of fetch itself: the request never left (refused) or no answer came in time. */
export function transportFailure(error: unknown): { timedOut: boolean; neverSent: boolean; text: string } {
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
