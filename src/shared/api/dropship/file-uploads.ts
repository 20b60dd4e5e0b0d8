import { z } from 'zod';
import { MAX_UPLOAD_ROWS } from '../../domain/dropship/order-upload';

/**
 * Dropship File Uploads (D1 sections 2, 7): POST /api/dropship/orders/uploads and the File Status
 * list, tracking export, delete, re-create labels and master packslips of one upload.
 */

/**
 * The body of an order upload: the file's rows as the browser parsed them (one per order line, keyed
 * by column), who uploads, the company and the file name. Cells stay loose here: the server checks
 * the columns with the shared rules so a missing one answers 'Missing required field: {field}'.
 */
export const orderUploadRequestSchema = z.object({
  orders: z
    .array(z.record(z.string(), z.union([z.string().max(2000), z.number(), z.null()])))
    .min(1, 'The file has no order rows.')
    .max(MAX_UPLOAD_ROWS, `At most ${MAX_UPLOAD_ROWS} rows per file.`),
  user: z.string().trim().min(1, 'user is required.').max(100),
  company_name: z.string().trim().min(1, 'company_name is required.').max(40),
  filename: z.string().trim().min(1, 'filename is required.').max(255),
});
export type OrderUploadRequest = z.infer<typeof orderUploadRequestSchema>;

export const uploadFailureSchema = z.object({ po: z.string(), reason: z.string() });
export type UploadFailure = z.infer<typeof uploadFailureSchema>;

/** An Upload of D1 section 3 (dropship side). */
export const dropshipUploadSchema = z.object({
  upload_id: z.number().int(),
  vendor_name: z.string().nullable(),
  file_name: z.string(),
  upload_date: z.string(),
  order_count: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  user: z.string(),
  upload_status: z.string(),
  kentucky: z.number().int(),
  pennsylvania: z.number().int(),
  /** The orders that failed, with why; empty while processing or when none failed. */
  failures: z.array(uploadFailureSchema),
});
export type DropshipUpload = z.infer<typeof dropshipUploadSchema>;

export const orderUploadResponseSchema = z.object({
  upload_id: z.number().int(),
  upload_status: z.string(),
  order_count: z.number().int(),
});
export type OrderUploadResponse = z.infer<typeof orderUploadResponseSchema>;

export const uploadListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export const uploadListSchema = z.object({ uploads: z.array(dropshipUploadSchema) });

export const uploadIdParamsSchema = z.object({ upload_id: z.coerce.number().int().positive() });

/** `?upload_id=` of the tracking export, delete and master packslips (D1 section 7). */
export const uploadIdQuerySchema = z.object({
  upload_id: z.coerce
    .number({ error: 'upload_id is required.' })
    .int('upload_id must be a whole number.')
    .positive('upload_id must be a whole number.'),
});

export const uploadIdBodySchema = z.object({
  upload_id: z
    .number({ error: 'upload_id is required.' })
    .int('upload_id must be a whole number.')
    .positive('upload_id must be a whole number.'),
});

export const deleteUploadResponseSchema = z.object({
  upload_id: z.number().int(),
  upload_status: z.string(),
  deleted: z.number().int(),
  kept: z.number().int(),
});
export type DeleteUploadResponse = z.infer<typeof deleteUploadResponseSchema>;

export const recreateLabelsResponseSchema = z.object({
  upload_id: z.number().int(),
  /** Packages without a label (none yet, or the carrier refused) that the job will ask labels for. */
  packages: z.number().int(),
});
export type RecreateLabelsResponse = z.infer<typeof recreateLabelsResponseSchema>;
