import { IntegrationError, type IntegrationErrorCode } from '../../integration-error';
import { isRecord } from '../../http/answers';

/** The label API's error bodies as IntegrationErrors. */
export const fail = (code: IntegrationErrorCode, message: string) =>
  new IntegrationError('carriers', code, message);

/** ShipEngine's error body: `{ request_id, errors: [{ error_source, error_type, error_code, message }] }`. */
export type SeError = {
  error_source?: string;
  error_type?: string;
  error_code?: string;
  message?: string;
};

export function errorsOf(body: unknown): SeError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  const errors: SeError[] = body.errors.filter(isRecord);
  return errors;
}

/** The messages of an error body, or what the status says when it has none. */
export function errorText(status: number, body: unknown): string {
  const texts = errorsOf(body)
    .map((e) => (typeof e.message === 'string' ? e.message.trim() : ''))
    .filter((t) => t !== '');
  if (texts.length > 0) return [...new Set(texts)].join('; ');
  if (typeof body === 'string' && body.trim() !== '' && body.length < 500) return body.trim();
  return `The carrier API answered HTTP ${status}.`;
}

/** An answer of the label API as one of the port's error codes. */
export function errorFor(status: number, body: unknown): IntegrationError {
  const text = errorText(status, body);
  const types = errorsOf(body).map((e) => e.error_type);
  if (status === 401 || (status === 403 && types.includes('security')))
    return fail('not_configured', `The carrier API refused the API key: ${text}`);
  if (status === 403) return fail('not_configured', `The carrier API refused access: ${text}`);
  if (status === 404) return fail('not_found', text);
  if (status === 429) return fail('unavailable', `The carrier API is limiting requests: ${text}`);
  if (status >= 500) return fail('unavailable', text);
  return fail('rejected', text);
}
