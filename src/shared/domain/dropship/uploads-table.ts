import { ORDER_STATUS, UPLOAD_STATUS, type UploadStatus } from './status';

/** The File Status row classes of D1 section 4. */
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
 * Why the whole file failed, when its job gave up (a failure without a PO), else null: File
 * Uploads shows it beside the status and in the result alert.
 */
export const uploadStopReason = (upload: { failures: readonly { po: string; reason: string }[] }) =>
  upload.failures.find((f) => f.po === '')?.reason ?? null;

/** The result alert of an order upload (D1 section 8), failed PO numbers listed after it. */
export function uploadResultMessage(successful: number, failed: number): string {
  return `Successful Uploads: ${successful} / Failed Uploads: ${failed}`;
}

/** 'Error Uploading Order File: {reason}' (D1 section 8). */
export const uploadErrorMessage = (reason: string) => `Error Uploading Order File: ${reason}`;

/** Master packslips are offered only for the Petsense vendor (D1 section 2). */
export const offersMasterPackslips = (vendorName: string | null) => vendorName === 'Petsense';

/**
 * Delete (D1 6, admin): an order of the upload goes unless it is on a pull sheet or already past
 * creation (pulled, built, staged, shipped). Cancelled and held orders are not on a sheet and go.
 */
export function isDeletableOrder(order: { order_status: number; on_pullsheet: boolean }): boolean {
  if (order.on_pullsheet) return false;
  const s = order.order_status;
  return !(s >= ORDER_STATUS.pulled && s <= ORDER_STATUS.shipped);
}

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
