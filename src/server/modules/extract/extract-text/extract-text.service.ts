import type { ExtractJob, ExtractPdfBody } from '@shared/api/extract/extract-text';
import {
  EXTRACT_MESSAGES,
  looksLikePdf,
  MAX_PDF_BYTES,
  resultFileName,
} from '@shared/domain/extract/item-lines';
import type { Company } from '@shared/domain/identity/companies';
import type { FileStore } from '../../../platform/files/file-store';
import { badRequest, HttpError, notFound } from '../../../platform/http/http-error';
import type { JobSender } from '../../../platform/jobs/job-sender';
import type { ExtractJobs } from '../extract.jobs';
import { extractSourceKey } from './extract-pdf.job';
import type { ExtractJobRow, ExtractTextRepository } from './extract-text.repository';

export function toExtractJob(row: ExtractJobRow): ExtractJob {
  return {
    job_id: row.jobId,
    date: row.date.toISOString(),
    file_name: row.fileName,
    status: row.status === 'complete' || row.status === 'failed' ? row.status : 'processing',
    error: row.error,
  };
}

/** The name a person gave the file, without the folders some browsers send with it. */
const baseName = (name: string) => name.split(/[\\/]/).pop()?.trim() || 'document.pdf';

/** PDF Text Extraction (D3 2.19, 3, 4, 7, 8). */
export class ExtractTextService {
  constructor(
    private readonly repo: ExtractTextRepository,
    private readonly files: FileStore,
    private readonly jobs: JobSender<ExtractJobs>,
  ) {}

  /**
   * Extract: checks the file (a PDF, at most 10 MB), stores it with its job as processing (one
   * transaction: a file that cannot be stored leaves no job) and queues the job that reads it.
   */
  async extract(company: Company, body: ExtractPdfBody): Promise<ExtractJob> {
    const bytes = Buffer.from(body.file, 'base64');
    if (bytes.length === 0) throw badRequest(EXTRACT_MESSAGES.fileRequired, 'file_required');
    if (bytes.length > MAX_PDF_BYTES) {
      throw new HttpError(413, 'too_large', EXTRACT_MESSAGES.tooLarge(bytes.length));
    }
    if (!looksLikePdf(bytes)) throw badRequest(EXTRACT_MESSAGES.notPdf, 'not_pdf');
    const job = await this.repo.transaction(async (tx) => {
      const row = await this.repo.insertJob(company, baseName(body.file_name), tx);
      const key = extractSourceKey(company, row.jobId);
      await this.files.put(key, bytes, 'application/pdf');
      await this.repo.setSource(company, row.jobId, key, tx);
      return { ...row, sourceKey: key };
    });
    try {
      await this.jobs.send('extract.pdf', { job_id: job.jobId, company });
    } catch (error) {
      await this.repo.finishJob(company, job.jobId, {
        status: 'failed',
        error: 'The extraction could not be queued.',
      });
      throw error;
    }
    return toExtractJob(job);
  }

  async list(company: Company, limit: number): Promise<ExtractJob[]> {
    return (await this.repo.listJobs(company, limit)).map(toExtractJob);
  }

  /**
   * The result CSV of a job: 'File Not Ready Yet - Try again in a few minutes.' (409) while it
   * processes, 'Error Processing Results.' with the reason (422) when it failed.
   */
  async result(company: Company, jobId: number): Promise<{ name: string; body: Buffer }> {
    const job = await this.repo.job(company, jobId);
    if (!job) throw notFound(`Extract job ${jobId} was not found.`, 'extract_not_found');
    if (job.status === 'failed') {
      const reason = job.error ? ` ${job.error}` : '';
      throw new HttpError(422, 'extract_failed', `${EXTRACT_MESSAGES.failed}${reason}`);
    }
    if (job.status !== 'complete') throw new HttpError(409, 'not_ready', EXTRACT_MESSAGES.notReady);
    const file = job.resultKey ? await this.files.get(job.resultKey) : null;
    if (!file) {
      throw new HttpError(
        410,
        'result_missing',
        `${EXTRACT_MESSAGES.failed} ${EXTRACT_MESSAGES.missingResult}`,
      );
    }
    return { name: resultFileName(job.fileName), body: file.bytes };
  }
}
