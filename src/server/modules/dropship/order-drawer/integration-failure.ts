import { HttpError } from '../../../platform/http/http-error';
import { IntegrationError } from '../../../integrations/integration-error';

/**
 * An outside system's refusal or failure as the HTTP answer the drawer shows: what the system said,
 * after `what` failed. A refusal (unknown order, bad data) is 422; a system that is down is 502.
 */
export function integrationFailure(error: unknown, what: string): never {
  if (error instanceof IntegrationError) {
    const status = error.code === 'rejected' || error.code === 'not_found' ? 422 : 502;
    throw new HttpError(status, `${error.system}_${error.code}`, `${what}: ${error.message}`);
  }
  throw error;
}
