import {
  createPullsheet,
  foamAndBolster,
  listPullsheets,
  pullsheetLabels,
  pullsheetPrint,
  regenPackslips,
  resendPullsheetAcumatica,
  splitPullsheet,
} from '@shared/api/dropship/pullsheets';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { PullsheetDocumentsService } from './pullsheet-documents.service';
import type { PullsheetsService } from './pullsheets.service';

/**
 * Pull Sheets (D1 sections 2 and 7). Remove a package and master packslips of a sheet are served by
 * the order drawer's and File Uploads' routes (their contracts name /pullsheets among their screens).
 */
export function pullsheetsRoutes(
  app: App,
  sheets: PullsheetsService,
  documents: PullsheetDocumentsService,
): void {
  route(app, listPullsheets, async ({ query }, req) =>
    sheets.list(requireUser(req.principal), requireCompany(req.company), query),
  );
  route(app, createPullsheet, async ({ body }, req) =>
    sheets.create(requireUser(req.principal), requireCompany(req.company), body),
  );
  route(app, splitPullsheet, async ({ body }, req) => ({
    pullsheets: await sheets.split(
      requireUser(req.principal),
      requireCompany(req.company),
      body.pullsheet_id,
    ),
  }));
  route(app, resendPullsheetAcumatica, async ({ body }, req) =>
    sheets.resendAcumatica(requireUser(req.principal), requireCompany(req.company), body),
  );
  route(app, pullsheetLabels, async ({ query }, req) =>
    documents.labelsFile(requireUser(req.principal), requireCompany(req.company), query.pullsheet_id),
  );
  route(app, pullsheetPrint, async ({ query }, req) =>
    documents.print(requireUser(req.principal), requireCompany(req.company), query.pullsheet_id),
  );
  route(app, regenPackslips, async ({ body }, req) =>
    documents.regen(requireUser(req.principal), requireCompany(req.company), body),
  );
  route(app, foamAndBolster, async ({ body }, req) =>
    documents.foamAndBolster(requireUser(req.principal), requireCompany(req.company), body?.startDateTime),
  );
}
