import type { SandboxSystem } from '@shared/domain/integrations/sandbox';

/**
 * not_found and rejected are answers of the outside system (an unknown order, an invalid address);
 * unavailable is the system failing (down, timing out, or a sandbox failure switch); not_configured
 * means the adapter cannot run at all. Services map them to HTTP errors and job retries: only
 * `unavailable` is worth retrying.
 */
export type IntegrationErrorCode = 'not_found' | 'rejected' | 'unavailable' | 'not_configured';

export class IntegrationError extends Error {
  constructor(
    readonly system: SandboxSystem,
    readonly code: IntegrationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'IntegrationError';
  }

  get retryable(): boolean {
    return this.code === 'unavailable';
  }
}

export const notFoundIn = (system: SandboxSystem, message: string) =>
  new IntegrationError(system, 'not_found', message);
export const rejectedBy = (system: SandboxSystem, message: string) =>
  new IntegrationError(system, 'rejected', message);
