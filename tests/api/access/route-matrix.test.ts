import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../../src/shared/api/auth/login';
import { companyHeader } from '../../../src/shared/domain/identity/companies';
import type { Scope } from '../../../src/shared/domain/identity/scopes';
import type { CatalogEntry } from '../../../src/server/platform/http/access';
import { OPEN_TO_NEW_USERS } from '../../../src/shared/routes';
import { SANDBOX_USERS } from '../../../src/server/world/sandbox-identity';
import type { DevicePurpose } from '../../../src/shared/domain/identity/devices';
import { enrolDevice } from '../carrier-sign-in/kiosk-support';
import { enrolDisplay } from '../boards/board-support';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/**
 * Every /api route the server registers, checked for the access rules of ARCHITECTURE section 6.
 * The table must exist when the tests are collected, so the app is built at the top of the module.
 */
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

// The real routes, taken before the probes below are added.
const catalog: readonly CatalogEntry[] = [...t.catalog];
const guarded = catalog.filter((entry) => !('public' in entry.access));
const scoped = guarded.filter((entry) => entry.scopes !== null);
const publicEntries = catalog.filter((entry) => 'public' in entry.access);

// Areas that have no routes yet: their access rules are proven with probe routes. Bulk's side rule
// is proven on Bulk Pull Sheets (GET /api/bulk/pullsheets).
t.app.get('/api/dropship/probe', { config: { access: { screens: ['/uploads'] } } }, async () => ({
  ok: true,
}));

const tokens: Record<string, TokenResponse> = await loginAll(
  t.app,
  SANDBOX_USERS.map((u) => u.username),
);

const label = (entry: CatalogEntry) => `${entry.method} ${entry.url}`;
const sideOf = (entry: CatalogEntry) =>
  'public' in entry.access ? 'any' : (entry.access.side ?? 'dropship');
/** The company header a route expects, for a company. */
const header = (entry: CatalogEntry, company: 'furhaven' | 'worldwise') =>
  companyHeader(company, sideOf(entry) === 'bulk' ? 'bulk' : 'dropship');

/** Routes that answer with an endless event stream once past the access layer. */
const STREAMING = new Set(['GET /api/events']);
/** The kiosk's form of a call that serves two screens (the whole list needs the dashboard's scope). */
const QUERY: Record<string, string> = { 'GET /api/carrier-sign-in/sign-ins': '?open=true' };

function call(entry: CatalogEntry, headers: Record<string, string>, query = QUERY) {
  const options: InjectOptions = {
    method: entry.method,
    url: entry.url.replace(/:[A-Za-z_]+/g, '999999') + (query[label(entry)] ?? ''),
    headers,
  };
  if (['POST', 'PUT', 'PATCH'].includes(entry.method)) options.payload = {};
  const answer = t.app.inject(options);
  if (!STREAMING.has(label(entry))) return answer;
  // Refusals answer at once; a stream that is still open after a moment got past the access layer.
  // The app's close ends it.
  return Promise.race([
    answer,
    new Promise<{ statusCode: number; body: string }>((resolve) =>
      setTimeout(() => resolve({ statusCode: 200, body: '{}' }), 300),
    ),
  ]);
}

/** A sandbox user who holds the company and one of the scopes; admin when admin is allowed. */
function holderOf(scopes: readonly Scope[]): string {
  if (scopes.includes('admin')) return 'admin';
  const user = SANDBOX_USERS.find(
    (u) => u.companies.includes('furhaven') && u.scopes.some((s) => scopes.includes(s)),
  );
  if (!user) throw new Error(`no sandbox user holds any of ${scopes.join(', ')}`);
  return user.username;
}

/** A sandbox user who holds furhaven but none of the scopes. */
function lackerOf(scopes: readonly Scope[]): string {
  const user = SANDBOX_USERS.find(
    (u) => u.companies.includes('furhaven') && !u.scopes.some((s) => scopes.includes(s)),
  );
  if (!user) throw new Error(`every sandbox user holds one of ${scopes.join(', ')}`);
  return user.username;
}

const tokenOf = (username: string) => {
  const token = tokens[username]?.access_token;
  if (!token) throw new Error(`no token for ${username}`);
  return token;
};

describe('the route catalog', () => {
  it('lists the registered /api routes, admin and bug report among them', () => {
    expect(catalog.length).toBeGreaterThan(5);
    const labels = catalog.map(label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/auth/login',
        'POST /api/auth/refresh',
        'POST /api/auth/logout',
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PUT /api/admin/users/:id',
        'PUT /api/admin/users/:id/password',
        'DELETE /api/admin/users/:id',
        'GET /api/admin/log',
        'POST /api/bugreport',
      ]),
    );
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.some((l) => l.includes('/api/docs'))).toBe(false);
  });

  it('requires admin for the admin routes and nothing beyond sign-in for the bug report', () => {
    for (const entry of catalog.filter((e) => e.url.startsWith('/api/admin/'))) {
      expect(entry.scopes, label(entry)).toEqual(['admin']);
    }
    expect(catalog.find((e) => e.url === '/api/bugreport')?.scopes).toBeNull();
    expect(publicEntries.map(label).every((l) => /\/api\/(health|auth\/|devices\/pair$)/.test(l))).toBe(true);
  });

  it('has a user with no company access and a user with no scopes to test with', () => {
    expect(tokens.floor?.user.companies).toEqual(['furhaven']);
    expect(tokens.newhire?.user.scopes).toEqual([]);
  });
});

describe.each(guarded.map((entry) => [label(entry), entry] as const))('%s', (_name, entry) => {
  it('refuses a call without a token (401)', async () => {
    const res = await call(entry, { company_id: header(entry, 'furhaven') });
    expect(res.statusCode).toBe(401);
    expect(body(res).error).toBe('unauthorized');
  });

  it('refuses a garbage bearer token (401)', async () => {
    const res = await call(entry, {
      authorization: 'Bearer garbage.token.value',
      company_id: header(entry, 'furhaven'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a company the user does not belong to (403)', async () => {
    const res = await call(entry, authed(tokenOf('floor'), header(entry, 'worldwise')));
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('company_forbidden');
  });

  it('requires the company_id header (400 company_required)', async () => {
    const res = await call(entry, { authorization: `Bearer ${tokenOf('admin')}` });
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toBe('company_required');
  });

  it('refuses an unknown company (403)', async () => {
    const res = await call(entry, authed(tokenOf('admin'), 'Acme'));
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('unknown_company');
  });
});

describe.each(scoped.map((entry) => [label(entry), entry] as const))('%s scopes', (_name, entry) => {
  const scopes = entry.scopes ?? [];

  it(`refuses a user with the company but none of the scopes (403)`, async () => {
    const res = await call(entry, authed(tokenOf(lackerOf(scopes)), header(entry, 'furhaven')));
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('scope_forbidden');
  });

  it(`lets a holder of one of the scopes past the access layer`, async () => {
    const res = await call(entry, authed(tokenOf(holderOf(scopes)), header(entry, 'furhaven')));
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });
});

const opensToNewUsers = (entry: CatalogEntry) =>
  !('public' in entry.access) && entry.access.screens.some((path) => OPEN_TO_NEW_USERS.includes(path));

describe.each(guarded.filter(opensToNewUsers).map((entry) => [label(entry), entry] as const))(
  '%s without scopes',
  (_name, entry) => {
    it('lets a signed-in user with the company but no scopes past the access layer (D3 6)', async () => {
      const res = await call(entry, authed(tokenOf('newhire'), header(entry, 'furhaven')));
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    });
  },
);

describe.each(
  guarded
    .filter((entry) => !opensToNewUsers(entry) && !('public' in entry.access))
    .map((entry) => [label(entry), entry] as const),
)('%s for a new user', (_name, entry) => {
  it('refuses a user without scopes what their menu does not offer, unrestricted screens too (403)', async () => {
    const res = await call(entry, authed(tokenOf('newhire'), header(entry, 'furhaven')));
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('scope_forbidden');
  });
});

describe.each(publicEntries.map((entry) => [label(entry), entry] as const))('%s (public)', (_name, entry) => {
  it('answers without a token or company header', async () => {
    const res = await call(entry, {});
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });
});

/** A paired carrier sign-in kiosk of furhaven's Kentucky dock, and a display (wall board) there. */
const device = await enrolDevice(t.app, tokenOf('admin'));
const display = await enrolDisplay(t.app, tokenOf('admin'), 'kentucky');
const routesFor = (purpose: DevicePurpose) =>
  guarded.filter((entry) => !('public' in entry.access) && entry.access.devices?.includes(purpose));
const deviceRoutes = routesFor('carrier-sign-in');
const displayRoutes = routesFor('display');
/** The boards' read needs a warehouse (a display reads its own). */
const DISPLAY_QUERY: Record<string, string> = {
  'GET /api/v1/operations/ShippingDash': '?warehouse=kentucky',
};

describe('device tokens', () => {
  it('are accepted only by the kiosk routes: sign-ins, the carrier list and the change stream', () => {
    expect(deviceRoutes.map(label).sort()).toEqual([
      'GET /api/bulk/carriers',
      'GET /api/carrier-sign-in/sign-ins',
      'GET /api/events',
      'POST /api/carrier-sign-in/sign-ins',
      'POST /api/events/ticket',
      'PUT /api/carrier-sign-in/sign-ins/:id',
    ]);
  });

  it('of a display are accepted only by the board routes: the board, its ticket and the refresh streams', () => {
    expect(displayRoutes.map(label).sort()).toEqual([
      'GET /api/events',
      'GET /api/v1/operations/ShippingDash',
      'GET /graphql',
      'POST /api/events/ticket',
    ]);
  });

  describe.each(guarded.map((entry) => [label(entry), entry] as const))('%s', (_name, entry) => {
    const headers = () => authed(device.token, header(entry, 'furhaven'));
    if (deviceRoutes.includes(entry)) {
      it('lets the kiosk past the access layer', async () => {
        const res = await call(entry, headers());
        expect([401, 403]).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
      });
      it('refuses the kiosk for another company (403)', async () => {
        const res = await call(entry, authed(device.token, header(entry, 'worldwise')));
        expect(res.statusCode).toBe(403);
      });
    } else {
      it('refuses a device token (403)', async () => {
        const res = await call(entry, headers());
        expect(res.statusCode).toBe(403);
        expect(body(res).error).toBe('device_forbidden');
      });
    }
    if (displayRoutes.includes(entry)) {
      it('lets the display past the access layer, for its own company only', async () => {
        const res = await call(entry, authed(display.token, header(entry, 'furhaven')), DISPLAY_QUERY);
        expect([401, 403]).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
        const other = await call(entry, authed(display.token, header(entry, 'worldwise')), DISPLAY_QUERY);
        expect(other.statusCode).toBe(403);
      });
    } else {
      it('refuses a display token (403)', async () => {
        const res = await call(entry, authed(display.token, header(entry, 'furhaven')));
        expect(res.statusCode).toBe(403);
        expect(body(res).error).toBe('device_forbidden');
      });
    }
  });
});

describe('areas without routes yet (probe routes)', () => {
  it('enforces the scopes of a dropship screen', async () => {
    const bulk = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/probe',
      headers: authed(tokenOf('bulk')),
    });
    expect(bulk.statusCode).toBe(403);
    expect(body(bulk).error).toBe('scope_forbidden');
    const office = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/probe',
      headers: authed(tokenOf('office')),
    });
    expect(office.statusCode).toBe(200);
    expect(body(office)).toEqual({ ok: true });
  });

  it('refuses the bulk side of a dropship route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dropship/probe',
      headers: authed(tokenOf('office'), 'Furhaven_bulk'),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toBe('company_side');
  });

  it('requires the _bulk company header on a bulk route', async () => {
    const url = '/api/bulk/pullsheets?start_date=2001-01-01&end_date=2001-01-02';
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: authed(tokenOf('bulk'), 'Furhaven'),
    });
    expect(plain.statusCode).toBe(400);
    expect(body(plain)).toMatchObject({
      error: 'company_side',
      message: expect.stringContaining('Furhaven_bulk'),
    });

    const ok = await t.app.inject({
      method: 'GET',
      url,
      headers: authed(tokenOf('bulk'), 'Furhaven_bulk'),
    });
    expect(ok.statusCode).toBe(200);

    const office = await t.app.inject({
      method: 'GET',
      url,
      headers: authed(tokenOf('office'), 'Furhaven_bulk'),
    });
    expect(office.statusCode).toBe(403);
  });

  it('refuses to register an /api route that declares no access', async () => {
    const other = await createTestApp();
    try {
      expect(() => other.app.get('/api/forgotten', async () => ({ open: true }))).toThrow(
        /declares no access/,
      );
      // Routes outside /api (the SPA, static files) need no declaration.
      expect(() => other.app.get('/outside', async () => 'ok')).not.toThrow();
    } finally {
      await other.close();
    }
  });
});
