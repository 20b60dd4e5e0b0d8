import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZeroInventoryRepository } from '../../../src/server/modules/inventory/zero-inventory/zero-inventory.repository';
import { ZeroInventoryService } from '../../../src/server/modules/inventory/zero-inventory/zero-inventory.service';
import { items } from '../../../src/server/platform/db/schema/catalog';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { refusalWith } from '../support/refusal';

/** The service tier: Zeroed-Out Inventory's rules on a real database, without HTTP. */
let db: TestDatabase;
let service: ZeroInventoryService;

const refusal = refusalWith('statusCode', 'code', 'message');

beforeAll(async () => {
  db = await createTestDatabase();
  service = new ZeroInventoryService(new ZeroInventoryRepository(db.db));
  await db.db
    .insert(items)
    .values([
      { company: 'furhaven', sku: 'SVC-ZERO-1', rootSku: 'SVC-ZERO', description: 'Service test bed' },
      { company: 'worldwise', sku: 'SVC-ZERO-2', rootSku: 'SVC-ZERO', description: 'Other company' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => db?.drop());

describe('ZeroInventoryService', () => {
  it("adds a SKU in the item list's own spelling, trimmed, dated by the server when the date is later than now", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const added = await service.add('furhaven', 'office', { sku: '  svc-zero-1 ', date_added: future });
    expect(added).toMatchObject({ sku: 'SVC-ZERO-1', added_by: 'office', description: 'Service test bed' });
    expect(new Date(added.date_added).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await service.list('furhaven')).map((r) => r.sku)).toContain('SVC-ZERO-1');
  });

  it('refuses a SKU twice (409), an unknown SKU and one of another company (400)', async () => {
    expect(await refusal(service.add('furhaven', 'office', { sku: 'SVC-ZERO-1' }))).toMatchObject({
      statusCode: 409,
      code: 'already_zeroed_out',
    });
    expect(await refusal(service.add('furhaven', 'office', { sku: 'NO-SUCH-SKU' }))).toMatchObject({
      statusCode: 400,
      code: 'unknown_sku',
    });
    expect(await refusal(service.add('furhaven', 'office', { sku: 'SVC-ZERO-2' }))).toMatchObject({
      statusCode: 400,
      code: 'unknown_sku',
    });
  });

  it('removes a listed SKU in any case, then says it is not listed (404)', async () => {
    await service.remove('furhaven', { sku: 'svc-zero-1' });
    expect((await service.list('furhaven')).map((r) => r.sku)).not.toContain('SVC-ZERO-1');
    expect(await refusal(service.remove('furhaven', { sku: 'SVC-ZERO-1' }))).toMatchObject({
      statusCode: 404,
      code: 'not_zeroed_out',
    });
  });
});
