import * as oidc from 'openid-client';
import type { SsoError } from '@shared/api/auth/login';
import { mapGroups } from '@shared/domain/identity/sso-groups';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import type { OidcSettings } from '../../../platform/auth/oidc-settings';
import type { ClientInfo } from '../../../platform/auth/principal';
import type { UserRow, UsersRepository } from '../../../platform/auth/users.repository';
import type { AuthService } from '../login/login.service';
import { SSO_TRANSACTION_SECONDS, type SsoTransaction } from './sso-transaction';

/** Only same-app paths are followed after sign-in, never another origin. */
export function safeNext(next: string | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/** An http:// issuer is accepted only on this machine (a local test provider); anything else needs https. */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** What a claim holds as a list of group names (a list, or one name). */
function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string');
  return typeof value === 'string' ? [value] : [];
}

const claimText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoError,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Single sign-on with an OpenID Connect provider (openid-client): the authorization code flow with
 * PKCE, state and nonce. The groups claim decides companies, warehouses and scopes (mapGroups); the
 * user row is created or updated from it on every sign-in, and the session is the app's own (the
 * same tokens as a built-in sign-in), so every route's checks stay as they are.
 */
export class SsoService {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    readonly settings: OidcSettings,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly log: LogRepository,
  ) {}

  /** Discovery once, kept; a failed one is tried again at the next sign-in. */
  private provider(): Promise<oidc.Configuration> {
    this.configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
      return oidc.discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret ?? undefined,
        this.settings.clientSecret ? undefined : oidc.None(),
        { timeout: 10, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
      );
    })().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  /** The provider's sign-in address and the transaction to keep for the callback. */
  async start(next: string | undefined): Promise<{ url: string; transaction: SsoTransaction }> {
    const config = await this.provider();
    const verifier = oidc.randomPKCECodeVerifier();
    const transaction: SsoTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      next: safeNext(next),
      exp: Math.floor(Date.now() / 1000) + SSO_TRANSACTION_SECONDS,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
    });
    return { url: url.toString(), transaction };
  }

  /**
   * Checks the provider's answer against the transaction (state, nonce, PKCE, the ID token), signs
   * the user in and returns the one-time code for the client. Throws SsoRefusal.
   */
  async finish(
    query: string,
    transaction: SsoTransaction | null,
    client: ClientInfo,
  ): Promise<{ code: string; next: string }> {
    if (!transaction) {
      await this.warn('no or expired sign-in transaction (cookie)', client);
      throw new SsoRefusal('failed', 'missing transaction');
    }
    const config = await this.provider();
    // The address the provider redirected to, as registered: correct behind a proxy too.
    const current = new URL(this.settings.redirectUri);
    current.search = query;
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
      if (!(this.settings.groupsClaim in claims) && tokens.access_token) {
        // Some providers put groups only in the userinfo answer.
        const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims };
      }
    } catch (error) {
      const refused = error instanceof oidc.AuthorizationResponseError;
      await this.warn(error instanceof Error ? error.message : String(error), client);
      throw new SsoRefusal(refused ? 'refused' : 'failed', 'provider answer refused');
    }
    const user = await this.upsert(claims, client);
    await this.users.touchSignIn(user.id);
    await this.log.write({
      level: 'info',
      message: `${user.username} signed in with single sign-on`,
      meta: {
        event: 'auth.login',
        method: 'sso',
        username: user.username,
        address: client.address,
        user_agent: client.userAgent,
      },
    });
    return { code: await this.auth.handoff(user), next: transaction.next };
  }

  /** The user of these claims, created or brought up to date with the groups the provider sends. */
  private async upsert(claims: Record<string, unknown>, client: ClientInfo): Promise<UserRow> {
    const subject = `${this.settings.issuer} ${String(claims.sub)}`;
    const grant = mapGroups(groupsOf(claims[this.settings.groupsClaim]));
    const username = (
      claimText(claims[this.settings.usernameClaim]) ??
      claimText(claims.email) ??
      String(claims.sub)
    ).slice(0, 64);
    if (grant.ignored.length > 0) {
      await this.log.write({
        level: 'warn',
        message: `Single sign-on: groups ignored for ${username}: ${grant.ignored.join(', ')}`,
        meta: { event: 'auth.sso_groups_ignored', username, groups: grant.ignored },
      });
    }
    const profile = {
      name: (claimText(claims.name) ?? username).slice(0, 200),
      email: (claimText(claims.email) ?? '').slice(0, 200),
      companies: grant.companies,
      warehouses: grant.warehouses,
      scopes: grant.scopes,
    };
    const existing = await this.users.findBySsoSubject(subject);
    if (existing) {
      if (!existing.active) {
        await this.warn(`inactive user ${existing.username}`, client);
        throw new SsoRefusal('inactive', 'inactive user');
      }
      return (await this.users.update(existing.id, profile)) ?? existing;
    }
    const created = await this.users.insert({ username, passwordHash: '', ssoSubject: subject, ...profile });
    if (!created) {
      // The username belongs to another account (built-in, or another provider subject): never take it over.
      await this.warn(`username ${username} is taken by another account`, client);
      throw new SsoRefusal('taken', 'username taken');
    }
    return created;
  }

  private async warn(reason: string, client: ClientInfo): Promise<void> {
    await this.log.write({
      level: 'warn',
      message: 'Failed single sign-on',
      meta: { event: 'auth.sso_failed', reason, address: client.address, user_agent: client.userAgent },
    });
  }
}
