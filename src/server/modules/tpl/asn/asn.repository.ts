import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { tplDiscrepancies } from '../../../platform/db/schema/tpl';

export type ReceiptDiscrepancy = {
  acuOrderNum: string;
  fromWarehouse: string;
  toWarehouse: string;
  sku: string;
  shipped: number;
  received: number;
};

/** Writes the discrepancies of a receipt (the 3PL Discrepancies screen lists them, Unresolved). */
export class AsnRepository {
  constructor(private readonly db: Db) {}

  async addDiscrepancies(company: Company, rows: readonly ReceiptDiscrepancy[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(tplDiscrepancies).values(rows.map((r) => ({ ...r, company, status: 'Unresolved' })));
  }
}
