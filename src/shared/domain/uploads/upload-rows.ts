import { UPLOAD_STATUS, type UploadStatus } from '../dropship/status';

/**
 * The rules of an upload row that every side shares (D1 sections 3 and 4: dropship, bulk and
 * Acumatica uploads are one entity): the row colours of the upload history tables, the error line
 * of a refused file, and what a delete leaves. File Uploads (/uploads) and Bulk Uploads
 * (/bulk_uploads) both use them.
 */

/** An Upload of D1 section 3 as the history tables show it. */
export type UploadRow = {
  upload_id: number;
  vendor_name: string | null;
  file_name: string;
  upload_date: string;
  order_count: number;
  successful: number;
  failed: number;
  user: string;
  upload_status: UploadStatus;
  kentucky: number;
  pennsylvania: number;
  failures: readonly { po: string; reason: string }[];
};

/** The row classes of D1 section 4. */
export type UploadRowClass = 'invalid' | 'partial' | 'failed' | 'success' | 'deleted' | 'processing';

/**
 * Row colouring (D1 section 4): invalid format grey; complete with both failed and successful above
 * 0 is partial success (warning); complete with only failures is failed (error); complete with only
 * successes is success; deleted greyed; failed is error; anything else is processing.
 */
export function uploadRowClass(upload: {
  upload_status: string;
  successful: number;
  failed: number;
}): UploadRowClass {
  const { upload_status: status, successful, failed } = upload;
  if (status === UPLOAD_STATUS.formatNotFound) return 'invalid';
  if (status === UPLOAD_STATUS.complete) {
    if (failed > 0 && successful > 0) return 'partial';
    if (failed > 0) return 'failed';
    if (successful > 0) return 'success';
    return 'processing';
  }
  if (status === UPLOAD_STATUS.deleted) return 'deleted';
  if (status === UPLOAD_STATUS.failed) return 'failed';
  return 'processing';
}

/** Whether the job still works on the upload (the screen keeps asking until it is not). */
export const isProcessing = (status: string) => status === UPLOAD_STATUS.processing;

/**
 * Why the whole file failed, when its job gave up (a failure without a PO), else null: the history
 * tables show it beside the status and File Uploads in the result alert.
 */
export const uploadStopReason = (upload: { failures: readonly { po: string; reason: string }[] }) =>
  upload.failures.find((f) => f.po === '')?.reason ?? null;

/** 'Error Uploading Order File: {reason}' (D1 section 8, D2 section 8). */
export const uploadErrorMessage = (reason: string) => `Error Uploading Order File: ${reason}`;

/** The status an upload takes after a delete: all its orders gone, or some left behind. */
export function statusAfterDelete(remaining: number): UploadStatus {
  return remaining === 0 ? UPLOAD_STATUS.deleted : UPLOAD_STATUS.partiallyDeleted;
}

/** Uploads that Delete refuses: the job still writes them, or nothing is left to delete. */
export function deleteRefusal(status: string): string | null {
  if (status === UPLOAD_STATUS.processing)
    return 'The upload is still processing; delete it once it is done.';
  if (status === UPLOAD_STATUS.deleted) return 'The upload is already deleted.';
  return null;
}

/**
 * What Delete does with an upload's orders: refuses when it has orders and none may go (the
 * message says why), else the orders that go, how many stay and the upload's status after.
 */
export function planUploadDelete<O>(
  orders: readonly O[],
  deletable: (order: O) => boolean,
  nothingToDelete: string,
): { refusal: string } | { remove: O[]; kept: number; status: UploadStatus } {
  const remove = orders.filter(deletable);
  const kept = orders.length - remove.length;
  if (orders.length > 0 && remove.length === 0) return { refusal: nothingToDelete };
  return { remove, kept, status: statusAfterDelete(kept) };
}
