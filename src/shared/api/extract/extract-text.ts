import { z } from 'zod';
import { EXTRACT_MESSAGES, MAX_PDF_BASE64_CHARS } from '../../domain/extract/item-lines';
import { idParam, text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * PDF Text Extraction (/extract_text, D3 2.19, 3, 4, 7, 8): PUT /v1/extractPDF queues a job that
 * reads the PDF's text and item lines; GET /v1/extracts lists the jobs; GET /v1/extractsById
 * answers the result CSV once the job is done.
 */

export const EXTRACT_STATUS = ['processing', 'complete', 'failed'] as const;
export type ExtractStatus = (typeof EXTRACT_STATUS)[number];

/** An extract job of D3 section 3 (job_id, date, file_name), with its status and why it failed. */
export const extractJobSchema = z.object({
  job_id: z.number().int(),
  date: text(),
  file_name: text(),
  status: z.enum(EXTRACT_STATUS),
  /** Why the job failed; null otherwise. */
  error: text().nullable(),
});
export type ExtractJob = z.infer<typeof extractJobSchema>;

/**
 * The body of PUT /v1/extractPDF: the file's bytes and its name. JSON like every other file call of
 * the API, so the bytes travel as base64 (at most 10 MB of PDF).
 */
export const extractPdfBodySchema = z.object({
  file: text()
    .min(1, EXTRACT_MESSAGES.fileRequired)
    .max(MAX_PDF_BASE64_CHARS, EXTRACT_MESSAGES.overLimit)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, EXTRACT_MESSAGES.notBase64),
  file_name: text().trim().min(1, 'file_name is required.').max(255, 'file_name has at most 255 characters.'),
});
export type ExtractPdfBody = z.infer<typeof extractPdfBodySchema>;

export const extractJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const extractJobsSchema = z.object({ jobs: z.array(extractJobSchema) });

export const extractByIdQuerySchema = z.object({ job_id: idParam('job_id') });

/** The Utility group of the bulk menu (D3 2.1): the bulk company header unless told otherwise. */
const EXTRACT = { screens: ['/extract_text'], side: 'any', clientSide: 'bulk' } as const;

export const extractPdf = defineEndpoint({
  name: 'extract.extract-text.extract',
  method: 'PUT',
  path: '/v1/extractPDF',
  summary: 'Upload a PDF (base64) to extract its text and item lines; answers the queued job',
  access: EXTRACT,
  body: extractPdfBodySchema,
  response: extractJobSchema,
  status: 202,
  idempotent: true,
  refusals: [413],
});

export const listExtracts = defineEndpoint({
  name: 'extract.extract-text.list',
  method: 'GET',
  path: '/v1/extracts',
  summary: 'The extract jobs of the company, newest first',
  access: EXTRACT,
  query: extractJobsQuerySchema,
  response: extractJobsSchema,
});

/**
 * The result CSV of a job. 409 with 'File Not Ready Yet - Try again in a few minutes.' while it
 * processes; 422 with 'Error Processing Results.' and the reason when it failed.
 */
export const extractById = defineEndpoint({
  name: 'extract.extract-text.result',
  method: 'GET',
  path: '/v1/extractsById',
  summary: 'The result CSV of one extract job',
  access: EXTRACT,
  query: extractByIdQuerySchema,
  response: null,
  file: 'text/csv',
  refusals: [404, 409, 410, 422],
});
