import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DropshipOrdersRepository } from '../../../src/server/modules/dropship/order-drawer/dropship-orders.repository';
import { OrderTransferService } from '../../../src/server/modules/dropship/order-drawer/order-transfer.service';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  pullsheets,
} from '../../../src/server/platform/db/schema/dropship';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { insertOrder } from '../support/dropship-orders';
import { refusalWith } from '../support/refusal';

/** The service tier: Transfer (D1 section 2) moves items to the other warehouse, without HTTP. */
let db: TestDatabase;
let transfers: OrderTransferService;
let sheetId: number;

const refusal = refusalWith('statusCode', 'code');

type LineFixture = { status?: number; packaged?: 'open' | 'labelled' | 'on-sheet' };

/** A Kentucky order of the given lines; a packaged line sits in its own package. */
async function order(po: string, lines: LineFixture[], status = 100) {
  const row = await insertOrder(db, po, { orderStatus: status });
  const ids: number[] = [];
  for (const [i, line] of lines.entries()) {
    let packageId: number | null = null;
    if (line.packaged) {
      const [pkg] = await db.db
        .insert(dropshipPackages)
        .values({
          company: 'furhaven',
          orderId: row.id,
          warehouse: 'kentucky',
          trackingNumber: line.packaged === 'open' ? null : `${po}-${i}`,
          trackingStatus: line.packaged === 'open' ? null : 200,
          pullsheetId: line.packaged === 'on-sheet' ? sheetId : null,
          totalQuantity: 1,
        })
        .returning();
      packageId = pkg!.id;
    }
    const [l] = await db.db
      .insert(dropshipOrderLines)
      .values({
        company: 'furhaven',
        orderId: row.id,
        packageId,
        internalSku: `SKU-${i + 1}`,
        quantity: 1,
        orderStatus: line.status ?? status,
      })
      .returning();
    ids.push(l!.id);
  }
  return { id: row.id, po, ids };
}

const ordersOf = (po: string) =>
  db.db.select().from(dropshipOrders).where(eq(dropshipOrders.internalPoNumber, po));

beforeAll(async () => {
  db = await createTestDatabase();
  transfers = new OrderTransferService(new DropshipOrdersRepository(db.db));
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
afterAll(async () => db?.drop());

describe('OrderTransferService', () => {
  it('moves the whole order, packages included, when every open item is chosen; a retry changes nothing', async () => {
    const o = await order('TRF-1', [{ packaged: 'open' }, {}, { status: 199 }]);
    const input = { internal_po_number: o.po, order_ids: [o.ids[0]!, o.ids[1]!] };
    const answer = await transfers.transfer('furhaven', input);
    expect(answer).toEqual({
      internal_po_number: 'TRF-1',
      vendor_name: 'Chewy',
      warehouse: 'pennsylvania',
      moved: 2,
      whole_order: true,
    });
    expect((await ordersOf('TRF-1'))[0]!.warehouse).toBe('pennsylvania');
    const [pkg] = await db.db.select().from(dropshipPackages).where(eq(dropshipPackages.orderId, o.id));
    expect(pkg!.warehouse).toBe('pennsylvania');
    // Named, the destination makes the retry harmless; unnamed it would mean "the other warehouse".
    expect(await transfers.transfer('furhaven', { ...input, warehouse: 'pennsylvania' })).toEqual(answer);
  });

  it('splits some items off as PO-T1 in the other warehouse, once; an emptied package goes', async () => {
    const o = await order('TRF-2', [{ packaged: 'open' }, {}], 197);
    const input = { internal_po_number: o.po, order_ids: [o.ids[0]!], warehouse: 'pennsylvania' as const };
    const answer = await transfers.transfer('furhaven', input);
    expect(answer).toMatchObject({ internal_po_number: 'TRF-2-T1', moved: 1, whole_order: false });
    const [split] = await ordersOf('TRF-2-T1');
    // A held order's split stays on hold, and is not yet in the ERP.
    expect(split).toMatchObject({ warehouse: 'pennsylvania', orderStatus: 197, acuOrderNum: null });
    const moved = await db.db.select().from(dropshipOrderLines).where(eq(dropshipOrderLines.id, o.ids[0]!));
    expect(moved[0]).toMatchObject({ orderId: split!.id, packageId: null, orderStatus: 197 });
    expect(await db.db.select().from(dropshipPackages).where(eq(dropshipPackages.orderId, o.id))).toEqual([]);
    expect(await transfers.transfer('furhaven', input)).toEqual(answer);
    expect(await ordersOf('TRF-2-T2')).toEqual([]);
  });

  it('refuses items that cannot move: unknown, cancelled, labelled or on a pull sheet', async () => {
    const o = await order('TRF-3', [{}, { status: 199 }, { packaged: 'labelled' }, { packaged: 'on-sheet' }]);
    const move = (ids: number[]) =>
      transfers.transfer('furhaven', { internal_po_number: o.po, order_ids: ids });
    expect(await refusal(move([o.ids[0]!, 999_999_999]))).toEqual({ statusCode: 400, code: 'unknown_item' });
    expect(await refusal(move([o.ids[1]!]))).toEqual({ statusCode: 409, code: 'item_cancelled' });
    expect(await refusal(move([o.ids[2]!]))).toEqual({ statusCode: 409, code: 'item_labelled' });
    expect(await refusal(move([o.ids[3]!]))).toEqual({ statusCode: 409, code: 'item_on_pullsheet' });
    expect((await ordersOf('TRF-3'))[0]!.warehouse).toBe('kentucky');
    expect(await ordersOf('TRF-3-T1')).toEqual([]);
  });

  it('refuses the warehouse the order is in, and a cancelled or shipped order', async () => {
    // Some of its items: moving the whole order to where it is would be a retry that went through.
    const o = await order('TRF-4', [{}, {}]);
    expect(
      await refusal(
        transfers.transfer('furhaven', {
          internal_po_number: o.po,
          order_ids: [o.ids[0]!],
          warehouse: 'kentucky',
        }),
      ),
    ).toEqual({ statusCode: 400, code: 'same_warehouse' });
    for (const [status, code] of [
      [199, 'order_cancelled'],
      [104, 'order_shipped'],
    ] as const) {
      const done = await order(`TRF-${status}`, [{}], status);
      expect(
        await refusal(transfers.transfer('furhaven', { internal_po_number: done.po, order_ids: done.ids })),
      ).toEqual({ statusCode: 409, code });
    }
  });
});
