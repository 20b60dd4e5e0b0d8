import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersService } from '../../../src/server/modules/admin/users/users.service';
import { LogRepository } from '../../../src/server/platform/audit/audit-log.repository';
import { toPrincipal } from '../../../src/server/platform/auth/principal';
import { RefreshTokensRepository } from '../../../src/server/platform/auth/refresh-tokens.repository';
import { UsersRepository } from '../../../src/server/platform/auth/users.repository';
import { logEntries } from '../../../src/server/platform/db/schema/admin';
import { refreshTokens } from '../../../src/server/platform/db/schema/identity';
import type { UserPrincipal } from '../../../src/server/platform/http/types';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { FailingLog, LOG_FAILURE } from '../support/failing-log';
import { refusalWith } from '../support/refusal';

/** The service tier: the Users rules (D3 2.14, section 6) on a real database, without HTTP. */
let db: TestDatabase;
let users: UsersRepository;
let service: UsersService;
let actor: UserPrincipal;

const refusal = refusalWith('statusCode', 'code', 'message');

const STRONG = 'Lantern#Meadow-Quartz91';
const newUser = (username: string, permissions: Record<string, boolean> = { furhaven: true }) => ({
  username,
  name: `User ${username}`,
  email: '',
  password: STRONG,
  permissions,
});

/** A live refresh token of the user, as a sign-in leaves one. */
async function sessionOf(userId: number) {
  const familyId = crypto.randomUUID();
  await new RefreshTokensRepository(db.db).insert({
    userId,
    familyId,
    tokenHash: `svc-${familyId}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return async () =>
    (await db.db.query.refreshTokens.findFirst({ where: eq(refreshTokens.familyId, familyId) }))?.revokedAt;
}

beforeAll(async () => {
  db = await createTestDatabase();
  users = new UsersRepository(db.db);
  service = new UsersService(users, new RefreshTokensRepository(db.db), new LogRepository(db.db));
  const admin = await users.findByUsername('admin');
  if (!admin) throw new Error('the template has no admin');
  actor = toPrincipal(admin);
});
afterAll(async () => db?.drop());

describe('UsersService.create', () => {
  it('creates a user whose groups come from the flags, and writes it to the log', async () => {
    const user = await service.create(
      newUser('svc-new', { furhaven: true, kentucky: true, dropship: true, bulk: false }),
      actor,
      'furhaven',
    );
    expect(user).toMatchObject({
      username: 'svc-new',
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['dropship'],
      active: true,
      last_sign_in: null,
    });
    const logged = await db.db.query.logEntries.findFirst({
      where: eq(logEntries.message, 'admin created user svc-new'),
    });
    expect(logged).toMatchObject({ company: 'furhaven', level: 'info' });
  });

  it('refuses a taken username in any case (409) and a weak password with every failed rule (400)', async () => {
    expect(await refusal(service.create(newUser('SVC-NEW'), actor, 'furhaven'))).toMatchObject({
      statusCode: 409,
      code: 'username_taken',
    });
    const weak = await refusal(
      service.create({ ...newUser('svc-weak'), password: 'short' }, actor, 'furhaven'),
    );
    expect(weak).toMatchObject({ statusCode: 400, code: 'weak_password' });
    expect(weak.message).toContain('at least 8 characters');
    expect(weak.message).toMatch(/upper/i);
    expect(await users.findByUsername('svc-weak')).toBeUndefined();
  });
});

describe('UsersService.update', () => {
  it('sets the name and flags; a left-out scope outside the spec editor is kept', async () => {
    const created = await service.create(
      newUser('svc-dock', { furhaven: true, dropship: true, 'carrier-sign-in': true }),
      actor,
      'furhaven',
    );
    const edited = await service.update(
      created.id,
      { username: 'SVC-DOCK', name: 'Dock Hand', permissions: { worldwise: true, bulk: true } },
      actor,
      'furhaven',
    );
    expect(edited).toMatchObject({
      name: 'Dock Hand',
      companies: ['worldwise'],
      scopes: ['bulk', 'carrier-sign-in'],
    });
    const dropped = await service.update(
      created.id,
      { name: 'Dock Hand', permissions: { worldwise: true, 'carrier-sign-in': false } },
      actor,
      'furhaven',
    );
    expect(dropped.scopes).toEqual([]);
  });

  it('refuses a new username, a missing user, and an admin demoting or deactivating themself', async () => {
    const { id } = await service.create(newUser('svc-fixed'), actor, 'furhaven');
    const edit = { name: 'Fixed', permissions: { furhaven: true } };
    expect(
      await refusal(service.update(id, { ...edit, username: 'other' }, actor, 'furhaven')),
    ).toMatchObject({
      statusCode: 400,
      code: 'username_immutable',
    });
    expect(await refusal(service.update(999_999, edit, actor, 'furhaven'))).toMatchObject({
      statusCode: 404,
    });
    const own = { name: actor.name, permissions: { furhaven: true, admin: true } };
    expect(
      await refusal(service.update(actor.id, { ...own, permissions: { furhaven: true } }, actor, 'furhaven')),
    ).toMatchObject({ statusCode: 400, code: 'self_demotion' });
    expect(
      await refusal(service.update(actor.id, { ...own, active: false }, actor, 'furhaven')),
    ).toMatchObject({
      statusCode: 400,
      code: 'self_deactivation',
    });
    expect((await users.findById(actor.id))?.active).toBe(true);
  });

  it('deactivating a user ends their sessions', async () => {
    const { id } = await service.create(newUser('svc-leaver'), actor, 'furhaven');
    const revokedAt = await sessionOf(id);
    const edited = await service.update(
      id,
      { name: 'Leaver', active: false, permissions: { furhaven: true } },
      actor,
      'furhaven',
    );
    expect(edited.active).toBe(false);
    expect(await revokedAt()).toBeInstanceOf(Date);
  });
});

describe('UsersService.resetPassword', () => {
  it('applies the policy, sets the hash and ends the sessions opened with the old password', async () => {
    const { id } = await service.create(newUser('svc-reset'), actor, 'furhaven');
    const before = (await users.findById(id))?.passwordHash;
    expect(await refusal(service.resetPassword(id, 'weak', actor, 'furhaven'))).toMatchObject({
      statusCode: 400,
      code: 'weak_password',
    });
    // The policy also refuses a password that holds the username.
    expect(await refusal(service.resetPassword(id, 'Svc-reset#Meadow91', actor, 'furhaven'))).toMatchObject({
      statusCode: 400,
    });
    const revokedAt = await sessionOf(id);
    await service.resetPassword(id, 'Copper%Willow-Saddle38', actor, 'furhaven');
    expect((await users.findById(id))?.passwordHash).not.toBe(before);
    expect(await revokedAt()).toBeInstanceOf(Date);
    expect(
      await refusal(service.resetPassword(999_999, 'Copper%Willow-Saddle38', actor, 'furhaven')),
    ).toMatchObject({ statusCode: 404 });
  });
});

describe('UsersService.remove', () => {
  it("refuses the admin's own account, deletes another, then says it no longer exists", async () => {
    expect(await refusal(service.remove(actor.id, actor, 'furhaven'))).toMatchObject({
      statusCode: 400,
      code: 'self_delete',
    });
    const { id } = await service.create(newUser('svc-goner'), actor, 'furhaven');
    await service.remove(id, actor, 'furhaven');
    expect(await users.findById(id)).toBeUndefined();
    expect(await refusal(service.remove(id, actor, 'furhaven'))).toMatchObject({ statusCode: 404 });
  });
});

describe('a change and its log entry stand or fall together', () => {
  const failing = () => new UsersService(users, new RefreshTokensRepository(db.db), new FailingLog(db.db));
  const entriesAbout = async (username: string) =>
    (await db.db.select({ message: logEntries.message }).from(logEntries)).filter((e) =>
      e.message.includes(username),
    );

  it('create, edit, reset password and delete leave nothing behind when the log write fails', async () => {
    await expect(failing().create(newUser('svc-atomic'), actor, 'furhaven')).rejects.toThrow(LOG_FAILURE);
    expect(await users.findByUsername('svc-atomic')).toBeUndefined();

    const { id } = await service.create(newUser('svc-atomic'), actor, 'furhaven');
    const revokedAt = await sessionOf(id);
    const edit = { name: 'Renamed', permissions: { furhaven: true }, active: false };
    await expect(failing().update(id, edit, actor, 'furhaven')).rejects.toThrow(LOG_FAILURE);
    expect(await users.findById(id)).toMatchObject({ name: 'User svc-atomic', active: true });
    expect(await revokedAt()).toBeNull();

    const hash = (await users.findById(id))?.passwordHash;
    await expect(failing().resetPassword(id, 'Harbor#Amber-Lantern77', actor, 'furhaven')).rejects.toThrow(
      LOG_FAILURE,
    );
    expect((await users.findById(id))?.passwordHash).toBe(hash);
    expect(await revokedAt()).toBeNull();

    await expect(failing().remove(id, actor, 'furhaven')).rejects.toThrow(LOG_FAILURE);
    expect(await users.findById(id)).toBeDefined();
    // Only the one create that succeeded was logged.
    expect(await entriesAbout('svc-atomic')).toHaveLength(1);
  });
});
