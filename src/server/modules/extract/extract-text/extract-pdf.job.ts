import Papa from 'papaparse';
import {
  codeCandidates,
  EXTRACT_CSV_COLUMNS,
  EXTRACT_MESSAGES,
  matchLine,
  type CatalogLookup,
} from '@shared/domain/extract/item-lines';
import type { Company } from '@shared/domain/identity/companies';
import { toStorableText } from '@shared/lib/text';
import type { FileStore } from '../../../platform/files/file-store';
import type { ExtractPdfPayload } from '../extract.jobs';
import type { ExtractTextRepository } from './extract-text.repository';
import { readPdfLines, UnreadablePdf } from './pdf-lines';

export type ExtractPdfDeps = { repo: ExtractTextRepository; files: FileStore };

/** Where an uploaded PDF waits for its job, and where its result goes. */
export const extractSourceKey = (company: Company, jobId: number) => `extracts/${company}/${jobId}.pdf`;
export const extractResultKey = (company: Company, jobId: number) => `extracts/${company}/${jobId}.csv`;

/**
 * The result CSV of a PDF: every text line with its page and number, and the item the line names
 * (SKU, UPC, ASIN, quantity) where one of its codes is in the company's catalog.
 */
export async function extractCsv(
  repo: ExtractTextRepository,
  company: Company,
  bytes: Uint8Array,
): Promise<{ csv: string; lines: number; items: number }> {
  const { lines } = await readPdfLines(bytes);
  const tokens = lines.flatMap((l) => codeCandidates(l.text).map((c) => c.token));
  const maps = await repo.catalogCodes(company, tokens);
  const lookup: CatalogLookup = (kind, token) => maps[kind].get(token);
  let items = 0;
  const data = lines.map((l) => {
    const item = matchLine(l.text, lookup);
    if (item) items++;
    return [
      l.page,
      l.line,
      l.text,
      item?.sku ?? '',
      item?.upc ?? '',
      item?.asin ?? '',
      item?.quantity ?? '',
      item?.matched_by ?? '',
    ];
  });
  // Excel must not read a cell as a formula: papaparse quotes and escapes what starts with = + - @.
  const csv = Papa.unparse({ fields: [...EXTRACT_CSV_COLUMNS], data }, { escapeFormulae: true });
  return { csv, lines: lines.length, items };
}

/**
 * The job of one upload: reads the stored PDF, stores the result CSV and ends the job complete; a
 * PDF that cannot be read ends it failed with the reason (and the job does not throw). A job that
 * is no longer processing is left as it is (a retry after its worker died).
 */
export async function runExtractPdf(deps: ExtractPdfDeps, payload: ExtractPdfPayload): Promise<void> {
  const { repo, files } = deps;
  const { company, job_id: jobId } = payload;
  const job = await repo.job(company, jobId);
  if (!job || job.status !== 'processing') return;
  const source = job.sourceKey ? await files.get(job.sourceKey) : null;
  if (!source) {
    await repo.finishJob(company, jobId, { status: 'failed', error: EXTRACT_MESSAGES.missingSource });
    return;
  }
  let csv: string;
  try {
    ({ csv } = await extractCsv(repo, company, source.bytes));
  } catch (error) {
    if (!(error instanceof UnreadablePdf)) throw error;
    await repo.finishJob(company, jobId, { status: 'failed', error: toStorableText(error.message) });
    return;
  }
  const resultKey = extractResultKey(company, jobId);
  await files.put(resultKey, csv, 'text/csv');
  await repo.finishJob(company, jobId, { status: 'complete', resultKey });
}

/** After the job failed for good (its worker died, the database refused): failed with the reason. */
export async function giveUpExtractPdf(
  repo: ExtractTextRepository,
  payload: ExtractPdfPayload,
  reason: string,
): Promise<void> {
  await repo.finishJob(payload.company, payload.job_id, { status: 'failed', error: toStorableText(reason) });
}
