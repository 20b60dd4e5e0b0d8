import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnHoldRepository } from '../../../src/server/modules/dropship/on-hold/on-hold.repository';
import { OnHoldService } from '../../../src/server/modules/dropship/on-hold/on-hold.service';
import { createIntegrations, type Integrations } from '../../../src/server/integrations/registry';
import { vendors } from '../../../src/server/platform/db/schema/catalog';
import { dropshipOrderLines, dropshipOrders } from '../../../src/server/platform/db/schema/dropship';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import type { UserPrincipal } from '../../../src/server/platform/http/types';
import type { Scope } from '../../../src/shared/domain/identity/scopes';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { insertOrder } from '../support/dropship-orders';
import { refusalWith } from '../support/refusal';

/** The service tier: Orders On Hold's rules (D1 sections 2, 4, 6) on a real database, without HTTP. */
let db: TestDatabase;
let files: LocalFileStore;
let integrations: Integrations;
let service: OnHoldService;

const user = (username: string, scopes: Scope[]): UserPrincipal => ({
  kind: 'user',
  id: 1,
  username,
  name: username,
  companies: ['furhaven', 'worldwise'],
  warehouses: ['kentucky', 'pennsylvania'],
  scopes,
});
const hq = user('hq', ['dropship', 'washington']);
const office = user('office', ['dropship']);

const refusal = refusalWith('statusCode', 'code');

/** A Chewy order with the given status and one line per SKU (a line may be cancelled already). */
async function holdOrder(po: string, status: number, skus: [string, number?][], company = 'furhaven') {
  const order = await insertOrder(db, po, { company, orderStatus: status });
  await db.db.insert(dropshipOrderLines).values(
    skus.map(([sku, lineStatus]) => ({
      company: company as 'furhaven',
      orderId: order.id,
      internalSku: sku,
      quantity: 1,
      externalPrice: '9.99',
      orderStatus: lineStatus ?? status,
    })),
  );
  return { internal_po_number: po, vendor_name: 'Chewy' };
}

async function stored(po: string) {
  const [order] = await db.db.select().from(dropshipOrders).where(eq(dropshipOrders.internalPoNumber, po));
  const lines = await db.db
    .select()
    .from(dropshipOrderLines)
    .where(eq(dropshipOrderLines.orderId, order!.id))
    .orderBy(dropshipOrderLines.id);
  return { ...order!, lines };
}

beforeAll(async () => {
  db = await createTestDatabase();
  files = new LocalFileStore(await mkdtemp(path.join(os.tmpdir(), 'dockhand-hold-')));
  integrations = createIntegrations(db.db, files, { mode: 'sandbox' });
  service = new OnHoldService(new OnHoldRepository(db.db), integrations);
  await db.db
    .insert(vendors)
    .values({ company: 'furhaven', side: 'dropship', name: 'Chewy', code: 'C00100' })
    .onConflictDoNothing();
});
afterAll(async () => {
  await db?.drop();
  if (files) await rm(files.root, { recursive: true, force: true });
});

describe('OnHoldService: who sees what', () => {
  it('headquarters sees Unacknowledged and Ready orders, everybody else only Ready ones', async () => {
    await holdOrder('HOLD-SEE-198', 198, [['SKU-1']]);
    await holdOrder('HOLD-SEE-197', 197, [['SKU-1'], ['SKU-2', 199]]);
    await holdOrder('HOLD-SEE-WW', 197, [['SKU-1']], 'worldwise');
    const seen = async (who: UserPrincipal) =>
      (await service.list(who, 'furhaven')).map((o) => [o.internal_po_number, o.order_status]);
    expect(await seen(hq)).toEqual(
      expect.arrayContaining([
        ['HOLD-SEE-198', 198],
        ['HOLD-SEE-197', 197],
      ]),
    );
    expect(await seen(office)).toContainEqual(['HOLD-SEE-197', 197]);
    expect((await seen(office)).map(([po]) => po)).not.toContain('HOLD-SEE-198');
    expect((await seen(hq)).map(([po]) => po)).not.toContain('HOLD-SEE-WW');
  });
});

describe('OnHoldService: acknowledgement', () => {
  it('only headquarters acknowledges, and only an Unacknowledged order', async () => {
    const ref = await holdOrder('HOLD-ACK-1', 198, [['SKU-1']]);
    expect(await refusal(service.acknowledge(office, 'furhaven', { ...ref, cancel: false }))).toEqual({
      statusCode: 403,
      code: 'washington_required',
    });
    const ready = await holdOrder('HOLD-ACK-2', 197, [['SKU-1']]);
    expect(await refusal(service.acknowledge(hq, 'furhaven', { ...ready, cancel: false }))).toEqual({
      statusCode: 409,
      code: 'not_unacknowledged',
    });
    expect((await stored('HOLD-ACK-1')).orderStatus).toBe(198);
  });

  it('accepting makes the order Ready and tells the vendor; rejecting cancels every line', async () => {
    const accepted = await service.acknowledge(hq, 'furhaven', {
      ...(await holdOrder('HOLD-ACK-3', 198, [['SKU-1'], ['SKU-2', 199]])),
      cancel: false,
    });
    expect(accepted).toMatchObject({ order_status: 197, acu_order_num: null });
    expect(accepted.edi_transaction_id).toEqual(expect.any(Number));
    expect((await stored('HOLD-ACK-3')).lines.map((l) => l.orderStatus)).toEqual([197, 199]);

    const rejected = await service.acknowledge(hq, 'furhaven', {
      ...(await holdOrder('HOLD-ACK-4', 198, [['SKU-1'], ['SKU-2']])),
      cancel: true,
    });
    expect(rejected.order_status).toBe(199);
    const row = await stored('HOLD-ACK-4');
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(row.lines.map((l) => l.orderStatus)).toEqual([199, 199]);
  });

  it('leaves the order Unacknowledged when the vendor cannot be told (502)', async () => {
    const ref = await holdOrder('HOLD-ACK-5', 198, [['SKU-1']]);
    await integrations.control!.set('vendors', { failureMode: 'next', failuresLeft: 1 });
    expect(await refusal(service.acknowledge(hq, 'furhaven', { ...ref, cancel: false }))).toMatchObject({
      statusCode: 502,
    });
    expect((await stored('HOLD-ACK-5')).orderStatus).toBe(198);
  });
});

describe('OnHoldService: Acumatica and production', () => {
  it('sends a Ready order once; a failure is kept as acumatica_order_failed', async () => {
    const ref = await holdOrder('HOLD-ERP-1', 197, [['SKU-1'], ['SKU-2', 199]]);
    await integrations.control!.set('acumatica', { failureMode: 'next', failuresLeft: 1 });
    expect(await refusal(service.sendToAcumatica(office, 'furhaven', ref))).toMatchObject({
      statusCode: 502,
    });
    expect(await stored('HOLD-ERP-1')).toMatchObject({ acumaticaStatus: -401, acuOrderNum: null });

    const sent = await service.sendToAcumatica(office, 'furhaven', ref);
    expect(sent).toMatchObject({ order_status: 197, acumatica_status: 401 });
    expect(sent.acu_order_num).toMatch(/^\d{7}$/);
    expect(await refusal(service.sendToAcumatica(office, 'furhaven', ref))).toEqual({
      statusCode: 409,
      code: 'already_in_erp',
    });
  });

  it('refuses an order not yet acknowledged, and one with no open line', async () => {
    const unacknowledged = await holdOrder('HOLD-ERP-2', 198, [['SKU-1']]);
    expect(await refusal(service.sendToAcumatica(hq, 'furhaven', unacknowledged))).toEqual({
      statusCode: 409,
      code: 'not_ready',
    });
    // Office does not see it at all.
    expect(await refusal(service.sendToAcumatica(office, 'furhaven', unacknowledged))).toEqual({
      statusCode: 404,
      code: 'not_on_hold',
    });
    const empty = await holdOrder('HOLD-ERP-3', 197, [['SKU-1', 199]]);
    expect(await refusal(service.sendToAcumatica(office, 'furhaven', empty))).toEqual({
      statusCode: 409,
      code: 'no_open_lines',
    });
  });

  it('a Ready order goes to production (100) with its open lines; then it is off the screen', async () => {
    const ref = await holdOrder('HOLD-PROD-1', 197, [['SKU-1'], ['SKU-2', 199]]);
    expect((await service.sendToProduction(office, 'furhaven', ref)).order_status).toBe(100);
    expect((await stored('HOLD-PROD-1')).lines.map((l) => l.orderStatus)).toEqual([100, 199]);
    expect(await refusal(service.sendToProduction(office, 'furhaven', ref))).toEqual({
      statusCode: 404,
      code: 'not_on_hold',
    });
  });
});

describe('OnHoldService: Cancel Items', () => {
  const row = (po: string, sku: string, reason: string) => ({
    internal_po_number: po,
    internal_sku: sku,
    vendor_name: 'Chewy',
    cancel_reason: reason,
  });

  it('a bad row refuses the whole request and writes nothing', async () => {
    await holdOrder('HOLD-CXL-1', 197, [['SKU-1'], ['SKU-2']]);
    const before = await stored('HOLD-CXL-1');
    const items = [row('HOLD-CXL-1', 'SKU-1', 'OOS'), row('HOLD-CXL-1', 'SKU-2', 'DAMAGED')];
    expect(await refusal(service.cancelItems(office, 'furhaven', { items }))).toEqual({
      statusCode: 400,
      code: 'invalid_cancel_row',
    });
    expect(await stored('HOLD-CXL-1')).toEqual(before);
  });

  it('cancels lines with their reason, counts what it could not, and cancels an emptied order', async () => {
    await holdOrder('HOLD-CXL-2', 197, [['SKU-1'], ['SKU-2']]);
    await holdOrder('HOLD-CXL-3', 198, [['SKU-1']]);
    const result = await service.cancelItems(office, 'furhaven', {
      items: [
        row('HOLD-CXL-2', 'SKU-1', 'SMALLPO'),
        row('HOLD-CXL-2', 'NO-SUCH-SKU', 'OOS'),
        // Unacknowledged: not on the office's screen.
        row('HOLD-CXL-3', 'SKU-1', 'OOS'),
      ],
    });
    expect(result).toMatchObject({ success: 1, failed: 2 });
    expect(result.failures.map((f) => f.reason)).toEqual([
      'Order HOLD-CXL-2 has no open line for SKU NO-SUCH-SKU.',
      'Order HOLD-CXL-3 of Chewy is not on hold.',
    ]);
    const partly = await stored('HOLD-CXL-2');
    expect(partly.orderStatus).toBe(197);
    expect(partly.lines.map((l) => [l.orderStatus, l.cancelReason])).toEqual([
      [199, 'SMALLPO'],
      [197, null],
    ]);

    await service.cancelItems(office, 'furhaven', { items: [row('HOLD-CXL-2', 'SKU-2', 'NOSALE')] });
    const emptied = await stored('HOLD-CXL-2');
    expect(emptied.orderStatus).toBe(199);
    expect(emptied.cancelledAt).toBeInstanceOf(Date);
  });
});
