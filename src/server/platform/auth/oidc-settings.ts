/** Single sign-on with an OpenID Connect provider (OIDC_* settings); null when it is off (the default). */
export type OidcSettings = {
  /** OIDC_ISSUER: the provider's issuer URL (its discovery document is read from there). */
  issuer: string;
  clientId: string;
  /** OIDC_CLIENT_SECRET: absent for a public client (PKCE alone). */
  clientSecret: string | null;
  /** OIDC_REDIRECT_URI: this app's callback, https://<app>/api/auth/oidc/callback, as registered. */
  redirectUri: string;
  /** OIDC_GROUPS_CLAIM: the claim holding the user's groups (D3 section 6). */
  groupsClaim: string;
  /** OIDC_SCOPES: the scopes asked for. */
  scopes: string;
  /** OIDC_USERNAME_CLAIM: the claim that names the user here (falls back to email, then sub). */
  usernameClaim: string;
  /** OIDC_LABEL: the button reads "Sign in with <label>". */
  label: string;
};

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_REDIRECT_URI'] as const;

/** The value as given (an issuer must match the provider's own spelling exactly, trailing slash included). */
function absoluteUrl(name: string, value: string): string {
  try {
    new URL(value);
    return value;
  } catch {
    throw new Error(`${name}=${value} is not an absolute URL`);
  }
}

/** Off unless OIDC_ISSUER is set; then the client id and redirect URI must be too (a half setup fails the start). */
export function loadOidcSettings(env: NodeJS.ProcessEnv): OidcSettings | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  if (!value('OIDC_ISSUER')) return null;
  const missing = REQUIRED.filter((name) => !value(name));
  if (missing.length > 0) throw new Error(`Single sign-on needs ${missing.join(', ')} (OIDC_ISSUER is set)`);
  return {
    issuer: absoluteUrl('OIDC_ISSUER', value('OIDC_ISSUER') as string),
    clientId: value('OIDC_CLIENT_ID') as string,
    clientSecret: value('OIDC_CLIENT_SECRET') ?? null,
    redirectUri: absoluteUrl('OIDC_REDIRECT_URI', value('OIDC_REDIRECT_URI') as string),
    groupsClaim: value('OIDC_GROUPS_CLAIM') ?? 'groups',
    scopes: value('OIDC_SCOPES') ?? 'openid profile email',
    usernameClaim: value('OIDC_USERNAME_CLAIM') ?? 'preferred_username',
    label: value('OIDC_LABEL') ?? 'single sign-on',
  };
}
