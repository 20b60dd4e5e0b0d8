import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, WAREHOUSES } from '../../../src/shared/domain/identity/companies';
import { SCOPES } from '../../../src/shared/domain/identity/scopes';
import { createFirstAdmin, FirstAdminError } from '../../../src/server/modules/admin/users/first-admin';
import { logEntries } from '../../../src/server/platform/db/schema/admin';
import { users } from '../../../src/server/platform/db/schema/identity';
import { authed, body, createTestApp, login, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STRONG = 'Harbor-Lantern-Quietly-42';
const countOf = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.username, username))).length;

describe('the first built-in admin of a live install (create-admin)', () => {
  it('holds every company, warehouse and scope, signs in and manages users; the log says so', async () => {
    const admin = await createFirstAdmin(t.db, {
      username: '  Ops.Lead ',
      name: 'Ops Lead',
      email: 'ops.lead@example.com',
      password: STRONG,
    });
    expect(admin).toMatchObject({
      username: 'ops.lead',
      companies: [...COMPANIES],
      warehouses: [...WAREHOUSES],
      scopes: [...SCOPES],
      active: true,
    });
    const tokens = await login(t.app, 'ops.lead', STRONG);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: authed(tokens.access_token, 'Furhaven'),
    });
    expect(list.statusCode).toBe(200);
    expect(body<{ users: { username: string }[] }>(list).users.map((u) => u.username)).toContain('ops.lead');
    const logged = await t.db
      .select()
      .from(logEntries)
      .where(eq(logEntries.message, 'created admin ops.lead from the command line'));
    expect(logged).toHaveLength(1);
  });

  it('refuses a taken username, a bad username and a weak password, writing nothing', async () => {
    await expect(
      createFirstAdmin(t.db, { username: 'ops.lead', name: 'Someone Else', password: STRONG }),
    ).rejects.toThrow(new FirstAdminError('The username ops.lead is taken.'));
    await expect(
      createFirstAdmin(t.db, { username: 'a b', name: 'Spaced', password: STRONG }),
    ).rejects.toThrow(/Username must be 2 to 64 letters/);
    await expect(
      createFirstAdmin(t.db, { username: 'weak.one', name: 'Weak One', password: 'password' }),
    ).rejects.toBeInstanceOf(FirstAdminError);
    await expect(
      createFirstAdmin(t.db, { username: 'no.name', name: ' ', password: STRONG }),
    ).rejects.toThrow(/Name is required\./);
    expect(await countOf('ops.lead')).toBe(1);
    expect(await countOf('weak.one')).toBe(0);
    expect(await countOf('no.name')).toBe(0);
  });

  it('creates one admin when two runs race for the same username', async () => {
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        createFirstAdmin(t.db, { username: 'race.admin', name: 'Race Admin', password: STRONG }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await countOf('race.admin')).toBe(1);
  });
});
