import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Carrier } from '@shared/domain/carriers/tracking';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { carrierLabelPurchases } from '../../../platform/db/schema/carriers';

export type PurchaseRow = typeof carrierLabelPurchases.$inferSelect;

/** How long a purchase whose answer was lost is looked up again before a same request buys anew. */
const PENDING_REUSE_MS = 24 * 3_600_000;

/** A stable hash of a label request: the same call repeated after a lost answer hashes the same. */
export function requestHash(company: Company, request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([company, request]))
    .digest('hex');
}

/**
 * The adapter's memory in our database (carrier_label_purchases): the idempotency key of each
 * purchase (ShipEngine's external_shipment_id), the label it bought, and reships.
 */
export class Purchases {
  constructor(
    private readonly db: Db,
    private readonly company: Company,
  ) {}

  /** A purchase of this request that never got its answer: its key is looked up before buying again. */
  async pending(hash: string, now: Date): Promise<PurchaseRow | null> {
    const [row] = await this.db
      .select()
      .from(carrierLabelPurchases)
      .where(
        and(
          eq(carrierLabelPurchases.company, this.company),
          eq(carrierLabelPurchases.requestHash, hash),
          eq(carrierLabelPurchases.state, 'pending'),
          gt(carrierLabelPurchases.createdAt, new Date(now.getTime() - PENDING_REUSE_MS)),
        ),
      )
      .orderBy(desc(carrierLabelPurchases.id))
      .limit(1);
    return row ?? null;
  }

  /** Written before the purchase is sent, so a lost answer leaves its key behind. */
  async start(carrier: Carrier, hash: string): Promise<string> {
    const key = `dh-${randomUUID()}`;
    await this.db.insert(carrierLabelPurchases).values({
      company: this.company,
      carrier,
      purchaseKey: key,
      requestHash: hash,
      state: 'pending',
    });
    return key;
  }

  /** The carrier refused the purchase: nothing was bought, nothing to look up later. */
  async refused(key: string): Promise<void> {
    await this.db
      .delete(carrierLabelPurchases)
      .where(and(eq(carrierLabelPurchases.purchaseKey, key), eq(carrierLabelPurchases.state, 'pending')));
  }

  async bought(
    key: string,
    found: { trackingNumber: string; labelId: string },
    done: boolean,
  ): Promise<void> {
    await this.db
      .update(carrierLabelPurchases)
      .set({ ...found, ...(done ? { state: 'bought' as const } : {}) })
      .where(eq(carrierLabelPurchases.purchaseKey, key));
  }

  async byTracking(trackingNumber: string): Promise<PurchaseRow | null> {
    const [row] = await this.db
      .select()
      .from(carrierLabelPurchases)
      .where(
        and(
          eq(carrierLabelPurchases.company, this.company),
          eq(carrierLabelPurchases.trackingNumber, trackingNumber.trim()),
        ),
      );
    return row ?? null;
  }

  /**
   * Marks a label replaced. False when another reship got there first (the caller's replacement
   * then stays an unused label, voided by the caller).
   */
  async reshipped(
    old: { carrier: Carrier; trackingNumber: string; labelId: string },
    replacement: string,
    at: Date,
  ): Promise<boolean> {
    await this.db
      .insert(carrierLabelPurchases)
      .values({ company: this.company, state: 'bought', ...old })
      .onConflictDoNothing();
    const marked = await this.db
      .update(carrierLabelPurchases)
      .set({ reshippedTo: replacement, reshippedAt: at })
      .where(
        and(
          eq(carrierLabelPurchases.company, this.company),
          eq(carrierLabelPurchases.trackingNumber, old.trackingNumber),
          isNull(carrierLabelPurchases.reshippedTo),
        ),
      )
      .returning({ id: carrierLabelPurchases.id });
    return marked.length > 0;
  }
}
