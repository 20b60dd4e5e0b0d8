import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the server must remember between the redirect to the provider and its return. */
export type SsoTransaction = {
  state: string;
  nonce: string;
  /** The PKCE code verifier: only its S256 challenge went to the provider. */
  verifier: string;
  /** Where the browser goes once signed in (a path of this app). */
  next: string;
  /** Epoch seconds after which the transaction is refused. */
  exp: number;
};

export const SSO_COOKIE = 'dockhand_sso';
/** A sign-in at the provider must finish within this time. */
export const SSO_TRANSACTION_SECONDS = 600;

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The transaction travels in an HttpOnly cookie signed with a secret every server instance shares,
 * so the callback may land on any instance and nobody can forge or edit it.
 */
export function sealTransaction(key: string, transaction: SsoTransaction): string {
  const payload = Buffer.from(JSON.stringify(transaction)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** Null when the value is missing, forged, altered or expired. */
export function openTransaction(
  key: string,
  sealed: string | undefined,
  now = Date.now(),
): SsoTransaction | null {
  if (!sealed) return null;
  const [payload, signature, extra] = sealed.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SsoTransaction;
    if (typeof value.exp !== 'number' || value.exp * 1000 < now) return null;
    if (![value.state, value.nonce, value.verifier, value.next].every((v) => typeof v === 'string'))
      return null;
    return value;
  } catch {
    return null;
  }
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The Set-Cookie of the transaction (empty value and Max-Age=0 clears it). */
export function transactionCookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${SSO_COOKIE}=${value}`,
    'Path=/api/auth/oidc',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level GET from another site, which Lax lets through.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
