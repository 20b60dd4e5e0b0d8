import { and, eq } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { tplDiscrepancies, tplSentAsns } from '../../../platform/db/schema/tpl';

export type ReceiptDiscrepancy = {
  acuOrderNum: string;
  fromWarehouse: string;
  toWarehouse: string;
  sku: string;
  shipped: number;
  received: number;
};

export type SentAsn = { provider: number; transferOrderNbr: string; asnNumber: string; sentBy: string };

/**
 * The ASNs this tool sent (one per transfer order and provider) and the discrepancies of their
 * receipts (the 3PL Discrepancies screen lists them, Unresolved).
 */
export class AsnRepository {
  constructor(private readonly db: Db) {}

  /** Whether our records show an ASN of the transfer order sent to the provider. */
  async isSent(company: Company, provider: number, transferOrderNbr: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: tplSentAsns.id })
      .from(tplSentAsns)
      .where(
        and(
          eq(tplSentAsns.company, company),
          eq(tplSentAsns.provider, provider),
          eq(tplSentAsns.transferOrderNbr, transferOrderNbr),
        ),
      );
    return row !== undefined;
  }

  /**
   * Records a sent ASN with its receipt's discrepancies and `alsoWrite` (the log entry), in one
   * transaction and once: false (nothing written) when the ASN is already recorded.
   */
  async recordSent(
    company: Company,
    sent: SentAsn,
    rows: readonly ReceiptDiscrepancy[],
    alsoWrite: (tx: DbOrTx) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(tplSentAsns)
        .values({ ...sent, company })
        .onConflictDoNothing()
        .returning({ id: tplSentAsns.id });
      if (!saved) return false;
      if (rows.length > 0)
        await tx.insert(tplDiscrepancies).values(rows.map((r) => ({ ...r, company, status: 'Unresolved' })));
      await alsoWrite(tx);
      return true;
    });
  }
}
