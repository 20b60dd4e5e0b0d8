import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSignIn } from '../../../src/shared/api/carrier-sign-in/sign-in';
import { SignInsRepository } from '../../../src/server/modules/carrier-sign-in/sign-ins.repository';
import { SignInsService } from '../../../src/server/modules/carrier-sign-in/sign-in/sign-ins.service';
import { carrierSignIns } from '../../../src/server/platform/db/schema/dock';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import type { DevicePrincipal, UserPrincipal } from '../../../src/server/platform/http/types';
import { PNG_BASE64, PNG_DATA_URL, seedCarriers } from '../../api/carrier-sign-in/kiosk-support';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { refusalWith } from '../support/refusal';

/** The service tier: the dock's sign-in rules on a real database and file store, without HTTP. */
let db: TestDatabase;
let files: LocalFileStore;
let service: SignInsService;

const dockUser: UserPrincipal = {
  kind: 'user',
  id: 1,
  username: 'dock',
  name: 'Dock',
  companies: ['furhaven'],
  warehouses: ['kentucky'],
  scopes: ['carrier-sign-in'],
};
const kiosk = (warehouse: DevicePrincipal['warehouse']): DevicePrincipal => ({
  kind: 'device',
  id: 7,
  name: `Dock ${warehouse}`,
  company: 'furhaven',
  warehouse,
  purpose: 'carrier-sign-in',
});

const draft = (fields: Partial<NewSignIn> = {}): NewSignIn => ({
  mode: 'LTL',
  scac: 'exla',
  driver_name: ' Service Sue ',
  truck_number: '31',
  warehouse: 'kentucky',
  signature: PNG_DATA_URL,
  ...fields,
});

const refusal = refusalWith('statusCode', 'code', 'message');

const row = async (id: number) =>
  (await db.db.select().from(carrierSignIns).where(eq(carrierSignIns.signInId, id)))[0];

beforeAll(async () => {
  db = await createTestDatabase();
  files = new LocalFileStore(await mkdtemp(path.join(os.tmpdir(), 'dockhand-service-files-')));
  service = new SignInsService(new SignInsRepository(db.db), files);
  await seedCarriers(db.db);
});
afterAll(async () => {
  await db?.drop();
  if (files) await rm(files.root, { recursive: true, force: true });
});

describe('SignInsService.create', () => {
  it('stores the sign-in cleaned (SCAC upper case, names trimmed) with its signature file', async () => {
    const id = await service.create(dockUser, 'furhaven', draft());
    expect(await row(id)).toMatchObject({ scac: 'EXLA', driverName: 'Service Sue', warehouse: 'kentucky' });
    const file = await files.get(`signatures/furhaven/${id}.png`);
    expect(file?.bytes.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  });

  it('is exactly once per client_id: again, or twice at the same moment, the same id and one row', async () => {
    const clientId = crypto.randomUUID();
    const first = await service.create(dockUser, 'furhaven', draft({ client_id: clientId }));
    expect(await service.create(dockUser, 'furhaven', draft({ client_id: clientId }))).toBe(first);

    const twin = crypto.randomUUID();
    const ids = await Promise.all([
      service.create(dockUser, 'furhaven', draft({ client_id: twin })),
      service.create(dockUser, 'furhaven', draft({ client_id: twin })),
    ]);
    expect(ids[0]).toBe(ids[1]);
    for (const id of [clientId, twin]) {
      const rows = await db.db
        .select()
        .from(carrierSignIns)
        .where(and(eq(carrierSignIns.company, 'furhaven'), eq(carrierSignIns.clientId, id)));
      expect(rows).toHaveLength(1);
    }
  });

  it('reads the mode from the fields when none is sent (D2 section 7)', async () => {
    const ftl = await service.create(dockUser, 'furhaven', draft({ mode: undefined, pro_number: 'PRO-5' }));
    expect(await row(ftl)).toMatchObject({ mode: 'FTL', proNumber: 'PRO-5' });
    const ltl = await service.create(dockUser, 'furhaven', draft({ mode: null }));
    expect(await row(ltl)).toMatchObject({ mode: 'LTL', proNumber: null, deliveredGoods: null });
  });

  it('never dates a sign-in later than now', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const id = await service.create(dockUser, 'furhaven', draft({ sign_in_time: future }));
    expect((await row(id))?.signInTime.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('the warehouse of a sign-in', () => {
  it('a kiosk signs in at its own warehouse when none is sent, and at no other', async () => {
    const id = await service.create(kiosk('pennsylvania'), 'furhaven', draft({ warehouse: null }));
    expect(await row(id)).toMatchObject({ warehouse: 'pennsylvania' });
    expect(await refusal(service.create(kiosk('pennsylvania'), 'furhaven', draft()))).toMatchObject({
      statusCode: 403,
      code: 'warehouse_forbidden',
    });
  });

  it('a person needs a warehouse they hold: none is the spec\'s "not configured"', async () => {
    expect(await refusal(service.create(dockUser, 'furhaven', draft({ warehouse: '' })))).toEqual({
      statusCode: 400,
      code: 'not_configured',
      message: 'IMS user is not configured properly, please contact a developer',
    });
    expect(await refusal(service.create({ ...dockUser, warehouses: [] }, 'furhaven', draft()))).toMatchObject(
      { statusCode: 400, code: 'not_configured' },
    );
    expect(await refusal(service.create(dockUser, 'furhaven', draft({ warehouse: 'texas' })))).toMatchObject({
      statusCode: 403,
      code: 'warehouse_forbidden',
    });
  });

  it("lists a kiosk's open sign-ins at its own warehouse only", async () => {
    const ky = await service.create(dockUser, 'furhaven', draft({ driver_name: 'KY Kim' }));
    const pa = await service.create(kiosk('pennsylvania'), 'furhaven', draft({ warehouse: 'pennsylvania' }));
    const seen = (await service.listOpen(kiosk('pennsylvania'), 'furhaven', {})).map((s) => s.sign_in_id);
    expect(seen).toContain(pa);
    expect(seen).not.toContain(ky);
  });
});

describe('SignInsService.signOut', () => {
  it('signs out once: a second sign-out keeps the first time and the row leaves the open list', async () => {
    const id = await service.create(dockUser, 'furhaven', draft());
    await service.signOut(dockUser, 'furhaven', id);
    const first = (await row(id))?.signOutTime;
    expect(first).toBeInstanceOf(Date);
    await service.signOut(dockUser, 'furhaven', id);
    expect((await row(id))?.signOutTime?.getTime()).toBe(first?.getTime());
    expect((await service.listOpen(dockUser, 'furhaven', {})).map((s) => s.sign_in_id)).not.toContain(id);
  });

  it('answers 404 for a sign-in of another warehouse or company, and changes nothing', async () => {
    const ky = await service.create(dockUser, 'furhaven', draft());
    expect(await refusal(service.signOut(kiosk('pennsylvania'), 'furhaven', ky))).toMatchObject({
      statusCode: 404,
    });
    expect(await refusal(service.signOut(dockUser, 'worldwise', ky))).toMatchObject({ statusCode: 404 });
    expect((await row(ky))?.signOutTime).toBeNull();
  });
});
