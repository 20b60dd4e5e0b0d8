import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DropshipOrdersRepository } from '../../../src/server/modules/dropship/order-drawer/dropship-orders.repository';
import { OrderActionsService } from '../../../src/server/modules/dropship/order-drawer/order-actions.service';
import { OrderErpService } from '../../../src/server/modules/dropship/order-drawer/order-erp.service';
import { createIntegrations, type Integrations } from '../../../src/server/integrations/registry';
import { ediTransactions } from '../../../src/server/platform/db/schema/bulk';
import { vendors } from '../../../src/server/platform/db/schema/catalog';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  pullsheets,
} from '../../../src/server/platform/db/schema/dropship';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import { ORDER_DRAWER_MESSAGES } from '../../../src/shared/domain/dropship/order-drawer';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { insertOrder } from '../support/dropship-orders';
import { refusalWith } from '../support/refusal';

/** The service tier: the drawer's order actions (D1 sections 2, 4, 7) on a real database, without HTTP. */
let db: TestDatabase;
let files: LocalFileStore;
let integrations: Integrations;
let orders: OrderActionsService;
let erp: OrderErpService;
let sheetId: number;

const refusal = refusalWith('statusCode', 'code', 'message');

type Fixture = { vendor?: string; status?: number; onSheet?: boolean; company?: 'furhaven' | 'worldwise' };

/** An order of two lines; `onSheet` gives it a labelled package on the pull sheet. */
async function order(
  po: string,
  { vendor = 'Chewy', status = 100, onSheet, company = 'furhaven' }: Fixture = {},
) {
  const row = await insertOrder(db, po, { vendorName: vendor, orderStatus: status, company });
  const id = row.id;
  await db.db.insert(dropshipOrderLines).values(
    ['SKU-1', 'SKU-2'].map((sku) => ({
      company,
      orderId: id,
      internalSku: sku,
      externalSku: `EXT-${sku}`,
      quantity: 1,
      externalPrice: '9.99',
      orderStatus: status,
    })),
  );
  if (onSheet) {
    await db.db.insert(dropshipPackages).values({
      company,
      orderId: id,
      trackingNumber: `T${id}`.padEnd(12, '0'),
      trackingStatus: 200,
      pullsheetId: sheetId,
      totalQuantity: 2,
    });
  }
  return { id, po, vendor };
}

const statusOf = async (id: number) =>
  (await db.db.select().from(dropshipOrders).where(eq(dropshipOrders.id, id)))[0]!;

beforeAll(async () => {
  db = await createTestDatabase();
  files = new LocalFileStore(await mkdtemp(path.join(os.tmpdir(), 'dockhand-drawer-')));
  integrations = createIntegrations(db.db, files, { mode: 'sandbox' });
  const repo = new DropshipOrdersRepository(db.db);
  orders = new OrderActionsService(repo, integrations);
  erp = new OrderErpService(repo, integrations);
  await db.db
    .insert(vendors)
    .values([
      { company: 'furhaven', side: 'dropship', name: 'Chewy', code: 'C00100' },
      { company: 'furhaven', side: 'dropship', name: 'Petco', code: 'C00200' },
      { company: 'furhaven', side: 'dropship', name: 'Amazon Direct', code: 'C00300' },
    ])
    .onConflictDoNothing();
  const [sheet] = await db.db
    .insert(pullsheets)
    .values({
      company: 'furhaven',
      warehouse: 'KY',
      carrier: 'fedex',
      type: 'multiples',
      statusCode: 101,
      maxStatusCode: 101,
    })
    .returning({ id: pullsheets.pullsheetId });
  sheetId = sheet!.id;
});
afterAll(async () => {
  await db?.drop();
  if (files) await rm(files.root, { recursive: true, force: true });
});

describe('OrderActionsService: the order of a PO', () => {
  it("answers the PO's orders with their lines, and never another company's", async () => {
    const mine = await order('DRW-READ-1', { onSheet: true });
    await order('DRW-READ-WW', { company: 'worldwise' });
    const [found] = await orders.detail('furhaven', mine.po, mine.vendor);
    expect(found).toMatchObject({ id: mine.id, order_status: 100, warehouse: 'kentucky' });
    expect(found!.items.map((i) => i.internal_sku)).toEqual(['SKU-1', 'SKU-2']);
    expect(found!.shipments).toHaveLength(1);
    expect(await refusal(orders.detail('furhaven', 'DRW-READ-WW'))).toMatchObject({
      statusCode: 404,
      code: 'order_not_found',
    });
  });

  it('a PO two vendors share is answered for both, but acted on only with the vendor named', async () => {
    await order('DRW-SHARED', { vendor: 'Chewy' });
    await order('DRW-SHARED', { vendor: 'Petco' });
    expect((await orders.detail('furhaven', 'DRW-SHARED')).map((o) => o.vendor_name)).toEqual([
      'Chewy',
      'Petco',
    ]);
    expect(await refusal(erp.resend('furhaven', 'DRW-SHARED'))).toMatchObject({
      statusCode: 409,
      code: 'ambiguous_po',
    });
    expect(await erp.resend('furhaven', 'DRW-SHARED', 'Petco')).toMatch(/^\d{7}$/);
  });
});

describe('OrderActionsService: hold', () => {
  it('holds an order once: a second hold keeps the first held_at', async () => {
    const ref = await order('DRW-HOLD-1');
    await orders.hold('furhaven', { internal_po_number: ref.po, vendor: ref.vendor });
    const held = await statusOf(ref.id);
    expect(held.orderStatus).toBe(197);
    await orders.hold('furhaven', { internal_po_number: ref.po, vendor: ref.vendor });
    expect((await statusOf(ref.id)).heldAt).toEqual(held.heldAt);
  });

  it('refuses a cancelled or shipped order', async () => {
    for (const status of [199, 104]) {
      const ref = await order(`DRW-HOLD-${status}`, { status });
      expect(
        await refusal(orders.hold('furhaven', { internal_po_number: ref.po, vendor: ref.vendor })),
      ).toMatchObject({ statusCode: 409, code: 'cannot_hold' });
      expect((await statusOf(ref.id)).orderStatus).toBe(status);
    }
  });
});

describe('OrderActionsService: cancel', () => {
  it("refuses an order on a pull sheet with the spec's message, and a shipped one", async () => {
    const sheet = await order('DRW-CXL-1', { status: 101, onSheet: true });
    expect(
      await refusal(orders.cancel('furhaven', { internal_po_number: sheet.po, vendor: sheet.vendor })),
    ).toEqual({ statusCode: 409, code: 'on_pullsheet', message: ORDER_DRAWER_MESSAGES.cantCancel });
    const shipped = await order('DRW-CXL-2', { status: 104 });
    expect(
      await refusal(orders.cancel('furhaven', { internal_po_number: shipped.po, vendor: shipped.vendor })),
    ).toMatchObject({ statusCode: 409, code: 'order_shipped' });
  });

  it('cancels an order and its lines once, a held one included', async () => {
    const ref = await order('DRW-CXL-3', { status: 197 });
    await orders.cancel('furhaven', { internal_po_number: ref.po, vendor: ref.vendor });
    const cancelled = await statusOf(ref.id);
    expect(cancelled.orderStatus).toBe(199);
    await orders.cancel('furhaven', { internal_po_number: ref.po, vendor: ref.vendor });
    expect((await statusOf(ref.id)).cancelledAt).toEqual(cancelled.cancelledAt);
    const [detail] = await orders.detail('furhaven', ref.po, ref.vendor);
    expect(detail!.items.every((i) => i.order_status === 199)).toBe(true);
  });

  it("sends the retailer's orders to its own cancel, which rejects every line with an 855 first", async () => {
    const ref = await order('DRW-AMZ-1', { vendor: 'Amazon Direct' });
    const wrong = await refusal(
      orders.cancel('furhaven', { internal_po_number: ref.po, vendor: ref.vendor }),
    );
    expect(wrong).toMatchObject({ statusCode: 400, code: 'retailer_cancel' });
    expect(wrong.message).toContain(`/api/orders/${ref.id}/cancel`);

    const acks = () =>
      db.db
        .select()
        .from(ediTransactions)
        .where(and(eq(ediTransactions.internalPoNumber, ref.po), eq(ediTransactions.type, '855')));
    await orders.cancelWithRetailer('furhaven', ref.id);
    expect((await statusOf(ref.id)).orderStatus).toBe(199);
    expect(await acks()).toHaveLength(1);
    await orders.cancelWithRetailer('furhaven', ref.id);
    expect(await acks()).toHaveLength(1);

    const other = await order('DRW-AMZ-2');
    expect(await refusal(orders.cancelWithRetailer('furhaven', other.id))).toMatchObject({
      statusCode: 400,
      code: 'not_retailer_order',
    });
  });

  it('keeps a retailer order when the retailer cannot be told', async () => {
    const ref = await order('DRW-AMZ-3', { vendor: 'Amazon Direct' });
    await integrations.control!.set('vendors', { failureMode: 'next', failuresLeft: 1 });
    expect(await refusal(orders.cancelWithRetailer('furhaven', ref.id))).toMatchObject({ statusCode: 502 });
    expect((await statusOf(ref.id)).orderStatus).toBe(100);
  });
});
