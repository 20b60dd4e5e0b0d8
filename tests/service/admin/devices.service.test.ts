import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevicesService } from '../../../src/server/modules/admin/devices/devices.service';
import { LogRepository } from '../../../src/server/platform/audit/audit-log.repository';
import { DevicesRepository } from '../../../src/server/platform/auth/devices.repository';
import { toPrincipal } from '../../../src/server/platform/auth/principal';
import { UsersRepository } from '../../../src/server/platform/auth/users.repository';
import { logEntries } from '../../../src/server/platform/db/schema/admin';
import { devices as devicesTable } from '../../../src/server/platform/db/schema/devices';
import type { UserPrincipal } from '../../../src/server/platform/http/types';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { FailingLog, LOG_FAILURE } from '../support/failing-log';

/** The service tier: Kiosk Devices (enrol, pair, revoke) on a real database, without HTTP. */
let db: TestDatabase;
let devices: DevicesRepository;
let users: UsersRepository;
let service: DevicesService;
let actor: UserPrincipal;
const announced: string[] = [];
const client = { address: '10.0.0.9', userAgent: 'service test' };

beforeAll(async () => {
  db = await createTestDatabase();
  devices = new DevicesRepository(db.db, (tag) => announced.push(tag));
  users = new UsersRepository(db.db);
  service = new DevicesService(devices, users, new LogRepository(db.db));
  const admin = await users.findByUsername('admin');
  if (!admin) throw new Error('the template has no admin');
  actor = toPrincipal(admin);
});
afterAll(async () => db?.drop());

const byName = (name: string) => db.db.query.devices.findFirst({ where: eq(devicesTable.name, name) });
const entriesAbout = async (name: string) =>
  (await db.db.select({ message: logEntries.message }).from(logEntries)).filter((e) =>
    e.message.includes(name),
  );
const codeOf = (created: { pairing_code: string }) => created.pairing_code;

describe('DevicesService', () => {
  it('enrols, pairs and revokes a kiosk, each with its log entry, and announces the revocation after it', async () => {
    const created = await service.create(
      { name: 'svc-dock', warehouse: 'kentucky', purpose: 'carrier-sign-in' },
      actor,
      'furhaven',
    );
    const paired = await service.pair(codeOf(created), client);
    expect(paired.device).toMatchObject({ name: 'svc-dock', warehouse: 'kentucky', company: 'furhaven' });
    await service.revoke('furhaven', created.device.id, actor);
    expect((await byName('svc-dock'))?.revokedAt).toBeInstanceOf(Date);
    expect(announced).toContain(`device:${created.device.id}`);
    expect((await entriesAbout('svc-dock')).map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'admin enrolled device svc-dock for kentucky',
        'Device svc-dock paired',
        'admin revoked device svc-dock',
      ]),
    );
  });
});

describe('a device change and its log entry stand or fall together', () => {
  const failing = () => new DevicesService(devices, users, new FailingLog(db.db));

  it('enrol, pair and revoke leave nothing behind when the log write fails', async () => {
    const enrol = { name: 'svc-atomic', warehouse: 'kentucky', purpose: 'carrier-sign-in' } as const;
    await expect(failing().create(enrol, actor, 'furhaven')).rejects.toThrow(LOG_FAILURE);
    expect(await byName('svc-atomic')).toBeUndefined();

    const created = await service.create(enrol, actor, 'furhaven');
    await expect(failing().pair(codeOf(created), client)).rejects.toThrow(LOG_FAILURE);
    // The code still works: the failed pairing kept neither the token nor the code's use.
    const row = await byName('svc-atomic');
    expect(row).toMatchObject({ tokenHash: null, pairedAt: null });
    await service.pair(codeOf(created), client);

    announced.length = 0;
    await expect(failing().revoke('furhaven', created.device.id, actor)).rejects.toThrow(LOG_FAILURE);
    expect((await byName('svc-atomic'))?.revokedAt).toBeNull();
    expect(announced).toEqual([]);
    expect((await entriesAbout('svc-atomic')).map((e) => e.message)).toEqual([
      'admin enrolled device svc-atomic for kentucky',
      'Device svc-atomic paired',
    ]);
  });
});
