import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EdiTransaction, transactionKeySchema } from '@shared/api/bulk/transactions';
import type { CompanySide, Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { ediTransactions } from '../../../platform/db/schema/bulk';

const COLUMNS = {
  id: ediTransactions.id,
  gsId: ediTransactions.gsId,
  vendorName: ediTransactions.vendorName,
  messageDate: ediTransactions.messageDate,
  internalPoNumber: ediTransactions.internalPoNumber,
  status: ediTransactions.status,
  type: ediTransactions.type,
  direction: ediTransactions.direction,
};

const ofSide = (company: Company, side: CompanySide) =>
  and(eq(ediTransactions.company, company), eq(ediTransactions.side, side));

/** Reads of edi_transactions for the EDI Transaction Report, one company and one side at a time. */
export class TransactionsRepository {
  constructor(private readonly db: Db) {}

  /** Newest message first (edi_company_side_date_idx), at most `limit`. */
  async list(company: Company, side: CompanySide, limit: number): Promise<EdiTransaction[]> {
    const rows = await this.db
      .select(COLUMNS)
      .from(ediTransactions)
      .where(ofSide(company, side))
      .orderBy(desc(ediTransactions.messageDate), desc(ediTransactions.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      gs_id: r.gsId,
      vendor_name: r.vendorName,
      message_date: r.messageDate.toISOString(),
      internal_po_number: r.internalPoNumber,
      status: r.status,
      type: r.type,
      direction: r.direction,
    }));
  }

  /** The newest message of this key (a control number is unique per sender and set). */
  async find(company: Company, side: CompanySide, key: z.output<typeof transactionKeySchema>) {
    const [row] = await this.db
      .select({
        id: ediTransactions.id,
        vendorName: ediTransactions.vendorName,
        type: ediTransactions.type,
        gsId: ediTransactions.gsId,
      })
      .from(ediTransactions)
      .where(
        and(
          ofSide(company, side),
          eq(ediTransactions.gsId, key.gs_id),
          eq(ediTransactions.vendorName, key.vendor_name),
          eq(ediTransactions.type, key.type),
          eq(ediTransactions.direction, key.direction),
        ),
      )
      .orderBy(desc(ediTransactions.messageDate), desc(ediTransactions.id))
      .limit(1);
    return row ?? null;
  }

  /** The X12 text of one message of the company's side. */
  async message(company: Company, side: CompanySide, id: number) {
    const [row] = await this.db
      .select({
        body: ediTransactions.body,
        vendorName: ediTransactions.vendorName,
        type: ediTransactions.type,
        gsId: ediTransactions.gsId,
      })
      .from(ediTransactions)
      .where(and(ofSide(company, side), eq(ediTransactions.id, id)));
    return row ?? null;
  }
}
