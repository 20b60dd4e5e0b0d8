import { defineModule, moduleJobs } from '../../platform/module';
import { EXTRACT_QUEUES, type ExtractJobs } from './extract.jobs';
import { giveUpExtractPdf, runExtractPdf } from './extract-text/extract-pdf.job';
import { ExtractTextRepository } from './extract-text/extract-text.repository';
import { extractTextRoutes } from './extract-text/extract-text.routes';
import { ExtractTextService } from './extract-text/extract-text.service';

/** PDF Text Extraction (D3 2.19): uploads, the job that reads each PDF, and the result CSVs. */
export const extractModule = defineModule({
  name: 'extract',
  routes: (app, { db, files, jobs }) => {
    extractTextRoutes(app, new ExtractTextService(new ExtractTextRepository(db), files, jobs));
  },
  jobs: moduleJobs<ExtractJobs>(
    EXTRACT_QUEUES,
    {
      'extract.pdf': async ({ db, files }, payload) =>
        runExtractPdf({ repo: new ExtractTextRepository(db), files }, payload),
    },
    {
      // A job left processing would show 'File Not Ready Yet' forever: it ends failed with the reason.
      'extract.pdf': async ({ db }, payload, reason) =>
        giveUpExtractPdf(new ExtractTextRepository(db), payload, reason),
    },
  ),
});
