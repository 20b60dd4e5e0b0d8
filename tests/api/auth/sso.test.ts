import { eq } from 'drizzle-orm';
import { base64url } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig, TokenResponse } from '../../../src/shared/api/auth/login';
import { logEntries } from '../../../src/server/platform/db/schema/admin';
import { refreshTokens, users } from '../../../src/server/platform/db/schema/identity';
import { loadSecret } from '../../../src/server/platform/auth/secrets';
import {
  openTransaction,
  sealTransaction,
  SSO_COOKIE,
} from '../../../src/server/modules/auth/sso/sso-transaction';
import { startLocalProvider, signInAtProvider, type LocalProvider } from '../support/local-oidc-provider';
import { attemptLogin, authed, body, createTestApp, type TestApp } from '../support/test-app';

const APP = 'http://dockhand.test';
const REDIRECT_URI = `${APP}/api/auth/oidc/callback`;

let provider: LocalProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startLocalProvider(REDIRECT_URI, {
    'picker-1': {
      preferred_username: 'sso.picker',
      name: 'Sam Picker',
      email: 'sam.picker@furhaven.example',
      groups: ['furhaven', 'kentucky', 'dropship', 'Domain Users'],
    },
    'clash-1': {
      preferred_username: 'admin',
      name: 'Not The Admin',
      email: '',
      groups: ['furhaven', 'admin'],
    },
    'newhire-1': { preferred_username: 'sso.newhire', name: 'New Hire', email: '', groups: ['furhaven'] },
  });
  t = await createTestApp({
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      redirectUri: REDIRECT_URI,
      groupsClaim: 'groups',
      scopes: 'openid profile email groups',
      usernameClaim: 'preferred_username',
      label: 'Furhaven Okta',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** GET /api/auth/oidc/start: the provider's address and the transaction cookie. */
async function start(next?: string): Promise<{ url: string; cookie: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  });
  expect(res.statusCode).toBe(302);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toContain('HttpOnly');
  expect(setCookie).toContain('SameSite=Lax');
  return { url: String(res.headers.location), cookie: setCookie.split(';')[0] ?? '' };
}

/** The browser arriving at the app's callback from `address` (the provider's redirect). */
function callback(address: string, cookie: string | null): Promise<LightMyRequestResponse> {
  const url = new URL(address);
  return t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** Where the callback sent the browser: the sign-in page and what its fragment says. */
function landing(res: LightMyRequestResponse): URLSearchParams {
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${APP}/login`);
  expect(location.search).toBe('');
  return new URLSearchParams(location.hash.slice(1));
}

/** The whole flow as a browser makes it, up to the one-time code. */
async function signInWithSso(accountId: string, next?: string): Promise<URLSearchParams> {
  const { url, cookie } = await start(next);
  return landing(await callback(await signInAtProvider(url, accountId), cookie));
}

const exchange = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: code } });

const claimsOf = (token: string) =>
  JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1] ?? ''))) as Record<
    string,
    unknown
  >;

const countRefreshTokens = async () => (await t.db.select().from(refreshTokens)).length;

describe('GET /api/auth/config with single sign-on configured', () => {
  it('names the button; the built-in sign-in stays', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(body<AppConfig>(res).sso).toEqual({ label: 'Furhaven Okta' });
    expect((await attemptLogin(t.app, 'admin')).statusCode).toBe(200);
  });
});

describe('single sign-on through a real OpenID Connect provider', () => {
  it('asks the provider for a code with PKCE (S256), state and nonce', async () => {
    const { url } = await start();
    const params = new URL(url).searchParams;
    expect(url.startsWith(provider.issuer)).toBe(true);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
  });

  it("signs in with the app's own tokens: company, warehouse and scope from the groups claim", async () => {
    const hash = await signInWithSso('picker-1', '/uploads');
    expect(hash.get('next')).toBe('/uploads');
    const code = hash.get('sso') ?? '';
    expect(code).toMatch(/^[\w-]{40,}$/);

    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    const tokens = body<TokenResponse>(res);
    expect(tokens.user).toMatchObject({
      username: 'sso.picker',
      name: 'Sam Picker',
      email: 'sam.picker@furhaven.example',
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['dropship'],
    });
    expect(claimsOf(tokens.access_token)).toMatchObject({
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['dropship'],
    });

    // Every route's checks are the ones a built-in sign-in meets.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/orders/unprocessed',
      headers: authed(tokens.access_token),
    });
    expect(own.statusCode).toBe(200);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: authed(tokens.access_token),
    });
    expect(admin.statusCode).toBe(403);
    const otherCompany = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/orders/unprocessed',
      headers: authed(tokens.access_token, 'Worldwise'),
    });
    expect(otherCompany.statusCode).toBe(403);

    // The one-time code works once; the session's own refresh token goes on.
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it('keeps an SSO user without a password, and updates its groups at each sign-in', async () => {
    const [before] = await t.db.select().from(users).where(eq(users.username, 'sso.picker'));
    expect(before?.ssoSubject).toBe(`${provider.issuer} picker-1`);
    expect(before?.passwordHash).toBe('');
    expect((await attemptLogin(t.app, 'sso.picker', '')).statusCode).toBe(400);
    expect((await attemptLogin(t.app, 'sso.picker', 'anything-at-all')).statusCode).toBe(401);
    // Nor can an admin give it one: the provider keeps its password.
    const admin = body<TokenResponse>(await attemptLogin(t.app, 'admin'));
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${before?.id}/password`,
      headers: authed(admin.access_token),
      payload: { password: 'A-long-enough-Passw0rd!' },
    });
    expect(reset.statusCode, reset.body).toBe(409);
    const [after] = await t.db.select().from(users).where(eq(users.username, 'sso.picker'));
    expect(after?.passwordHash).toBe('');

    provider.accounts['picker-1']!.groups = ['furhaven', 'worldwise', 'texas', 'kentucky', 'bulk'];
    try {
      const tokens = body<TokenResponse>(await exchange((await signInWithSso('picker-1')).get('sso') ?? ''));
      expect(tokens.user.id).toBe(before?.id);
      expect(tokens.user).toMatchObject({
        companies: ['furhaven', 'worldwise'],
        warehouses: ['kentucky', 'texas'],
        scopes: ['bulk'],
      });
    } finally {
      provider.accounts['picker-1']!.groups = ['furhaven', 'kentucky', 'dropship', 'Domain Users'];
    }
  });

  it('logs the groups it ignored', async () => {
    const entries = await t.db.select().from(logEntries);
    const ignored = entries.filter(
      (e) => (e.meta as { event?: string } | null)?.event === 'auth.sso_groups_ignored',
    );
    expect(ignored.length).toBeGreaterThan(0);
    expect(ignored[0]?.meta).toMatchObject({ username: 'sso.picker', groups: ['domain users'] });
  });

  it('signs in a user whose groups grant no scope (the new-user page)', async () => {
    const tokens = body<TokenResponse>(await exchange((await signInWithSso('newhire-1')).get('sso') ?? ''));
    expect(tokens.user).toMatchObject({ username: 'sso.newhire', companies: ['furhaven'], scopes: [] });
  });

  it('never takes over a built-in account of the same username', async () => {
    const before = await countRefreshTokens();
    const hash = await signInWithSso('clash-1');
    expect(hash.get('sso_error')).toBe('taken');
    expect(hash.get('sso')).toBeNull();
    expect(await countRefreshTokens()).toBe(before);
  });
});

describe('single sign-on refusals', () => {
  it('refuses a callback whose state is not the one it sent', async () => {
    const { url, cookie } = await start();
    const back = new URL(await signInAtProvider(url, 'picker-1'));
    back.searchParams.set('state', 'not-the-state');
    const before = await countRefreshTokens();
    const hash = landing(await callback(back.toString(), cookie));
    expect(hash.get('sso_error')).toBe('failed');
    expect(hash.get('sso')).toBeNull();
    expect(await countRefreshTokens()).toBe(before);
  });

  it('refuses a callback without its transaction cookie (another browser)', async () => {
    const { url } = await start();
    const hash = landing(await callback(await signInAtProvider(url, 'picker-1'), null));
    expect(hash.get('sso_error')).toBe('failed');
  });

  it('refuses an ID token whose nonce is not the one it sent', async () => {
    const { url, cookie } = await start();
    const key = await loadSecret(t.db, 'sso_transaction');
    const transaction = openTransaction(key, cookie.slice(SSO_COOKIE.length + 1));
    expect(transaction).not.toBeNull();
    // The control: the same transaction sealed again passes, so only the nonce below differs.
    const control = await start();
    const resealed = sealTransaction(key, openTransaction(key, control.cookie.slice(SSO_COOKIE.length + 1))!);
    const ok = landing(
      await callback(await signInAtProvider(control.url, 'picker-1'), `${SSO_COOKIE}=${resealed}`),
    );
    expect(ok.get('sso')).toBeTruthy();

    const forged = sealTransaction(key, { ...transaction!, nonce: 'another-nonce' });
    const before = await countRefreshTokens();
    const hash = landing(await callback(await signInAtProvider(url, 'picker-1'), `${SSO_COOKIE}=${forged}`));
    expect(hash.get('sso_error')).toBe('failed');
    expect(await countRefreshTokens()).toBe(before);
  });

  it('refuses an altered transaction cookie', async () => {
    const { url, cookie } = await start();
    const hash = landing(await callback(await signInAtProvider(url, 'picker-1'), `${cookie}x`));
    expect(hash.get('sso_error')).toBe('failed');
  });

  it("says 'refused' when the provider answers with an error", async () => {
    const { url, cookie } = await start();
    const state = new URL(url).searchParams.get('state') ?? '';
    const back = `${REDIRECT_URI}?${new URLSearchParams({ error: 'access_denied', state, iss: provider.issuer }).toString()}`;
    expect(landing(await callback(back, cookie)).get('sso_error')).toBe('refused');
  });

  it('follows only paths of this app after sign-in', async () => {
    const hash = await signInWithSso('picker-1', '//evil.example/x');
    expect(hash.get('next')).toBe('/');
  });
});
