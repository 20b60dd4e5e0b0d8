import { IntegrationError } from '../../integrations/integration-error';
import { HttpError } from './http-error';

/**
 * The one mapping of an outside system's refusal or failure to HTTP, so the same refusal gives the
 * same answer on every screen: a refusal (unknown order, bad data) is 422, a system that is down or
 * not configured is 502; the code names the system (`acumatica_rejected`) and the message says what
 * it said.
 */
export function httpErrorOf(error: IntegrationError, what?: string): HttpError {
  const status = error.code === 'rejected' || error.code === 'not_found' ? 422 : 502;
  const message = what ? `${what}: ${error.message}` : error.message;
  return new HttpError(status, `${error.system}_${error.code}`, message);
}

/** Rethrows an outside system's error as its HTTP answer, after `what` failed; anything else as it is. */
export function integrationFailure(error: unknown, what: string): never {
  if (error instanceof IntegrationError) throw httpErrorOf(error, what);
  throw error;
}
