import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@shared/api/auth/login';
import type { Warehouse } from '@shared/domain/identity/companies';
import { HttpError, unauthorized } from '../../../platform/http/http-error';
import { toPrincipal, type ClientInfo } from '../../../platform/auth/principal';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import type { UserRow, UsersRepository } from '../../../platform/auth/users.repository';
import { decoy, verifyPassword } from '../../../platform/auth/passwords';
import type { RefreshTokensRepository } from '../../../platform/auth/refresh-tokens.repository';
import { retryAfterSeconds, tryAgainIn } from '../../../platform/auth/throttle';
import { newOpaqueToken, tokenHash, type TokenService } from '../../../platform/auth/tokens';

/** Sign-in throttling: a window, not a lock, so an attacker can never shut a user out for good. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USER_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Across all addresses: stops a spread-out guessing attack; it too lapses once the window passes. */
export const MAX_FAILURES_PER_USER = 30;
/** A refresh token reused this soon after its rotation is a race between two tabs, not a theft. */
export const ROTATION_GRACE_SECONDS = 30;
/** How long the one-time code single sign-on puts in the address lasts. */
export const SSO_HANDOFF_SECONDS = 60;

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly tokens: TokenService,
    private readonly log: LogRepository,
    private readonly refreshTtlDays: number,
    /** The throttle's clock (epoch ms): tests move it to the moment a window lapses. */
    private readonly clock: () => number = Date.now,
  ) {}

  async login(username: string, password: string, client: ClientInfo): Promise<TokenResponse> {
    await this.checkThrottle(username, client);
    const user = await this.users.findByUsername(username);
    // Verify against a decoy when the user is unknown so both paths take the same time.
    const ok = await verifyPassword(user?.passwordHash ?? (await decoy()), password);
    if (!user || !ok || !user.active) {
      await this.users.recordAttempt(username, client.address, false, new Date(this.clock()));
      const reason = !user ? 'unknown user' : !ok ? 'wrong password' : 'inactive user';
      await this.log.write({
        level: 'warn',
        message: `Failed sign-in for ${username}`,
        meta: {
          event: 'auth.login_failed',
          username,
          reason,
          address: client.address,
          user_agent: client.userAgent,
        },
      });
      throw unauthorized('Incorrect username or password.', 'invalid_credentials');
    }
    await this.users.clearFailures(username, client.address);
    await this.users.touchSignIn(user.id);
    await this.log.write({
      level: 'info',
      message: `${user.username} signed in`,
      meta: {
        event: 'auth.login',
        username: user.username,
        address: client.address,
        user_agent: client.userAgent,
      },
    });
    return this.issue(user, randomUUID());
  }

  /**
   * Single sign-on hands the browser this one-time code instead of tokens: a refresh token of a new
   * session that lapses in `ttlSeconds`. The client trades it at POST /auth/refresh for the same
   * token pair a built-in sign-in gets; a second use ends the session (refresh-token reuse).
   */
  async handoff(user: UserRow, ttlSeconds = SSO_HANDOFF_SECONDS): Promise<string> {
    const code = newOpaqueToken();
    await this.refreshTokens.insert({
      userId: user.id,
      familyId: randomUUID(),
      tokenHash: tokenHash(code),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return code;
  }

  async refresh(refreshToken: string): Promise<TokenResponse> {
    const row = await this.refreshTokens.findByHash(tokenHash(refreshToken));
    if (!row) throw unauthorized('Your session has ended. Sign in again.', 'invalid_refresh_token');
    if (row.revokedAt || row.expiresAt < new Date()) {
      throw unauthorized('Your session has ended. Sign in again.', 'invalid_refresh_token');
    }
    const rotated = await this.refreshTokens.markRotated(row.id);
    if (
      !rotated &&
      row.rotatedAt &&
      !row.revokedAt &&
      Date.now() - row.rotatedAt.getTime() < ROTATION_GRACE_SECONDS * 1000
    ) {
      // Another request (another tab) rotated it a moment ago: refuse, but keep the sign-in alive.
      throw unauthorized(
        'This session was refreshed elsewhere. Use the newest token.',
        'refresh_token_rotated',
      );
    }
    if (!rotated) {
      // The token was used before: someone holds a copy. End the whole sign-in.
      await this.refreshTokens.revokeFamily(row.familyId);
      await this.log.write({
        level: 'warn',
        message: 'A used refresh token was presented again; the session was ended',
        meta: { event: 'auth.refresh_reused', user_id: row.userId },
      });
      throw unauthorized('Your session has ended. Sign in again.', 'refresh_token_reused');
    }
    const user = await this.users.findById(row.userId);
    if (!user?.active) {
      await this.refreshTokens.revokeFamily(row.familyId);
      throw unauthorized('Your account is no longer active.', 'inactive_user');
    }
    return this.issue(user, row.familyId);
  }

  async logout(refreshToken: string, client: ClientInfo): Promise<void> {
    const row = await this.refreshTokens.findByHash(tokenHash(refreshToken));
    if (!row) return;
    await this.refreshTokens.revokeFamily(row.familyId);
    const user = await this.users.findById(row.userId);
    await this.log.write({
      level: 'info',
      message: `${user?.username ?? `user ${row.userId}`} signed out`,
      meta: { event: 'auth.logout', username: user?.username ?? null, address: client.address },
    });
  }

  private async issue(user: UserRow, familyId: string): Promise<TokenResponse> {
    const principal = toPrincipal(user);
    const refresh = newOpaqueToken();
    await this.refreshTokens.insert({
      userId: user.id,
      familyId,
      tokenHash: tokenHash(refresh),
      expiresAt: new Date(Date.now() + this.refreshTtlDays * 86_400_000),
    });
    return {
      access_token: await this.tokens.signAccess(principal, familyId),
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: this.tokens.accessTtlSeconds,
      user: {
        id: user.id,
        username: user.username,
        name: user.name,
        email: user.email,
        companies: principal.companies,
        warehouses: principal.warehouses as Warehouse[],
        scopes: principal.scopes,
      },
    };
  }

  private async checkThrottle(username: string, client: ClientInfo): Promise<void> {
    const windowMs = LOGIN_WINDOW_MINUTES * 60_000;
    const now = this.clock();
    const failures = await this.users.failuresSince(username, client.address, new Date(now - windowMs));
    const retryAfter = retryAfterSeconds(
      [
        { failures: failures.forUserAndAddress, limit: MAX_FAILURES_PER_USER_AND_ADDRESS },
        { failures: failures.forAddress, limit: MAX_FAILURES_PER_ADDRESS },
        { failures: failures.forUser, limit: MAX_FAILURES_PER_USER },
      ],
      windowMs,
      now,
    );
    if (retryAfter === null) return;
    await this.log.write({
      level: 'warn',
      message: `Sign-in throttled for ${username}`,
      meta: { event: 'auth.throttled', username, address: client.address },
    });
    throw new HttpError(
      429,
      'too_many_attempts',
      `Too many failed sign-in attempts. ${tryAgainIn(retryAfter)}`,
      { 'retry-after': String(retryAfter) },
    );
  }
}
