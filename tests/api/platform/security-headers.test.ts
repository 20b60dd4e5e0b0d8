import { rm } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeBuild } from '../support/fake-build';
import { authed, createTestApp, login, type TestApp } from '../support/test-app';

/** Security headers (issue 10 item 9) on every kind of answer: pages, assets, the API, refusals. */
let t: TestApp;
let proxied: TestApp;
let build: string;
let token: string;

beforeAll(async () => {
  build = await makeFakeBuild({ 'sw.js': 'self.addEventListener("fetch", () => {});' });
  [t, proxied] = await Promise.all([
    createTestApp({ staticDir: build }),
    // Behind a proxy it trusts, the server reads the scheme from X-Forwarded-Proto.
    createTestApp({ staticDir: build, trustProxy: '127.0.0.1' }),
  ]);
  token = (await login(t.app, 'office')).access_token;
});
afterAll(async () => {
  await Promise.all([t?.close(), proxied?.close()]);
  await rm(build, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const answers: [string, () => Promise<LightMyRequestResponse>][] = [
  ['the office page', () => t.app.inject({ method: 'GET', url: '/order_search' })],
  ['the kiosk page', () => t.app.inject({ method: 'GET', url: '/kiosk/' })],
  ['a hashed asset', () => t.app.inject({ method: 'GET', url: '/assets/app-abc.js' })],
  ['the service worker', () => t.app.inject({ method: 'GET', url: '/sw.js' })],
  ['a public API call', () => t.app.inject({ method: 'GET', url: '/api/health' })],
  [
    'a signed-in API call',
    () => t.app.inject({ method: 'GET', url: '/api/dropship/vendors', headers: authed(token) }),
  ],
  ['a refusal (401)', () => t.app.inject({ method: 'GET', url: '/api/dropship/vendors' })],
  ['an unknown API path (404)', () => t.app.inject({ method: 'GET', url: '/api/no_such_call' })],
  [
    'a malformed body (400)',
    () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
  ],
];

describe('every answer', () => {
  it.each(answers)('%s carries the security headers', async (_label, send) => {
    const res = await send();
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = directives(res);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Over plain HTTP: no HSTS, and no upgrade of the LAN tablets' requests to an HTTPS that may not exist.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows the app its own scripts only: no inline script, no eval, no plugins', async () => {
    const csp = directives(await t.app.inject({ method: 'GET', url: '/' }));
    // WebAssembly only (the picking camera's barcode reader), never JavaScript eval.
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('script-src')?.filter((source) => source.includes('unsafe'))).toEqual([
      "'wasm-unsafe-eval'",
    ]);
  });

  it('allows what the Ionic shell, the kiosk and the service worker need, and no other origin', async () => {
    const csp = directives(await t.app.inject({ method: 'GET', url: '/kiosk/' }));
    // Ionic writes its components' styles into <style> elements at run time.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Signatures and icons are data: URLs; a signature fetched with the token is a blob: URL.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    for (const [name, values] of directives(await t.app.inject({ method: 'GET', url: '/' }))) {
      for (const value of values)
        expect(value, name).toMatch(/^('self'|'none'|'unsafe-inline'|'wasm-unsafe-eval'|data:|blob:)$/);
    }
  });
});

describe('HSTS', () => {
  it('is sent when the request came over HTTPS through the trusted proxy', async () => {
    const res = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
