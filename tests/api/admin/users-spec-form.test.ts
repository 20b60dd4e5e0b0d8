import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../src/shared/api/admin/users';
import type { TokenResponse } from '../../../src/shared/api/auth/login';
import { authed, body, createTestApp, loginAll, type TestApp } from '../support/test-app';

/**
 * PUT /api/admin/users/{id} as D3 section 7 writes it: "user body (username; name and permissions
 * object)", the permissions being the nine flags of the spec's editor (section 6). A client built on
 * the spec must be able to edit a user without knowing our other scopes, and without losing them.
 */
let t: TestApp;
let admin: TokenResponse;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await loginAll(t.app, ['admin'] as const));
});
afterAll(async () => {
  await t?.close();
});

const headers = () => authed(admin.access_token);

/** The flags the spec's editor sets: companies, warehouses, admin, dropship, bulk, inventory, warranties. */
const specFlags = (on: string[]) =>
  Object.fromEntries(
    [
      'furhaven',
      'worldwise',
      'kentucky',
      'pennsylvania',
      'admin',
      'dropship',
      'bulk',
      'inventory',
      'warranties',
    ].map((flag) => [flag, on.includes(flag)]),
  );

async function createDockUser(username: string): Promise<AdminUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: headers(),
    payload: {
      username,
      name: `Dock ${username}`,
      password: 'Lantern#Meadow-Quartz91',
      permissions: { furhaven: true, kentucky: true, dropship: true, 'carrier-sign-in': true },
    },
  });
  expect(res.statusCode).toBe(201);
  return body<AdminUser>(res);
}

const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: headers(), payload });

describe("PUT /api/admin/users/:id with the spec's body", () => {
  it('takes username, name and the nine flags, and keeps the scopes the spec does not show', async () => {
    const user = await createDockUser('specdock');
    const res = await put(user.id, {
      username: 'specdock',
      name: 'Dee Dock',
      permissions: specFlags(['furhaven', 'kentucky', 'bulk']),
    });
    expect(res.statusCode).toBe(200);
    expect(body<AdminUser>(res)).toMatchObject({
      id: user.id,
      name: 'Dee Dock',
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['bulk', 'carrier-sign-in'],
    });
  });

  it('takes the user as listed, sent back whole with its permissions; the other fields are ignored', async () => {
    const user = await createDockUser('wholeuser');
    const listed = body<{ users: AdminUser[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: headers() }),
    ).users.find((u) => u.id === user.id);
    expect(listed).toBeDefined();
    const res = await put(user.id, {
      ...listed,
      name: 'Whole User',
      permissions: specFlags(['worldwise', 'kentucky', 'warranties']),
    });
    expect(res.statusCode).toBe(200);
    expect(body<AdminUser>(res)).toMatchObject({
      id: user.id,
      username: 'wholeuser',
      name: 'Whole User',
      companies: ['worldwise'],
      scopes: ['warranties', 'carrier-sign-in'],
      active: true,
    });
  });

  it('still removes a scope outside the spec when it is sent as false', async () => {
    const user = await createDockUser('dropdock');
    const res = await put(user.id, {
      name: user.name,
      permissions: { ...specFlags(['furhaven']), 'carrier-sign-in': false },
    });
    expect(res.statusCode).toBe(200);
    expect(body<AdminUser>(res).scopes).toEqual([]);
  });
});
