import { masterPackslipsPdf, uploadTrackingCsv } from '@shared/api/dropship/file-uploads';
import { download } from '@client/lib/api';

/** Tracking: the upload's orders with their tracking numbers, saved as CSV; resolves to the file name. */
export const downloadTracking = (uploadId: number) =>
  download(uploadTrackingCsv, { query: { upload_id: uploadId } }, `upload_${uploadId}_tracking.csv`);

/** Get Master Packslips of a Petsense upload, saved as PDF; resolves to the file name. */
export const downloadMasterPackslips = (uploadId: number) =>
  download(masterPackslipsPdf, { query: { upload_id: uploadId } }, `master_packslips_upload_${uploadId}.pdf`);
