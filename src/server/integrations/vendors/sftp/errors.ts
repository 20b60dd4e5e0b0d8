import { IntegrationError } from '../../integration-error';
import type { SftpPartner } from './settings';

/** SFTP status codes (draft-ietf-secsh-filexfer-02, what every server speaks). */
export const SFTP_STATUS = {
  noSuchFile: 2,
  permissionDenied: 3,
  failure: 4,
  badMessage: 5,
  noConnection: 6,
  connectionLost: 7,
  opUnsupported: 8,
} as const;

type RawError = Error & { code?: unknown; level?: unknown };

const unavailable = (message: string) => new IntegrationError('vendors', 'unavailable', message);

/**
 * Failures after which nobody knows whether the server did the last request (no answer in time, the
 * line cut): an upload that ends so is checked on the server before it counts as failed.
 */
const unknownOutcome = new WeakSet<IntegrationError>();
export const outcomeUnknown = (error: unknown) =>
  error instanceof IntegrationError && unknownOutcome.has(error);
export function lostAnswer(message: string): IntegrationError {
  const error = unavailable(message);
  unknownOutcome.add(error);
  return error;
}
const notConfigured = (message: string) => new IntegrationError('vendors', 'not_configured', message);

/**
 * The server's own words out of an ssh2-sftp-client message, which wraps them as
 * `<call>: <server text> <path>` (or `From: a To: b` for a rename).
 */
export function serverText(message: string, path: string): string {
  let text = message;
  for (;;) {
    const next = text.replace(/^(?:[\w.]+(?:->|: )|Write stream error: |Re-thrown: )/, '');
    if (next === text) break;
    text = next;
  }
  text = text.replace(/ From: .* To: .*$/, '');
  if (path && text.endsWith(` ${path}`)) text = text.slice(0, -path.length - 1);
  return text.trim();
}

export type Step = { what: string; path: string };

/**
 * An SFTP or SSH failure as the port's error. A server refusing, silent or dropping the line is
 * `unavailable` (the job retries); a refused sign-in, a foreign host key, a missing folder or
 * denied rights is `not_configured`: retrying cannot help until someone fixes the settings.
 */
export function sftpError(
  error: unknown,
  partner: SftpPartner,
  step: Step,
  raw?: RawError,
): IntegrationError {
  if (error instanceof IntegrationError) return error;
  const err = (raw ?? error) as RawError;
  const message = err?.message ?? String(error);
  const where = `${partner.vendor.name}'s SFTP server ${partner.host}:${partner.port}`;
  const code = (error as RawError)?.code ?? err?.code;
  if (typeof code === 'number') {
    const text = serverText((error as Error).message, step.path);
    switch (code) {
      case SFTP_STATUS.noSuchFile:
        return notConfigured(`${where}: ${step.path} does not exist (${step.what}).`);
      case SFTP_STATUS.permissionDenied:
        return notConfigured(
          `${where}: permission denied to ${step.what} ${step.path}; check the account's rights there.`,
        );
      case SFTP_STATUS.opUnsupported:
        return notConfigured(`${where} does not support ${step.what}: ${text}`);
      default:
        // FAILURE and its kin carry the server's reason: the one thing an operator can act on.
        return unavailable(text || `${where} failed to ${step.what} ${step.path}.`);
    }
  }
  if (err?.level === 'client-authentication' || /authentication methods failed/i.test(message))
    return notConfigured(`${where} refused the sign-in of ${partner.username}: check the password or key.`);
  if (/host key|verification failed|host denied/i.test(message))
    return notConfigured(
      `${where} did not show the host key ${partner.hostKey}: refused (a changed key or another server).`,
    );
  if (err?.level === 'client-timeout' || /timed out/i.test(message))
    return unavailable(`${where} did not answer within ${partner.timeoutMs} ms.`);
  switch (code) {
    case 'ECONNREFUSED':
      return unavailable(`${where} refused the connection.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return unavailable(`${where}: the host name does not resolve.`);
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return lostAnswer(`${where} dropped the connection (${String(code)}) during ${step.what}.`);
    default:
      break;
  }
  if (/unexpected (end|close)|not connected|no sftp connection|closed|no response from server/i.test(message))
    return lostAnswer(`${where} dropped the connection during ${step.what}.`);
  return unavailable(`${where}: ${message}`);
}
