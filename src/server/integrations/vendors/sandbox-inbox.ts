import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { ShipAddress } from '@shared/domain/carriers/addresses';
import { fromCents } from '@shared/lib/money';
import { items } from '../../platform/db/schema/catalog';
import { simVendorInbox, type SimInboxLine } from '../../platform/db/schema/sandbox-partners';
import { nextNumber, seededRandom, stableDigits, type Executor } from '../sandbox-support';
import type { VendorRef } from './port';

/** Orders the sandbox vendors place: plausible people, real state and ZIP pairs, the merchant's SKUs. */
const PEOPLE = ['Ava Thompson', 'Liam Carter', 'Mia Robinson', 'Noah Bennett', 'Emma Alvarez', 'Owen Patel'];
const STREETS = ['Maple Ave', 'Oak St', 'Cedar Ln', 'Lakeview Dr', 'Hillcrest Rd', 'Sunset Blvd'];
const PLACES: readonly [string, string, string][] = [
  ['Louisville', 'KY', '40202'],
  ['Columbus', 'OH', '43215'],
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Raleigh', 'NC', '27601'],
  ['Portland', 'OR', '97204'],
];
/** When the catalog is still empty the vendors order these. */
const FALLBACK_SKUS = ['10001', '10002', '10003', '20001', '20002', '30001'];

export type InboxOrder = { poNumber: string; orderDate: Date; shipTo: ShipAddress; lines: SimInboxLine[] };

async function catalog(db: Executor, company: string): Promise<{ sku: string; price: string | null }[]> {
  const rows = await db
    .select({ sku: items.sku, price: items.price })
    .from(items)
    .where(and(eq(items.company, company), eq(items.active, true)))
    .orderBy(asc(items.sku))
    .limit(500);
  return rows.length > 0 ? rows : FALLBACK_SKUS.map((sku) => ({ sku, price: null }));
}

/**
 * `count` new orders for the vendor. Each is drawn from a generator seeded with the company, vendor
 * and PO number, so the same refill on another machine yields the same orders.
 */
export async function refillInbox(db: Executor, company: string, vendor: VendorRef, count: number, at: Date) {
  const skus = await catalog(db, company);
  const orders: InboxOrder[] = [];
  for (let i = 0; i < count; i += 1) {
    const serial = await nextNumber(db, company, `vendor-po:${vendor.side}:${vendor.name}`);
    const poNumber = `${stableDigits(vendor.name, 3)}${String(serial).padStart(7, '0')}`;
    const random = seededRandom(`${company}:${vendor.side}:${vendor.name}:${poNumber}`);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const [city, state, zip] = pick(PLACES);
    const lineCount = vendor.side === 'bulk' ? 2 + Math.floor(random() * 6) : 1 + Math.floor(random() * 3);
    const lines = Array.from({ length: lineCount }, (_, index): SimInboxLine => {
      const item = pick(skus);
      return {
        lineNbr: index + 1,
        sku: item.sku,
        vendorSku: `V${stableDigits(`${vendor.name}:${item.sku}`, 8)}`,
        // Bulk POs order case packs of six; dropship customers order a few.
        quantity: vendor.side === 'bulk' ? 6 * (2 + Math.floor(random() * 39)) : 1 + Math.floor(random() * 4),
        unitPrice: item.price ?? fromCents(BigInt(1000 + Math.floor(random() * 7000))),
      };
    });
    const shipTo = {
      name: pick(PEOPLE),
      address1: `${100 + Math.floor(random() * 900)} ${pick(STREETS)}`,
      city,
      state,
      zip,
    };
    orders.push({ poNumber, orderDate: at, shipTo, lines });
  }
  await queueOrders(db, company, vendor, orders);
  return orders;
}

export async function queueOrders(
  db: Executor,
  company: string,
  vendor: VendorRef,
  orders: readonly InboxOrder[],
) {
  if (orders.length === 0) return;
  await db.insert(simVendorInbox).values(
    orders.map((o) => ({
      company,
      side: vendor.side,
      vendorName: vendor.name,
      poNumber: o.poNumber,
      orderDate: o.orderDate,
      shipTo: o.shipTo,
      lines: o.lines,
    })),
  );
}

/** The vendor's orders not downloaded yet. */
const waitingFor = (company: string, vendor: VendorRef) =>
  and(
    eq(simVendorInbox.company, company),
    eq(simVendorInbox.side, vendor.side),
    eq(simVendorInbox.vendorName, vendor.name),
    isNull(simVendorInbox.downloadedAt),
  );

export async function waitingCount(db: Executor, company: string, vendor: VendorRef): Promise<number> {
  const [row] = await db.select({ n: count() }).from(simVendorInbox).where(waitingFor(company, vendor));
  return row?.n ?? 0;
}

/**
 * The vendor's waiting orders, oldest first, locked for this transaction. SKIP LOCKED: two
 * downloads at once split the orders instead of doubling them.
 */
export function lockWaiting(tx: Executor, company: string, vendor: VendorRef) {
  return tx
    .select()
    .from(simVendorInbox)
    .where(waitingFor(company, vendor))
    .orderBy(asc(simVendorInbox.id))
    .for('update', { skipLocked: true });
}

/** Marks orders as taken by the vendor's download. */
export async function markDownloaded(tx: Executor, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(simVendorInbox)
      .set({ downloadedAt: at })
      .where(inArray(simVendorInbox.id, [...ids]));
}
