import {
  downloadTransactionMessage,
  getBulkTransactions,
  getDropshipTransactions,
  getTransactionLink,
} from '@shared/api/bulk/transactions';
import type { ParsedCompanyHeader } from '@shared/domain/identity/companies';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/http/types';
import type { TransactionsService } from './transactions.service';

/** The company and side of the header (the access hook has checked it). */
function companyOf(req: { company: ParsedCompanyHeader | null }): ParsedCompanyHeader {
  if (!req.company) throw new Error('access hook did not run');
  return req.company;
}

/**
 * EDI Transaction Report (D2 section 7): each tab reads its side's messages; the download calls
 * serve the side of the company header they are sent with.
 */
export function bulkTransactionsRoutes(app: App, transactions: TransactionsService): void {
  route(app, getDropshipTransactions, async ({ query }, req) => ({
    transactions: await transactions.list(companyOf(req).company, 'dropship', query.limit),
  }));
  route(app, getBulkTransactions, async ({ query }, req) => ({
    transactions: await transactions.list(companyOf(req).company, 'bulk', query.limit),
  }));
  route(app, getTransactionLink, async ({ query }, req) => {
    const { company, side } = companyOf(req);
    return transactions.link(company, side, query);
  });
  route(app, downloadTransactionMessage, async ({ params }, req) => {
    const { company, side } = companyOf(req);
    return transactions.message(company, side, params.id);
  });
}
