import { z } from 'zod';
import { idParam, text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { dropshipUploadSchema, uploadStatusSchema } from '../dropship/file-uploads';
import { MAX_BULK_CELL, MAX_BULK_UPLOAD_ROWS } from '../../domain/bulk/uploads';

/**
 * Bulk Uploads (D2 sections 2, 3, 7 and 8). The spec names `GET /bulk/orders/uploads` (the history)
 * and shows neither the upload call nor the delete; ours are `POST /bulk/orders/uploads` (the rows
 * of the bulk order file as the browser parsed them: every row checked again with the shared rules
 * of src/shared/domain/bulk/uploads.ts, each SKU looked up in the catalog and each vendor among the
 * bulk vendors; the orders are written in one transaction, so a bad row writes nothing and answers
 * 400 with the reason the screen shows as 'Error Uploading Order File: {reason}') and
 * `DELETE /bulk/orders/uploads?upload_id=` (admin only: removes the upload's orders that are still
 * on the New tab).
 */

/** One row of the file keyed by column; cells are text (blank allowed), checked by the server. */
const cellSchema = text().max(MAX_BULK_CELL, `A cell is longer than ${MAX_BULK_CELL} characters.`).nullable();

export const bulkUploadRequestSchema = z.object({
  rows: z
    .array(z.record(text().max(100), cellSchema))
    .min(1, 'The file has no order rows.')
    .max(MAX_BULK_UPLOAD_ROWS, `At most ${MAX_BULK_UPLOAD_ROWS} rows per file.`),
  /** The header row as the file has it (checked against the template's columns and their order). */
  fields: z.array(text().max(100)).max(100),
  filename: text().trim().min(1, 'filename is required.').max(255),
});
export type BulkUploadRequest = z.input<typeof bulkUploadRequestSchema>;

export const bulkUploadResponseSchema = z.object({
  upload_id: z.number().int(),
  upload_status: uploadStatusSchema,
  /** New bulk orders written (one per PO, vendor name and vendor code). */
  order_count: z.number().int(),
  line_count: z.number().int(),
});
export type BulkUploadResponse = z.infer<typeof bulkUploadResponseSchema>;

/** An Upload of D1 section 3: one entity for every side, so the bulk history has the dropship fields. */
export const bulkUploadSchema = dropshipUploadSchema;
export type BulkUpload = z.infer<typeof bulkUploadSchema>;

export const bulkUploadListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export const bulkUploadListSchema = z.object({ uploads: z.array(bulkUploadSchema) });

export const bulkDeleteUploadQuerySchema = z.object({ upload_id: idParam('upload_id') });

export const bulkDeleteUploadResponseSchema = z.object({
  upload_id: z.number().int(),
  upload_status: uploadStatusSchema,
  /** Orders removed (they were still New). */
  deleted: z.number().int(),
  /** Orders kept because they had left the New tab. */
  kept: z.number().int(),
});
export type BulkDeleteUploadResponse = z.infer<typeof bulkDeleteUploadResponseSchema>;

const UPLOADS = { screens: ['/bulk_uploads'], side: 'bulk' } as const;

export const createBulkUpload = defineEndpoint({
  name: 'bulk.uploads.create',
  method: 'POST',
  path: '/bulk/orders/uploads',
  summary: 'Upload a bulk order file: its rows become New bulk orders, all or nothing',
  access: UPLOADS,
  body: bulkUploadRequestSchema,
  response: bulkUploadResponseSchema,
  status: 201,
  idempotent: true,
  refusals: [400],
});

export const listBulkUploads = defineEndpoint({
  name: 'bulk.uploads.list',
  method: 'GET',
  path: '/bulk/orders/uploads',
  summary: 'Bulk Uploads history: the newest bulk uploads of the company',
  access: UPLOADS,
  query: bulkUploadListQuerySchema,
  response: bulkUploadListSchema,
});

export const deleteBulkUpload = defineEndpoint({
  name: 'bulk.uploads.delete',
  method: 'DELETE',
  path: '/bulk/orders/uploads',
  summary: 'Delete a bulk upload (admin): its orders that are still New',
  access: UPLOADS,
  query: bulkDeleteUploadQuerySchema,
  response: bulkDeleteUploadResponseSchema,
  idempotent: true,
  refusals: [403, 404, 409],
});
