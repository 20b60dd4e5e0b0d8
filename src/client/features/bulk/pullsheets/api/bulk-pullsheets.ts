import {
  getBulkPullsheets,
  insertBulkPullsheetDownloadInfo,
  type BulkPullsheetOrder,
  type BulkPullsheetQuery,
  type DownloadInfo,
} from '@shared/api/bulk/bulk-pullsheets';
import { api } from '@client/lib/api';

/** D2 section 7 `GET /bulk/pullsheets`: the orders of one ERP order number or of a date range. */
export async function fetchBulkPullsheets(query: BulkPullsheetQuery): Promise<BulkPullsheetOrder[]> {
  return (await api(getBulkPullsheets, { query })).orders;
}

/** D2 section 7 `POST /bulk/pullsheets/insert-download-info`: these orders' sheets were downloaded now. */
export function recordBulkPullsheetDownload(acuOrderNums: readonly string[]): Promise<DownloadInfo> {
  return api(insertBulkPullsheetDownloadInfo, { body: { acu_order_nums: [...acuOrderNums] } });
}
