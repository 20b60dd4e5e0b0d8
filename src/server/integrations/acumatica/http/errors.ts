import { IntegrationError, type IntegrationErrorCode } from '../../integration-error';
import { isRecord } from '../../http/answers';

/** Acumatica's error bodies as IntegrationErrors. */
export const fail = (code: IntegrationErrorCode, message: string) =>
  new IntegrationError('acumatica', code, message);

/** A 500 whose exception is a business rule of the ERP (not the ERP failing): refused, not retried. */
const BUSINESS_EXCEPTION = /PX\.(Data|Objects)\.|PXException|PXSetPropertyException|OutcomeEntityHasErrors/;

type ErrorBody = { message?: unknown; exceptionMessage?: unknown; exceptionType?: unknown; error?: unknown };

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
