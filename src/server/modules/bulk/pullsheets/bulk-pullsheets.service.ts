import type { BulkPullsheetOrder, BulkPullsheetQuery, DownloadInfo } from '@shared/api/bulk/bulk-pullsheets';
import { BULK_PULLSHEET_MESSAGES, lookupOrderNumber } from '@shared/domain/bulk/bulk-pullsheets';
import type { Company } from '@shared/domain/identity/companies';
import { addDays, dayStartIn } from '@shared/lib/zoned-time';
import { badRequest, notFound } from '../../../platform/http/http-error';
import type { BulkPullsheetsRepository } from './bulk-pullsheets.repository';

/**
 * Bulk Pull Sheets (D2 sections 5 and 7): the orders whose pull sheets the screen prints, by
 * Acumatica order number (padded to 7) or by order date at the office, and the record of their
 * download. The query's shape is checked by the contract; the lookup and the 404 are here.
 */
export class BulkPullsheetsService {
  constructor(private readonly orders: BulkPullsheetsRepository) {}

  async find(company: Company, query: BulkPullsheetQuery): Promise<BulkPullsheetOrder[]> {
    if (query.acu_order_num !== undefined) {
      const number = lookupOrderNumber(query.acu_order_num);
      if (number === null) throw badRequest(BULK_PULLSHEET_MESSAGES.enterOrderNumber);
      const found = await this.orders.find(company, { acuOrderNums: [number] });
      if (found.length === 0) throw notFound(BULK_PULLSHEET_MESSAGES.orderNotFound, 'order_not_found');
      return found;
    }
    const { start_date: start, end_date: end } = query;
    if (!start || !end) throw badRequest(BULK_PULLSHEET_MESSAGES.pickDates);
    return this.orders.find(company, {
      from: new Date(dayStartIn(start)),
      before: new Date(dayStartIn(addDays(end, 1))),
    });
  }

  /** Records now on every order of these numbers; one unknown number writes nothing (404). */
  async recordDownload(company: Company, numbers: readonly string[]): Promise<DownloadInfo> {
    const padded = [...new Set(numbers.map((n) => lookupOrderNumber(n)))];
    if (padded.some((n) => n === null)) throw badRequest(BULK_PULLSHEET_MESSAGES.enterOrderNumber);
    const wanted = padded as string[];
    const at = await this.orders.recordDownload(company, wanted);
    if (at === null) throw notFound(BULK_PULLSHEET_MESSAGES.orderNotFound, 'order_not_found');
    return { pullsheet_downloaded_at: at.toISOString(), acu_order_nums: wanted };
  }
}
