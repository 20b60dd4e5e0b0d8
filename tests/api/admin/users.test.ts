import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../src/shared/api/admin/users';
import type { TokenResponse } from '../../../src/shared/api/auth/login';
import { logEntries } from '../../../src/server/platform/db/schema/admin';
import { users } from '../../../src/server/platform/db/schema/identity';
import { SANDBOX_USERS } from '../../../src/server/world/sandbox-identity';
import {
  attemptLogin,
  authed,
  body,
  createTestApp,
  login,
  loginAll,
  type TestApp,
} from '../support/test-app';

let t: TestApp;
let tokens: Record<'admin' | 'office', TokenResponse>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginAll(t.app, ['admin', 'office'] as const);
});
afterAll(async () => {
  await t?.close();
});

const STRONG = 'Lantern#Meadow-Quartz91';
const ADMIN_USER_KEYS = [
  'active',
  'companies',
  'created_at',
  'email',
  'id',
  'last_sign_in',
  'name',
  'scopes',
  'username',
  'warehouses',
].sort();

type As = 'admin' | 'office';
const asUser = (as: As) => authed(tokens[as].access_token);

const list = (as: As = 'admin') =>
  t.app.inject({ method: 'GET', url: '/api/admin/users', headers: asUser(as) });
const create = (payload: object, as: As = 'admin') =>
  t.app.inject({ method: 'POST', url: '/api/admin/users', headers: asUser(as), payload });
const update = (id: number, payload: object, as: As = 'admin') =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: asUser(as), payload });
const resetPassword = (id: number, password: string, as: As = 'admin') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}/password`,
    headers: asUser(as),
    payload: { password },
  });
const remove = (id: number, as: As = 'admin') =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: asUser(as) });

const newUser = (username: string, extra: object = {}) => ({
  username,
  name: `User ${username}`,
  email: `${username}@furhaven.example`,
  password: STRONG,
  permissions: { furhaven: true, kentucky: true, dropship: true },
  ...extra,
});

async function createOk(username: string, extra: object = {}): Promise<AdminUser> {
  const res = await create(newUser(username, extra));
  if (res.statusCode !== 201) throw new Error(`create ${username}: ${res.statusCode} ${res.body}`);
  return body<AdminUser>(res);
}

async function idOf(username: string): Promise<number> {
  const row = await t.db.query.users.findFirst({ where: eq(users.username, username) });
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe('GET /api/admin/users', () => {
  it('lists the sandbox users without any password hash', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const json = body<{ users: AdminUser[] }>(res);
    const names = json.users.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(SANDBOX_USERS.map((u) => u.username)));
    for (const user of json.users) expect(Object.keys(user).sort()).toEqual(ADMIN_USER_KEYS);
    expect(res.body).not.toMatch(/argon2|password/i);

    const floor = json.users.find((u) => u.username === 'floor');
    expect(floor).toMatchObject({
      name: 'Finn Floor',
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['dropship'],
      active: true,
    });
    // Admin signed in for this file, floor did not.
    expect(json.users.find((u) => u.username === 'admin')?.last_sign_in).not.toBeNull();
    expect(floor?.last_sign_in).toBeNull();
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user whose groups come from the permission flags', async () => {
    const res = await create(newUser('newbie'));
    expect(res.statusCode).toBe(201);
    const user = body<AdminUser>(res);
    expect(user).toMatchObject({
      username: 'newbie',
      name: 'User newbie',
      email: 'newbie@furhaven.example',
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['dropship'],
      active: true,
      last_sign_in: null,
    });
    expect(Object.keys(user).sort()).toEqual(ADMIN_USER_KEYS);

    const session = await login(t.app, 'newbie', STRONG);
    expect(session.user).toMatchObject({
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['dropship'],
    });

    const logged = await t.db
      .select()
      .from(logEntries)
      .where(eq(logEntries.message, 'admin created user newbie'));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.company).toBe('furhaven');
  });

  it('stores an argon2id hash, never the password', async () => {
    const row = await t.db.query.users.findFirst({ where: eq(users.username, 'newbie') });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(STRONG);
  });

  it('stores the username in lower case', async () => {
    const user = await createOk('Mixed.Case');
    expect(user.username).toBe('mixed.case');
  });

  it.each([
    ['too short', 'Ab1!xyz', 'Password must be at least 8 characters long.'],
    ['without a symbol', 'Abcdefg12', 'Password must contain a symbol.'],
    ['without upper case', 'abcdefg1!', 'Password must contain an upper case letter.'],
    ['without lower case', 'ABCDEFG1!', 'Password must contain a lower case letter.'],
    ['without a number', 'Abcdefgh!', 'Password must contain a number.'],
    ['containing the username', 'Weakling-Harbor-77!', 'Password must not contain the username.'],
    ['common (P@ssw0rd1)', 'P@ssw0rd1', 'Password is too common or easy to guess.'],
    ['common (Password123!)', 'Password123!', 'Password is too common or easy to guess.'],
  ])('refuses a password %s with 400 naming the rule', async (_label, password, message) => {
    const res = await create(newUser('weakling', { password }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ error: 'weak_password', message: expect.stringContaining(message) });
    expect(await t.db.query.users.findFirst({ where: eq(users.username, 'weakling') })).toBeUndefined();
  });

  it('names every failed rule at once', async () => {
    const res = await create(newUser('weakling', { password: 'abc' }));
    expect(res.statusCode).toBe(400);
    const { message } = body<{ message: string }>(res);
    for (const text of ['at least 8 characters', 'upper case', 'number', 'symbol'])
      expect(message).toContain(text);
  });

  it.each([
    ['the same username', 'newbie'],
    ['the same username in another case', 'NEWBIE'],
  ])('refuses %s with 409', async (_label, username) => {
    const res = await create(newUser(username));
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ error: 'username_taken', message: expect.stringContaining('newbie') });
  });

  it('answers 409, never 500, to the loser of two concurrent creates of one username', async () => {
    const answers = await Promise.all([create(newUser('twin')), create(newUser('twin'))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.map((r) => body(r).error)).toContain('username_taken');
    expect(await t.db.select().from(users).where(eq(users.username, 'twin'))).toHaveLength(1);
  });

  it('refuses an unknown permission flag and a malformed username (400)', async () => {
    const flag = await create(newUser('flaggy', { permissions: { furhaven: true, superuser: true } }));
    expect(flag.statusCode).toBe(400);
    expect(body(flag).error).toBe('validation_failed');
    const name = await create(newUser('has space'));
    expect(name.statusCode).toBe(400);
    expect(body(name).message).toContain('Username must be 2 to 64 letters');
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('refuses an empty name with 400 "Name is required."', async () => {
    const res = await update(await idOf('newbie'), { name: '', permissions: {} });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('Name is required.');
  });

  it('changes the name and the permission flags', async () => {
    const id = await idOf('newbie');
    const res = await update(id, {
      name: 'Nell Newbie',
      permissions: { worldwise: true, kentucky: true, bulk: true, inventory: true, dropship: false },
    });
    expect(res.statusCode).toBe(200);
    expect(body<AdminUser>(res)).toMatchObject({
      id,
      name: 'Nell Newbie',
      companies: ['worldwise'],
      warehouses: ['kentucky'],
      scopes: ['bulk', 'inventory'],
    });
    const listed = body<{ users: AdminUser[] }>(await list()).users.find((u) => u.id === id);
    expect(listed).toMatchObject({
      name: 'Nell Newbie',
      companies: ['worldwise'],
      scopes: ['bulk', 'inventory'],
    });
    // The next sign-in carries the new groups.
    expect((await login(t.app, 'newbie', STRONG)).user.scopes).toEqual(['bulk', 'inventory']);
  });

  it('refuses to change the username', async () => {
    const res = await update(await idOf('newbie'), {
      username: 'renamed',
      name: 'Nell Newbie',
      permissions: {},
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toBe('username_immutable');
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await update(999999, { name: 'Nobody', permissions: {} })).statusCode).toBe(404);
  });

  it('deactivates a user: their refresh token and their password stop working', async () => {
    const user = await createOk('leaver');
    const session = await login(t.app, 'leaver', STRONG);
    const res = await update(user.id, { name: user.name, active: false, permissions: { furhaven: true } });
    expect(res.statusCode).toBe(200);
    expect(body<AdminUser>(res).active).toBe(false);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await attemptLogin(t.app, 'leaver', STRONG, '10.9.0.2')).statusCode).toBe(401);
    // The access token still in hand stops working at once, not when it expires.
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/bugreport',
      headers: { authorization: `Bearer ${session.access_token}`, company_id: 'Furhaven' },
      payload: { severity: 'Minor', description: 'still here?' },
    });
    expect(report.statusCode).toBe(401);
    expect(body(report).error).toBe('inactive_user');
  });

  it('applies a removed scope at once, without waiting for the token to expire', async () => {
    const user = await createOk('demoted', { permissions: { furhaven: true, admin: true } });
    const session = await login(t.app, 'demoted', STRONG);
    const asDemoted = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${session.access_token}`, company_id: 'Furhaven' },
      });
    expect((await asDemoted()).statusCode).toBe(200);
    expect(
      (await update(user.id, { name: user.name, permissions: { furhaven: true, dropship: true } }))
        .statusCode,
    ).toBe(200);
    expect((await asDemoted()).statusCode).toBe(403);
  });

  it('does not let an admin deactivate their own account', async () => {
    const id = tokens.admin.user.id;
    const permissions = Object.fromEntries(
      [...tokens.admin.user.companies, ...tokens.admin.user.scopes].map((flag) => [flag, true]),
    );
    const res = await update(id, { name: 'Ada Admin', active: false, permissions });
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toBe('self_deactivation');
  });

  it('does not let an admin remove their own admin scope', async () => {
    const id = tokens.admin.user.id;
    const res = await update(id, { name: 'Ada Admin', permissions: { furhaven: true, dropship: true } });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ error: 'self_demotion', message: 'You cannot remove your own admin scope.' });
    const row = await t.db.query.users.findFirst({ where: eq(users.id, id) });
    expect(row?.scopes).toContain('admin');
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('does not let an admin delete their own account', async () => {
    const res = await remove(tokens.admin.user.id);
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toBe('self_delete');
    expect(await t.db.query.users.findFirst({ where: eq(users.id, tokens.admin.user.id) })).toBeDefined();
  });

  it('answers 204, then 404 on a repeat, and the user can no longer sign in', async () => {
    const user = await createOk('goner');
    const first = await remove(user.id);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const second = await remove(user.id);
    expect(second.statusCode).toBe(404);
    expect(body(second).error).toBe('not_found');
    expect((await attemptLogin(t.app, 'goner', STRONG)).statusCode).toBe(401);
    expect(body<{ users: AdminUser[] }>(await list()).users.some((u) => u.username === 'goner')).toBe(false);
  });
});

describe('PUT /api/admin/users/:id/password', () => {
  it('sets a new password and ends the sessions opened with the old one', async () => {
    const user = await createOk('resetme');
    const session = await login(t.app, 'resetme', STRONG);
    const NEW = 'Copper%Willow-Saddle38';

    const res = await resetPassword(user.id, NEW);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await attemptLogin(t.app, 'resetme', STRONG, '10.9.0.1')).statusCode).toBe(401);
    expect((await login(t.app, 'resetme', NEW)).user.username).toBe('resetme');
  });

  it('applies the password policy', async () => {
    const res = await resetPassword(await idOf('resetme'), 'short1!');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('Password must be at least 8 characters long.');
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await resetPassword(999999, 'Copper%Willow-Saddle38')).statusCode).toBe(404);
  });
});

describe('a user without the admin scope', () => {
  it('is refused every admin user call (403) and changes nothing', async () => {
    const target = await idOf('floor');
    const before = await t.db.query.users.findFirst({ where: eq(users.id, target) });
    const answers = await Promise.all([
      list('office'),
      create(newUser('sneaky'), 'office'),
      update(target, { name: 'Hacked', permissions: { admin: true, furhaven: true } }, 'office'),
      resetPassword(target, 'Copper%Willow-Saddle38', 'office'),
      remove(target, 'office'),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.raw.req.url).toBe(403);
      expect(body(res).error).toBe('scope_forbidden');
    }
    const after = await t.db.query.users.findFirst({ where: eq(users.id, target) });
    expect(after).toEqual(before);
    expect(await t.db.query.users.findFirst({ where: eq(users.username, 'sneaky') })).toBeUndefined();
  });
});
