import { z } from 'zod';
import { id, idParam, text } from '../fields';
import { MAX_UPLOAD_ROWS } from '../../domain/dropship/order-upload';
import { UPLOAD_STATUS } from '../../domain/dropship/status';
import { defineEndpoint } from '../endpoint';

/**
 * Dropship File Uploads (D1 sections 2, 7): POST /api/dropship/orders/uploads and the File Status
 * list, tracking export, delete, re-create labels and master packslips of one upload.
 */

/** upload_status of D1 section 4, over the shared `UPLOAD_STATUS` object. */
export const uploadStatusSchema = z.enum(UPLOAD_STATUS);

/**
 * The body of an order upload: the file's rows as the browser parsed them (one per order line, keyed
 * by column), who uploads, the company and the file name. Cells stay loose here: the server checks
 * the columns with the shared rules so a missing one answers 'Missing required field: {field}'.
 */
export const orderUploadRequestSchema = z.object({
  orders: z
    .array(z.record(text(), z.union([text().max(2000), z.number(), z.null()])))
    .min(1, 'The file has no order rows.')
    .max(MAX_UPLOAD_ROWS, `At most ${MAX_UPLOAD_ROWS} rows per file.`),
  user: text().trim().min(1, 'user is required.').max(100),
  company_name: text().trim().min(1, 'company_name is required.').max(40),
  filename: text().trim().min(1, 'filename is required.').max(255),
});
export type OrderUploadRequest = z.infer<typeof orderUploadRequestSchema>;

export const uploadFailureSchema = z.object({ po: text(), reason: text() });
export type UploadFailure = z.infer<typeof uploadFailureSchema>;

/** An Upload of D1 section 3 (dropship side). */
export const dropshipUploadSchema = z.object({
  upload_id: z.number().int(),
  vendor_name: text().nullable(),
  file_name: text(),
  upload_date: text(),
  order_count: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  user: text(),
  upload_status: uploadStatusSchema,
  kentucky: z.number().int(),
  pennsylvania: z.number().int(),
  /** The orders that failed, with why; empty while processing or when none failed. */
  failures: z.array(uploadFailureSchema),
});
export type DropshipUpload = z.infer<typeof dropshipUploadSchema>;

export const orderUploadResponseSchema = z.object({
  upload_id: z.number().int(),
  upload_status: uploadStatusSchema,
  order_count: z.number().int(),
});
export type OrderUploadResponse = z.infer<typeof orderUploadResponseSchema>;

export const uploadListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export const uploadListSchema = z.object({ uploads: z.array(dropshipUploadSchema) });

export const uploadIdParamsSchema = z.object({ upload_id: idParam('upload_id') });

/** `?upload_id=` of the tracking export (D1 section 7). */
export const uploadIdQuerySchema = z.object({ upload_id: idParam('upload_id') });

export const uploadIdBodySchema = z.object({ upload_id: id('upload_id') });

/**
 * DELETE /dropship/uploads (upload_id): the id as `?upload_id=`, or in a JSON body as some clients
 * send a DELETE's arguments; one of the two is required.
 */
export const deleteUploadQuerySchema = z.object({ upload_id: idParam('upload_id').optional() });
export const deleteUploadBodySchema = z.object({ upload_id: id('upload_id').optional() }).nullish();

/** Master packslips of an upload or of a pull sheet (D1 section 7: "upload_id or pullsheet_id"). */
export const masterPackslipsQuerySchema = z.object({
  upload_id: idParam('upload_id').optional(),
  pullsheet_id: idParam('pullsheet_id').optional(),
});
export type MasterPackslipsQuery = z.infer<typeof masterPackslipsQuerySchema>;

export const deleteUploadResponseSchema = z.object({
  upload_id: z.number().int(),
  upload_status: uploadStatusSchema,
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

/**
 * Every call serves /uploads on the dropship side; Delete and Re-create Labels also need admin,
 * which the service checks (D1 section 6).
 */
const UPLOADS = { screens: ['/uploads'], side: 'dropship' } as const;

export const createUpload = defineEndpoint({
  name: 'dropship.file-uploads.create',
  method: 'POST',
  path: '/dropship/orders/uploads',
  summary: 'Upload a dropship order file (rows of the order template); processed by a job',
  access: UPLOADS,
  body: orderUploadRequestSchema,
  response: orderUploadResponseSchema,
  status: 202,
  idempotent: true,
});

export const listUploads = defineEndpoint({
  name: 'dropship.file-uploads.list',
  method: 'GET',
  path: '/dropship/orders/uploads',
  summary: 'File Status: the newest dropship uploads of the company',
  access: UPLOADS,
  query: uploadListQuerySchema,
  response: uploadListSchema,
});

export const getUpload = defineEndpoint({
  name: 'dropship.file-uploads.get',
  method: 'GET',
  path: '/dropship/orders/uploads/:upload_id',
  summary: 'One upload with its counts and failed orders (polled until it is not processing)',
  access: UPLOADS,
  params: uploadIdParamsSchema,
  response: dropshipUploadSchema,
  refusals: [404],
});

export const uploadTrackingCsv = defineEndpoint({
  name: 'dropship.file-uploads.tracking',
  method: 'GET',
  path: '/dropship/uploads/tracking',
  summary: "Tracking: the upload's orders with their tracking numbers (text/csv)",
  access: UPLOADS,
  query: uploadIdQuerySchema,
  response: null,
  file: 'text/csv; charset=utf-8',
  refusals: [404],
});

export const deleteUpload = defineEndpoint({
  name: 'dropship.file-uploads.delete',
  method: 'DELETE',
  path: '/dropship/uploads',
  summary: 'Delete an upload (admin): its orders not on a pull sheet or shipped',
  access: UPLOADS,
  query: deleteUploadQuerySchema,
  body: deleteUploadBodySchema,
  response: deleteUploadResponseSchema,
  idempotent: true,
  refusals: [404, 409],
});

export const recreateUploadLabels = defineEndpoint({
  name: 'dropship.file-uploads.recreate-labels',
  method: 'POST',
  path: '/dropship/uploads/recreate_labels',
  summary: 'Re-create Labels (admin): queue new labels for packages without one',
  access: UPLOADS,
  body: uploadIdBodySchema,
  response: recreateLabelsResponseSchema,
  status: 202,
  idempotent: true,
  refusals: [404, 409],
});

export const masterPackslipsPdf = defineEndpoint({
  name: 'dropship.file-uploads.master-packslips',
  method: 'GET',
  path: '/dropship/orders/master_packslips',
  summary:
    'Master packslips (application/pdf) of a Petsense upload (upload_id) or of a pull sheet (pullsheet_id)',
  access: { screens: ['/uploads', '/pullsheets'], side: 'dropship' },
  query: masterPackslipsQuerySchema,
  response: null,
  file: 'application/pdf',
  refusals: [404, 409],
});
