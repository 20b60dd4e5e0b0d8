import { getBulkPullsheets, insertBulkPullsheetDownloadInfo } from '@shared/api/bulk/bulk-pullsheets';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { BulkPullsheetsService } from './bulk-pullsheets.service';

/** Bulk Pull Sheets (D2 section 7): GET /bulk/pullsheets, POST /bulk/pullsheets/insert-download-info. */
export function bulkPullsheetsRoutes(app: App, pullsheets: BulkPullsheetsService): void {
  route(app, getBulkPullsheets, async ({ query }, req) => ({
    orders: await pullsheets.find(requireCompany(req.company), query),
  }));
  route(app, insertBulkPullsheetDownloadInfo, async ({ body }, req) =>
    pullsheets.recordDownload(requireCompany(req.company), body.acu_order_nums),
  );
}
