import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DropshipOrdersRepository } from '../../../src/server/modules/dropship/order-drawer/dropship-orders.repository';
import { PackageActionsService } from '../../../src/server/modules/dropship/order-drawer/package-actions.service';
import { createIntegrations, type Integrations } from '../../../src/server/integrations/registry';
import {
  dropshipOrderLines,
  dropshipOrders,
  dropshipPackages,
  pullsheetPicks,
  pullsheets,
} from '../../../src/server/platform/db/schema/dropship';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-app';
import { insertOrder } from '../support/dropship-orders';
import { refusalWith } from '../support/refusal';
import type { UserPrincipal } from '../../../src/server/platform/http/types';

/** The service tier: the drawer's package buttons (Reship, Remove From Pullsheet) without HTTP. */
let db: TestDatabase;
let files: LocalFileStore;
let integrations: Integrations;
let packages: PackageActionsService;

const NOW = new Date('2026-03-10T15:00:00Z');
const HOUR = 3_600_000;

const refusal = refusalWith('statusCode', 'code');

/** A dropship user of Kentucky (the sheets below are KY) and one of Pennsylvania only. */
const kentucky: UserPrincipal = {
  kind: 'user',
  id: 1,
  username: 'ky-floor',
  name: 'KY Floor',
  companies: ['furhaven'],
  warehouses: ['kentucky'],
  scopes: ['dropship'],
};
const pennsylvania: UserPrincipal = { ...kentucky, username: 'pa-floor', warehouses: ['pennsylvania'] };

async function sheet(pieces: number, orders: number) {
  const [row] = await db.db
    .insert(pullsheets)
    .values({
      company: 'furhaven',
      warehouse: 'KY',
      carrier: 'fedex',
      type: 'multiples',
      statusCode: 101,
      maxStatusCode: 101,
      pieceCount: pieces,
      orderCount: orders,
    })
    .returning();
  return row!;
}

type PackageFixture = { status?: number; shippedHoursAgo?: number; pullsheetId?: number | null };

/**
 * An order with one package of two lines. The package's label is bought from the carrier sandbox
 * (so Reship can replace it), shipped `shippedHoursAgo` before NOW.
 */
async function packedOrder(
  po: string,
  { status = 101, shippedHoursAgo = 30, pullsheetId = null }: PackageFixture,
) {
  const order = await insertOrder(db, po, {
    orderDate: new Date(NOW.getTime() - 72 * HOUR),
    uploadDate: new Date(NOW.getTime() - 71 * HOUR),
    orderStatus: status,
  });
  const label = await integrations.carriers('furhaven').createLabel({
    carrier: 'fedex',
    reference: po,
    warehouse: 'kentucky',
    shipTo: { name: 'Ada Lovelace', address1: '1 Main St', city: 'Louisville', state: 'KY', zip: '40202' },
    weightLbs: '2.00',
  });
  const [pkg] = await db.db
    .insert(dropshipPackages)
    .values({
      company: 'furhaven',
      orderId: order.id,
      trackingNumber: label.trackingNumber,
      carrier: 'fedex',
      method: label.service,
      trackingStatus: 200,
      shipDate: new Date(NOW.getTime() - shippedHoursAgo * HOUR),
      warehouse: 'kentucky',
      pullsheetId,
      toteId: pullsheetId ? 'TOTE-1' : null,
      truckNumber: pullsheetId ? 'T1' : null,
      labelKey: label.labelKey,
      totalQuantity: 3,
    })
    .returning();
  await db.db.insert(dropshipOrderLines).values(
    [1, 2].map((quantity) => ({
      company: 'furhaven' as const,
      orderId: order.id,
      packageId: pkg!.id,
      internalSku: `SKU-${quantity}`,
      quantity,
      orderStatus: status,
    })),
  );
  return { order: order, pkg: pkg! };
}

const packagesOf = (orderId: number) =>
  db.db
    .select()
    .from(dropshipPackages)
    .where(eq(dropshipPackages.orderId, orderId))
    .orderBy(dropshipPackages.id);
const linesOf = (orderId: number) =>
  db.db.select().from(dropshipOrderLines).where(eq(dropshipOrderLines.orderId, orderId));

beforeAll(async () => {
  db = await createTestDatabase();
  files = new LocalFileStore(await mkdtemp(path.join(os.tmpdir(), 'dockhand-packages-')));
  integrations = createIntegrations(db.db, files, { mode: 'sandbox' });
  packages = new PackageActionsService(new DropshipOrdersRepository(db.db), integrations);
});
afterAll(async () => {
  await db?.drop();
  if (files) await rm(files.root, { recursive: true, force: true });
});

describe('PackageActionsService: Reship', () => {
  it('refuses a label that is not late yet, an unknown one and one of a cancelled order', async () => {
    const early = await packedOrder('PKG-RS-1', { shippedHoursAgo: 2 });
    const tracking = early.pkg.trackingNumber!;
    expect(await refusal(packages.reship('furhaven', tracking, NOW))).toEqual({
      statusCode: 409,
      code: 'cannot_reship',
    });
    expect(await refusal(packages.reship('furhaven', 'NO-SUCH-LABEL', NOW))).toEqual({
      statusCode: 404,
      code: 'package_not_found',
    });
    const cancelled = await packedOrder('PKG-RS-2', { status: 199 });
    expect(await refusal(packages.reship('furhaven', cancelled.pkg.trackingNumber!, NOW))).toEqual({
      statusCode: 409,
      code: 'cannot_reship',
    });
  });

  it('replaces a late label: the old package reads Reshipped on the office day, its lines move', async () => {
    const { order, pkg } = await packedOrder('PKG-RS-3', { shippedHoursAgo: 30 });
    const answer = await packages.reship('furhaven', pkg.trackingNumber!, NOW);
    // 15:00 UTC on 10 March is still 10 March in New York.
    expect(answer).toMatchObject({ reshipped: pkg.trackingNumber, reshipped_date: '2026-03-10' });
    expect(answer.tracking_number).not.toBe(pkg.trackingNumber);
    const [old, fresh] = await packagesOf(order.id);
    expect(old).toMatchObject({ id: pkg.id, trackingStatus: 299, reshippedDate: '2026-03-10' });
    expect(fresh).toMatchObject({ trackingNumber: answer.tracking_number, trackingStatus: 200 });
    expect((await linesOf(order.id)).every((l) => l.packageId === fresh!.id)).toBe(true);
    // A retry answers the same replacement and records nothing more.
    expect(await packages.reship('furhaven', pkg.trackingNumber!, NOW)).toEqual(answer);
    expect(await packagesOf(order.id)).toHaveLength(2);
  });

  it('adopts a replacement the carrier sold when the answer was lost, rather than buying another', async () => {
    const { order, pkg } = await packedOrder('PKG-RS-4', { shippedHoursAgo: 30 });
    const sold = await integrations.carriers('furhaven').reship(pkg.trackingNumber!);
    const answer = await packages.reship('furhaven', pkg.trackingNumber!, NOW);
    expect(answer.tracking_number).toBe(sold.trackingNumber);
    expect((await packagesOf(order.id)).map((p) => p.trackingNumber)).toEqual([
      pkg.trackingNumber,
      sold.trackingNumber,
    ]);
  });
});

describe('PackageActionsService: Remove From Pullsheet', () => {
  it('refuses another pull sheet, a tracking number of another PO and a shipped package', async () => {
    const s = await sheet(10, 2);
    const { order, pkg } = await packedOrder('PKG-RM-1', { pullsheetId: s.pullsheetId });
    const input = {
      tracking_number: pkg.trackingNumber!,
      pullsheet_id: s.pullsheetId,
      internal_po_number: order.internalPoNumber,
    };
    expect(
      await refusal(
        packages.removePackage(kentucky, 'furhaven', { ...input, pullsheet_id: s.pullsheetId + 1 }),
      ),
    ).toEqual({
      statusCode: 409,
      code: 'other_pullsheet',
    });
    expect(
      await refusal(
        packages.removePackage(kentucky, 'furhaven', { ...input, internal_po_number: 'OTHER-PO' }),
      ),
    ).toEqual({
      statusCode: 404,
      code: 'package_not_found',
    });
    // A sheet being picked on a tablet keeps its packages: refused, nothing changes.
    const [pick] = await db.db
      .insert(pullsheetPicks)
      .values({
        company: 'furhaven',
        pullsheetId: s.pullsheetId,
        sku: 'PICKED-1',
        quantity: 1,
        expected: 1,
        method: 'scan',
        pickedBy: 'ky-floor',
      })
      .returning();
    expect(await refusal(packages.removePackage(kentucky, 'furhaven', input))).toEqual({
      statusCode: 409,
      code: 'pullsheet_picked',
    });
    expect((await packagesOf(order.id))[0]).toMatchObject({ pullsheetId: s.pullsheetId });
    await db.db.delete(pullsheetPicks).where(eq(pullsheetPicks.id, pick!.id));
    // A sheet of a warehouse the caller does not hold (D1 section 6): refused, nothing changes.
    expect(await refusal(packages.removePackage(pennsylvania, 'furhaven', input))).toEqual({
      statusCode: 403,
      code: 'warehouse_forbidden',
    });
    expect((await packagesOf(order.id))[0]).toMatchObject({ pullsheetId: s.pullsheetId });
    await db.db.update(dropshipPackages).set({ trackingStatus: 201 }).where(eq(dropshipPackages.id, pkg.id));
    expect(await refusal(packages.removePackage(kentucky, 'furhaven', input))).toEqual({
      statusCode: 409,
      code: 'package_shipped',
    });
  });

  it('takes the package off its sheet, shrinks the sheet and resets the order, once', async () => {
    const s = await sheet(10, 2);
    const { order, pkg } = await packedOrder('PKG-RM-2', { status: 102, pullsheetId: s.pullsheetId });
    const input = {
      tracking_number: pkg.trackingNumber!,
      pullsheet_id: s.pullsheetId,
      internal_po_number: order.internalPoNumber,
    };
    await packages.removePackage(kentucky, 'furhaven', input);
    const counts = async () =>
      (await db.db.select().from(pullsheets).where(eq(pullsheets.pullsheetId, s.pullsheetId)))[0]!;
    expect(await counts()).toMatchObject({ pieceCount: 7, orderCount: 1 });
    const [after] = await packagesOf(order.id);
    expect(after).toMatchObject({ pullsheetId: null, toteId: null, truckNumber: null });
    expect((await linesOf(order.id)).map((l) => l.orderStatus)).toEqual([100, 100]);
    expect(
      (await db.db.select().from(dropshipOrders).where(eq(dropshipOrders.id, order.id)))[0]!.orderStatus,
    ).toBe(100);
    await packages.removePackage(kentucky, 'furhaven', input);
    expect(await counts()).toMatchObject({ pieceCount: 7, orderCount: 1 });
  });
});
