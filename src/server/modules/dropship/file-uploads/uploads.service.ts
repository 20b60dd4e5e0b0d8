import Papa from 'papaparse';
import type {
  DeleteUploadResponse,
  DropshipUpload,
  OrderUploadRequest,
  OrderUploadResponse,
  RecreateLabelsResponse,
} from '@shared/api/dropship/file-uploads';
import { cell, missingColumns, missingField } from '@shared/domain/dropship/order-upload';
import {
  ORDER_STATUS_NAME,
  UPLOAD_STATUS,
  type OrderStatus,
  type UploadStatus,
} from '@shared/domain/dropship/status';
import { isDeletableOrder } from '@shared/domain/dropship/uploads-table';
import { deleteRefusal, planUploadDelete } from '@shared/domain/uploads/upload-rows';
import type { Company } from '@shared/domain/identity/companies';
import type { FileStore } from '../../../platform/files/file-store';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { JobSender } from '../../../platform/jobs/job-sender';
import type { DropshipJobs } from '../dropship.jobs';
import { storeRows } from './upload-file';
import type { UploadRow, UploadsRepository } from './uploads.repository';

const ADMIN_ONLY = 'Only an admin can do this.';

/** The file of a download: the name the browser saves it under and its content. */
export type DownloadFile = { name: string; body: string | Buffer };

/** upload_status is text in the table; the dropship side only ever writes `UPLOAD_STATUS` codes. */
const uploadStatus = (row: UploadRow) => row.uploadStatus as UploadStatus;

export function toUpload(row: UploadRow): DropshipUpload {
  return {
    upload_id: row.uploadId,
    vendor_name: row.vendorName,
    file_name: row.fileName,
    upload_date: row.uploadDate.toISOString(),
    order_count: row.orderCount,
    successful: row.successful,
    failed: row.failed,
    user: row.user,
    upload_status: uploadStatus(row),
    kentucky: row.kentucky,
    pennsylvania: row.pennsylvania,
    failures: row.failures ?? [],
  };
}

const assertAdmin = (user: UserPrincipal) => {
  if (!user.scopes.includes('admin')) throw forbidden(ADMIN_ONLY, 'admin_only');
};

/** Dropship File Uploads (D1 sections 2, 4, 6, 7). */
export class UploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly files: FileStore,
    private readonly jobs: JobSender<DropshipJobs>,
  ) {}

  async list(company: Company, limit: number): Promise<DropshipUpload[]> {
    return (await this.uploads.list(company, limit)).map(toUpload);
  }

  async get(company: Company, uploadId: number): Promise<DropshipUpload> {
    return toUpload(await this.found(company, uploadId));
  }

  /**
   * Checks the file as a whole (every column present, one vendor), stores the upload as processing
   * with its rows, then queues the job. A refused file writes nothing.
   */
  async create(
    user: UserPrincipal,
    company: Company,
    body: OrderUploadRequest,
  ): Promise<OrderUploadResponse> {
    if (body.company_name.toLowerCase() !== company) {
      throw badRequest(`company_name "${body.company_name}" is not the company of this request.`);
    }
    for (const [index, row] of body.orders.entries()) {
      const absent = missingColumns(Object.keys(row));
      if (absent.length > 0) {
        const message = missingField(absent[0]!);
        throw badRequest(index === 0 ? message : `Row ${index + 2}: ${message}`, 'upload_format_not_found');
      }
    }
    const vendors = [...new Set(body.orders.map((r) => cell(r.vendor_name)).filter(Boolean))];
    if (vendors.length > 1) {
      throw badRequest(`One vendor per file: the file names ${vendors.join(', ')}.`, 'one_vendor_per_file');
    }
    const orderCount = new Set(
      body.orders.map((r) => `${cell(r.vendor_name)}\u0000${cell(r.internal_po_number)}`),
    ).size;
    const upload = await this.uploads.transaction(async (tx) => {
      const row = await this.uploads.insert(tx, {
        company,
        side: 'dropship',
        vendorName: vendors[0] ?? null,
        fileName: body.filename,
        orderCount,
        // Who is signed in, not what the body claims.
        user: user.username,
        uploadStatus: UPLOAD_STATUS.processing,
      });
      // Inside the transaction: if the rows cannot be stored, no upload row is left behind.
      await storeRows(this.files, company, row.uploadId, body.orders);
      return row;
    });
    try {
      await this.jobs.send('dropship.process-upload', { uploadId: upload.uploadId, company });
    } catch (error) {
      await this.uploads.update(company, upload.uploadId, { uploadStatus: UPLOAD_STATUS.failed });
      throw error;
    }
    return { upload_id: upload.uploadId, upload_status: uploadStatus(upload), order_count: orderCount };
  }

  /** Tracking (D1 section 7): the upload's orders with their tracking numbers, as CSV. */
  async trackingCsv(company: Company, uploadId: number): Promise<DownloadFile> {
    const upload = await this.found(company, uploadId);
    const rows = await this.uploads.trackingRows(company, uploadId);
    const csv = Papa.unparse({
      fields: [
        'vendor_name',
        'internal_po_number',
        'external_po_number',
        'order_date',
        'name',
        'order_status',
        'warehouse',
        'carrier',
        'method',
        'tracking_number',
        'tracking_status',
        'ship_date',
      ],
      data: rows.map((r) => [
        r.vendorName,
        r.internalPoNumber,
        r.externalPoNumber ?? '',
        r.orderDate.toISOString().replace('T', ' ').slice(0, 19),
        r.name,
        ORDER_STATUS_NAME[r.orderStatus as OrderStatus] ?? String(r.orderStatus),
        r.warehouse ?? '',
        r.carrier ?? '',
        r.method ?? '',
        r.trackingNumber ?? '',
        r.trackingStatus ?? '',
        r.shipDate ? r.shipDate.toISOString().slice(0, 10) : '',
      ]),
    });
    return { name: `upload_${upload.uploadId}_tracking.csv`, body: `${csv}\r\n` };
  }

  /**
   * Delete (admin, D1 section 6): removes the upload's orders that are neither on a pull sheet nor
   * past creation, with their lines and packages, in one transaction with the upload's new status.
   * The id comes from the query or the body of the DELETE, so it may be missing.
   */
  async delete(
    user: UserPrincipal,
    company: Company,
    uploadId: number | undefined,
  ): Promise<DeleteUploadResponse> {
    assertAdmin(user);
    if (uploadId === undefined) throw badRequest('upload_id is required.', 'validation_failed');
    return this.uploads.transaction(async (tx) => {
      const upload = await this.uploads.lock(tx, company, uploadId);
      if (!upload) throw notFound(`Upload ${uploadId} was not found.`);
      const refusal = deleteRefusal(upload.uploadStatus);
      if (refusal) throw conflict(refusal, 'upload_not_deletable');
      const plan = planUploadDelete(
        await this.uploads.ordersOf(tx, company, uploadId),
        (o) => isDeletableOrder({ order_status: o.orderStatus, on_pullsheet: o.onPullsheet }),
        'Nothing to delete: every order of this upload is on a pull sheet or shipped.',
      );
      if ('refusal' in plan) throw conflict(plan.refusal, 'upload_not_deletable');
      const deleted = await this.uploads.deleteOrders(
        tx,
        company,
        plan.remove.map((o) => o.id),
      );
      const { status, kept } = plan;
      await this.uploads.setStatus(tx, company, uploadId, status);
      return { upload_id: uploadId, upload_status: status, deleted, kept };
    });
  }

  /** Re-create Labels (admin): queues the job for the packages of the upload that have no label. */
  async recreateLabels(
    user: UserPrincipal,
    company: Company,
    uploadId: number,
  ): Promise<RecreateLabelsResponse> {
    assertAdmin(user);
    const upload = await this.found(company, uploadId);
    if (upload.uploadStatus === UPLOAD_STATUS.processing) {
      throw conflict('The upload is still processing; try again once it is done.', 'upload_processing');
    }
    const packages = (await this.uploads.unlabelledPackages(company, uploadId)).length;
    if (packages > 0) {
      await this.jobs.send('dropship.recreate-labels', { uploadId, company, user: user.username });
    }
    return { upload_id: uploadId, packages };
  }

  private async found(company: Company, uploadId: number): Promise<UploadRow> {
    const upload = await this.uploads.find(company, uploadId);
    if (!upload) throw notFound(`Upload ${uploadId} was not found.`);
    return upload;
  }
}
