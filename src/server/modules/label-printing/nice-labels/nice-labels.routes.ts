import {
  deletePrinter,
  getHangTag,
  getHangTags,
  listPrinters,
  listPrintJobs,
  printLabels,
  reprintJob,
  savePrinter,
} from '@shared/api/labels/nice-labels';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { NiceLabelsService } from './nice-labels.service';
import type { PrintersService } from './printers.service';

/** Label Printing (D3 2.18 and section 7 "Label printing"), with the printers and jobs beside it. */
export function niceLabelsRoutes(app: App, labels: NiceLabelsService, printers: PrintersService): void {
  route(app, getHangTag, async ({ params }, req) => labels.hangTag(requireCompany(req.company), params.sku));

  route(app, getHangTags, async ({ params }, req) =>
    labels.hangTags(requireCompany(req.company), params.salesOrderNumber),
  );

  route(app, listPrinters, async (_, req) => ({
    printers: await printers.printers(requireCompany(req.company)),
  }));

  route(app, savePrinter, async ({ body }, req) =>
    printers.savePrinter(requireCompany(req.company), requireUser(req.principal), body),
  );

  route(app, deletePrinter, async ({ params }, req) => {
    await printers.deletePrinter(requireCompany(req.company), params.id);
  });

  route(app, printLabels, async ({ body }, req) =>
    labels.print(requireCompany(req.company), requireUser(req.principal), body),
  );

  route(app, listPrintJobs, async (_, req) => ({ jobs: await labels.jobs(requireCompany(req.company)) }));

  route(app, reprintJob, async ({ params }, req) =>
    labels.reprint(requireCompany(req.company), requireUser(req.principal), params.id),
  );
}
