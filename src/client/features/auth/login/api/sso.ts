import {
  refreshTokens,
  ssoStart,
  SSO_ERRORS,
  type SsoError,
  type TokenResponse,
} from '@shared/api/auth/login';
import { api, endpointUrl } from '@client/lib/api';
import { sessionStore } from '@client/lib/session-store';

/** What the server's single sign-on put in the address (`/login#sso=<code>&next=` or `#sso_error=`). */
export type SsoHandoff = { code: string; next: string | null } | { error: string } | null;

export function readSsoHandoff(hash: string): SsoHandoff {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('sso');
  if (code) return { code, next: params.get('next') };
  const error = params.get('sso_error');
  if (error) return { error: SSO_ERRORS[error as SsoError] ?? SSO_ERRORS.failed };
  return null;
}

/** The address the "Sign in with ..." button opens: the server redirects on to the provider. */
export const ssoStartUrl = (next: string) => endpointUrl(ssoStart, { query: { next } });

/** One exchange per code, even if the page mounts twice: a second use would end the session. */
const exchanges = new Map<string, Promise<TokenResponse>>();

/** Trades the one-time code for the session's tokens (the same answer a password sign-in gets). */
export function finishSso(code: string): Promise<TokenResponse> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = api(refreshTokens, { body: { refresh_token: code } }).then((tokens) => {
      sessionStore.setFromTokens(tokens);
      return tokens;
    });
    exchanges.set(code, exchange);
  }
  return exchange;
}
