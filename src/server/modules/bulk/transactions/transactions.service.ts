import type { z } from 'zod';
import type { EdiTransaction, transactionKeySchema } from '@shared/api/bulk/transactions';
import { transactionFileName } from '@shared/domain/bulk/transactions';
import type { Company, CompanySide } from '@shared/domain/identity/companies';
import { notFound } from '../../../platform/http/http-error';
import type { FileAnswer } from '../../../platform/http/route';
import type { TransactionsRepository } from './transactions.repository';

type Key = z.output<typeof transactionKeySchema>;

const fileOf = (row: { vendorName: string; type: string; gsId: string }) =>
  transactionFileName({ vendor_name: row.vendorName, type: row.type, gs_id: row.gsId });

/** EDI Transaction Report (D2 sections 2, 7): the tabs' lists and the download of a message's X12 text. */
export class TransactionsService {
  constructor(private readonly transactions: TransactionsRepository) {}

  list(company: Company, side: CompanySide, limit: number): Promise<EdiTransaction[]> {
    return this.transactions.list(company, side, limit);
  }

  /** The link of the message the row names (D2: "returns a link used to download"). */
  async link(company: Company, side: CompanySide, key: Key) {
    const row = await this.transactions.find(company, side, key);
    if (!row) throw notFound(`No ${key.type} message ${key.gs_id} of ${key.vendor_name} was found.`);
    return { link: `/api/bulk/transactions/${row.id}/message`, id: row.id, file_name: fileOf(row) };
  }

  /** The message as it was exchanged: the X12 interchange text, ISA to IEA. */
  async message(company: Company, side: CompanySide, id: number): Promise<FileAnswer> {
    const row = await this.transactions.message(company, side, id);
    if (!row) throw notFound(`EDI message ${id} was not found.`);
    return { name: fileOf(row), body: row.body, type: 'text/plain; charset=utf-8' };
  }
}
