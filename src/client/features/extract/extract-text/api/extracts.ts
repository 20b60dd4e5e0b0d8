import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  extractById,
  extractPdf,
  listExtracts,
  type ExtractJob,
  type ExtractPdfBody,
} from '@shared/api/extract/extract-text';
import { resultFileName } from '@shared/domain/extract/item-lines';
import type { Company } from '@shared/domain/identity/companies';
import { api, download } from '@client/lib/api';

const EXTRACTS_KEY = ['extract', 'jobs'] as const;
/** How often the jobs table reloads while a job started here is processing. */
const POLL_MS = 2_000;

const processing = (jobs: readonly ExtractJob[] | undefined, followed: readonly number[]) =>
  jobs?.some((j) => j.status === 'processing' && followed.includes(j.job_id)) ?? false;

/** The company's extract jobs, newest first; polled while one started here processes. */
export const extractJobsQuery = (company: Company, followed: readonly number[]) =>
  queryOptions({
    queryKey: [...EXTRACTS_KEY, company],
    queryFn: async ({ signal }) => (await api(listExtracts, {}, { signal })).jobs,
    refetchInterval: (query) => (processing(query.state.data, followed) ? POLL_MS : false),
  });

export function useExtractJobs(company: Company, followed: readonly number[]) {
  return useQuery(extractJobsQuery(company, followed));
}

/** Extract: sends the PDF and its name; answers the queued job. */
export function useExtractPdf() {
  return useMutation({
    mutationFn: ({ body, key }: { body: ExtractPdfBody; key: string }) =>
      api(extractPdf, { body }, { idempotencyKey: key }),
  });
}

/** Download: saves the job's result CSV (the server refuses with the spec's message until it is ready). */
export function downloadExtract(job: ExtractJob) {
  return download(extractById, { query: { job_id: job.job_id } }, resultFileName(job.file_name));
}
