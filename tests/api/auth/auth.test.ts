import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { base64url, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TokenResponse } from '../../../src/shared/api/auth/login';
import { logEntries } from '../../../src/server/platform/db/schema/admin';
import { tokenHash } from '../../../src/server/platform/auth/tokens';
import { refreshTokens, serverSecrets, users } from '../../../src/server/platform/db/schema/identity';
import { SANDBOX_USERS } from '../../../src/server/world/sandbox-identity';
import {
  attemptLogin,
  authed,
  body,
  createSiblingApp,
  createTestApp,
  login,
  type TestApp,
} from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });

/** A call only a signed-in admin may make: the probe for access tokens. */
const listUsers = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/users', headers: authed(token) });

/** The payload of a JWT, unverified. */
function claimsOf(token: string): JWTPayload & { sid?: string } {
  return JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1] ?? ''))) as JWTPayload;
}

async function logMessages(): Promise<
  { message: string; level: string; meta: Record<string, unknown> | null }[]
> {
  return t.db
    .select({ message: logEntries.message, level: logEntries.level, meta: logEntries.meta })
    .from(logEntries)
    .orderBy(logEntries.id);
}

describe('POST /api/auth/login', () => {
  it('answers the token response of the spec', async () => {
    const res = await attemptLogin(t.app, 'admin');
    expect(res.statusCode).toBe(200);
    const json = body<TokenResponse>(res);
    expect(Object.keys(json).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'token_type',
      'user',
    ]);
    expect(json.token_type).toBe('Bearer');
    expect(json.expires_in).toBe(15 * 60);
    expect(json.access_token.split('.')).toHaveLength(3);
    expect(json.refresh_token.length).toBeGreaterThanOrEqual(32);
    const admin = SANDBOX_USERS.find((u) => u.username === 'admin');
    expect(json.user).toMatchObject({
      username: 'admin',
      name: 'Ada Admin',
      companies: ['furhaven', 'worldwise'],
      warehouses: ['kentucky', 'pennsylvania', 'texas'],
      scopes: [...(admin?.scopes ?? [])],
    });
    expect(JSON.stringify(json)).not.toMatch(/argon2|password/i);
    expect((await listUsers(json.access_token)).statusCode).toBe(200);
  });

  it('carries the groups of a narrower user', async () => {
    const floor = await login(t.app, 'floor');
    expect(floor.user).toMatchObject({
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['dropship'],
    });
  });

  it('treats the username case-insensitively', async () => {
    const res = await attemptLogin(t.app, 'ADMIN', undefined, '10.1.0.9');
    expect(res.statusCode).toBe(200);
    expect(body<TokenResponse>(res).user.username).toBe('admin');
  });

  it.each([
    ['a wrong password', 'admin', 'Sandbox-2026?'],
    ['an unknown user', 'ghost', 'Sandbox-2026!'],
    ['a password in the wrong case', 'admin', 'sandbox-2026!'],
  ])('refuses %s with 401 and one message', async (_label, username, password) => {
    const res = await attemptLogin(t.app, username, password, '10.1.0.1');
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ error: 'invalid_credentials', message: 'Incorrect username or password.' });
  });

  it('refuses an inactive user even with the right password', async () => {
    await t.db.update(users).set({ active: false }).where(eq(users.username, 'tpl'));
    try {
      const res = await attemptLogin(t.app, 'tpl', undefined, '10.1.0.3');
      expect(res.statusCode).toBe(401);
      expect(body(res).message).toBe('Incorrect username or password.');
      const rows = await logMessages();
      expect(rows.at(-1)).toMatchObject({
        message: 'Failed sign-in for tpl',
        meta: { reason: 'inactive user' },
      });
    } finally {
      await t.db.update(users).set({ active: true }).where(eq(users.username, 'tpl'));
    }
    expect((await attemptLogin(t.app, 'tpl', undefined, '10.1.0.3')).statusCode).toBe(200);
  });

  it('logs every sign-in and every failed sign-in', async () => {
    const before = (await logMessages()).length;
    await login(t.app, 'office', undefined, '10.1.0.2');
    const failed = await attemptLogin(t.app, 'nobody-here', 'Whatever-1!', '10.1.0.2');
    expect(failed.statusCode).toBe(401);
    const wrong = await attemptLogin(t.app, 'office', 'Wrong-Password-1!', '10.1.0.2');
    expect(wrong.statusCode).toBe(401);

    const added = (await logMessages()).slice(before);
    expect(added).toEqual([
      {
        message: 'office signed in',
        level: 'info',
        meta: expect.objectContaining({ event: 'auth.login', username: 'office', address: '10.1.0.2' }),
      },
      {
        message: 'Failed sign-in for nobody-here',
        level: 'warn',
        meta: expect.objectContaining({
          event: 'auth.login_failed',
          reason: 'unknown user',
          address: '10.1.0.2',
        }),
      },
      {
        message: 'Failed sign-in for office',
        level: 'warn',
        meta: expect.objectContaining({ event: 'auth.login_failed', reason: 'wrong password' }),
      },
    ]);
    // The log never records the password that was tried.
    expect(JSON.stringify(added)).not.toContain('Wrong-Password-1!');
  });
});

describe('sign-in rate limit', () => {
  it('throttles one username from one address after 5 failures, without locking the user out elsewhere', async () => {
    const attacker = '10.2.0.1';
    for (let i = 0; i < 5; i += 1) {
      const res = await attemptLogin(t.app, 'labour', `Guess-${i}-Wrong!`, attacker);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }

    // Even the right password is refused from that address now.
    const blocked = await attemptLogin(t.app, 'labour', undefined, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toMatchObject({
      error: 'too_many_attempts',
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/),
    });
    expect(body(blocked).message).toContain('15 minutes');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The username is matched case-insensitively, so a case change does not get around it.
    expect((await attemptLogin(t.app, 'LABOUR', undefined, attacker)).statusCode).toBe(429);

    // The real user, from their own address, still signs in: an attacker cannot lock them out.
    const owner = await attemptLogin(t.app, 'labour', undefined, '10.2.0.2');
    expect(owner.statusCode).toBe(200);
    // Another user from the attacker's address is not affected by labour's counter.
    expect((await attemptLogin(t.app, 'hq', undefined, attacker)).statusCode).toBe(200);

    const throttled = (await logMessages()).filter((r) => r.message === 'Sign-in throttled for labour');
    expect(throttled.length).toBeGreaterThanOrEqual(1);
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured, so rotating it does not dodge the limit', async () => {
    const ip = '10.2.0.9';
    const tries = [];
    for (let i = 0; i < 6; i += 1) {
      tries.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'tpl', password: `Wrong-${i}-Guess!` },
          remoteAddress: ip,
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        }),
      );
    }
    expect(tries.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('throttles one username tried from many addresses after 30 failures', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await attemptLogin(t.app, 'bulk', `Spread-${i}-Out!`, `10.4.${i}.1`)).statusCode).toBe(401);
    }
    const res = await attemptLogin(t.app, 'bulk', undefined, '10.4.200.1');
    expect(res.statusCode).toBe(429);
    // The window lapses by itself: once the failures are older than 15 minutes, sign-in works.
    await t.pool.query(
      "update login_attempts set at = now() - interval '16 minutes' where lower(username) = 'bulk'",
    );
    expect((await attemptLogin(t.app, 'bulk', undefined, '10.4.200.1')).statusCode).toBe(200);
  });

  it('does not throttle after 4 failures, and a success clears the count', async () => {
    const ip = '10.2.0.3';
    for (let i = 0; i < 4; i += 1)
      expect((await attemptLogin(t.app, 'dock', 'Nope-Nope-1!', ip)).statusCode).toBe(401);
    expect((await attemptLogin(t.app, 'dock', undefined, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await attemptLogin(t.app, 'dock', 'Nope-Nope-1!', ip)).statusCode).toBe(401);
    expect((await attemptLogin(t.app, 'dock', undefined, ip)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: a new token each time, and the new access token works', async () => {
    const first = await login(t.app, 'admin');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = body<TokenResponse>(res);
    expect(second.token_type).toBe('Bearer');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.username).toBe('admin');
    expect((await listUsers(second.access_token)).statusCode).toBe(200);
    // The rotated token continues the chain.
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('a reuse right after rotation is a race between tabs: refused, but the sign-in lives on', async () => {
    const first = await login(t.app, 'office');
    const second = body<TokenResponse>(await refresh(first.refresh_token));
    const raced = await refresh(first.refresh_token);
    expect(raced.statusCode).toBe(401);
    expect(body(raced).error).toBe('refresh_token_rotated');
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('reuse of a rotated token after the grace period ends the whole sign-in, newest token included', async () => {
    const first = await login(t.app, 'office');
    const second = body<TokenResponse>(await refresh(first.refresh_token));
    expect(second.refresh_token).toBeDefined();
    // Age the rotation past the 30 s grace period.
    await t.pool.query(
      "update refresh_tokens set rotated_at = now() - interval '1 minute' where rotated_at is not null and revoked_at is null",
    );

    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(body(reused).error).toBe('refresh_token_reused');

    const newest = await refresh(second.refresh_token);
    expect(newest.statusCode).toBe(401);

    // Another sign-in of the same user (another family) is untouched.
    const other = await login(t.app, 'office');
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent refreshes with one token win', async () => {
    const session = await login(t.app, 'hq');
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh('not-a-token-that-was-ever-issued');
    expect(res.statusCode).toBe(401);
    expect(body(res).error).toBe('invalid_refresh_token');
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204, logs the sign-out and ends the refresh token', async () => {
    const session = await login(t.app, 'floor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: session.refresh_token },
      remoteAddress: '10.3.0.1',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const rows = await logMessages();
    expect(rows.at(-1)).toMatchObject({
      message: 'floor signed out',
      meta: { event: 'auth.logout', address: '10.3.0.1' },
    });

    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});

describe('an access token ends with its session (issue 10 item 11)', () => {
  const logout = (app: TestApp['app'], refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: refreshToken } });
  const expectEnded = async (res: Promise<LightMyRequestResponse>) => {
    const answer = await res;
    expect(answer.statusCode).toBe(401);
    expect(body(answer)).toEqual({
      error: 'session_ended',
      message: 'Your session has ended. Sign in again.',
    });
  };

  it("stops working at logout, while the same user's other session goes on", async () => {
    const [session, other] = await Promise.all([login(t.app, 'admin'), login(t.app, 'admin')]);
    // Used first, so the user and the session are in the instance's caches.
    expect((await listUsers(session.access_token)).statusCode).toBe(200);
    expect((await logout(t.app, session.refresh_token)).statusCode).toBe(204);
    await expectEnded(listUsers(session.access_token));
    expect((await listUsers(other.access_token)).statusCode).toBe(200);
  });

  it('stops working when its session is revoked: a stolen refresh token used twice ends every token of it', async () => {
    const first = await login(t.app, 'admin');
    const second = body<TokenResponse>(await refresh(first.refresh_token));
    expect((await listUsers(second.access_token)).statusCode).toBe(200);
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, tokenHash(first.refresh_token)));
    expect(body(await refresh(first.refresh_token)).error).toBe('refresh_token_reused');
    await expectEnded(listUsers(first.access_token));
    await expectEnded(listUsers(second.access_token));
  });

  it('stops working when the session is revoked from outside the app (psql, another service), once the bus delivers', async () => {
    const session = await login(t.app, 'admin');
    expect((await listUsers(session.access_token)).statusCode).toBe(200);
    await t.pool.query('update refresh_tokens set revoked_at = now() where family_id = $1', [
      claimsOf(session.access_token).sid,
    ]);
    await t.realtime.bus.sync();
    await expectEnded(listUsers(session.access_token));
  });

  it('stops working on every instance: a logout on one is refused on the other at once', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const session = await login(t.app, 'admin');
      const onSibling = () =>
        sibling.app.inject({ method: 'GET', url: '/api/admin/users', headers: authed(session.access_token) });
      expect((await onSibling()).statusCode).toBe(200);
      expect((await onSibling()).statusCode).toBe(200);
      expect((await logout(t.app, session.refresh_token)).statusCode).toBe(204);
      // The sibling heard the session's trigger before this marker, sent after the logout committed.
      await sibling.bus.sync();
      await expectEnded(onSibling());
    } finally {
      await sibling.close();
    }
  });

  it('a deactivated user is refused at once on every instance', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const floor = await login(t.app, 'floor');
      const vendors = (app: TestApp['app']) =>
        app.inject({ method: 'GET', url: '/api/dropship/vendors', headers: authed(floor.access_token) });
      expect((await vendors(t.app)).statusCode).toBe(200);
      expect((await vendors(sibling.app)).statusCode).toBe(200);
      await t.db.update(users).set({ active: false }).where(eq(users.username, 'floor'));
      await Promise.all([t.realtime.bus.sync(), sibling.bus.sync()]);
      for (const app of [t.app, sibling.app]) {
        const res = await vendors(app);
        expect(res.statusCode).toBe(401);
        expect(body(res).error).toBe('inactive_user');
      }
    } finally {
      await t.db.update(users).set({ active: true }).where(eq(users.username, 'floor'));
      await sibling.close();
    }
  });
});

describe('access tokens', () => {
  let secret: Uint8Array;
  let admin: TokenResponse;
  let office: TokenResponse;

  beforeAll(async () => {
    const row = await t.db.query.serverSecrets.findFirst({ where: eq(serverSecrets.name, 'jwt_access') });
    if (!row) throw new Error('no jwt_access secret');
    secret = new TextEncoder().encode(row.value);
    [admin, office] = await Promise.all([login(t.app, 'admin'), login(t.app, 'office')]);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const adminClaims = (): JWTPayload => ({
    typ: 'access',
    sid: claimsOf(admin.access_token).sid,
    username: 'admin',
    name: 'Ada Admin',
    companies: ['furhaven', 'worldwise'],
    warehouses: ['kentucky'],
    scopes: ['admin'],
    sub: String(admin.user.id),
    iss: 'dockhand',
    aud: 'dockhand-api',
    iat: now() - 10,
    exp: now() + 600,
  });
  const sign = (claims: JWTPayload, alg = 'HS256', key = secret) =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);

  it('accepts a correctly forged token (control: the forging below is otherwise right)', async () => {
    expect((await listUsers(await sign(adminClaims()))).statusCode).toBe(200);
  });

  it('refuses a token signed with another algorithm (HS512, same secret)', async () => {
    const res = await listUsers(await sign(adminClaims(), 'HS512'));
    expect(res.statusCode).toBe(401);
    expect(body(res).error).toBe('unauthorized');
  });

  it('refuses alg none', async () => {
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(adminClaims())}.`;
    expect((await listUsers(token)).statusCode).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    // Office is refused on the admin call; granting itself admin in the payload must not help.
    expect((await listUsers(office.access_token)).statusCode).toBe(403);
    const [header, payload, signature] = office.access_token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload ?? ''))) as JWTPayload;
    const forged = `${header}.${base64url.encode(JSON.stringify({ ...claims, scopes: ['admin'] }))}.${signature}`;
    expect((await listUsers(forged)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const res = await listUsers(await sign({ ...adminClaims(), iat: now() - 1200, exp: now() - 60 }));
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe('Your session has expired. Sign in again.');
  });

  it.each([
    ['another secret', async () => sign(adminClaims(), 'HS256', new TextEncoder().encode('x'.repeat(64)))],
    ['another issuer', async () => sign({ ...adminClaims(), iss: 'someone-else' })],
    ['another audience', async () => sign({ ...adminClaims(), aud: 'other-api' })],
    ['a refresh-typed token', async () => sign({ ...adminClaims(), typ: 'refresh' })],
    ['no subject', async () => sign({ ...adminClaims(), sub: undefined })],
    ['an issued-at far in the past', async () => sign({ ...adminClaims(), iat: now() - 7200 })],
    ['an unknown scope', async () => sign({ ...adminClaims(), scopes: ['admin', 'root'] })],
    // Issued before access tokens named their session: it cannot be ended by a logout, so it is refused.
    ['no session', async () => sign({ ...adminClaims(), sid: undefined })],
    ['a session that does not exist', async () => sign({ ...adminClaims(), sid: randomUUID() })],
    [
      'a session of another user',
      async () => sign({ ...adminClaims(), sid: claimsOf(office.access_token).sid }),
    ],
  ])('refuses a token with %s', async (_label, make) => {
    expect((await listUsers(await make())).statusCode).toBe(401);
  });

  it.each([
    ['no Authorization header', undefined, 'Sign in to continue.'],
    ['a Basic header', 'Basic YWRtaW46eA==', 'Your session has expired. Sign in again.'],
    ['a garbage bearer', 'Bearer not.a.jwt', 'Your session has expired. Sign in again.'],
  ])('refuses %s with 401', async (_label, authorization, message) => {
    const headers: Record<string, string> = { company_id: 'Furhaven' };
    if (authorization) headers.authorization = authorization;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ error: 'unauthorized', message });
  });
});
