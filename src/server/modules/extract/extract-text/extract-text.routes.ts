import { extractById, extractPdf, listExtracts } from '@shared/api/extract/extract-text';
import { route } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { ExtractTextService } from './extract-text.service';

/** PDF Text Extraction (D3 2.19, 7): PUT /v1/extractPDF, GET /v1/extracts, GET /v1/extractsById. */
export function extractTextRoutes(app: App, extract: ExtractTextService): void {
  route(app, extractPdf, async ({ body }, req) => extract.extract(requireCompany(req.company), body));

  route(app, listExtracts, async ({ query }, req) => ({
    jobs: await extract.list(requireCompany(req.company), query.limit),
  }));

  route(app, extractById, async ({ query }, req) =>
    extract.result(requireCompany(req.company), query.job_id),
  );
}
