import { createBulkUpload, deleteBulkUpload, listBulkUploads } from '@shared/api/bulk/bulk-uploads';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { BulkUploadsService } from './bulk-uploads.service';

/** Bulk Uploads (D2 sections 2 and 7): the upload, the history and Delete (admin). */
export function bulkUploadsRoutes(app: App, uploads: BulkUploadsService): void {
  route(app, createBulkUpload, async ({ body }, req) =>
    uploads.create(requireUser(req.principal), requireCompany(req.company), body),
  );
  route(app, listBulkUploads, async ({ query }, req) => ({
    uploads: await uploads.list(requireCompany(req.company), query.limit),
  }));
  route(app, deleteBulkUpload, async ({ query }, req) =>
    uploads.delete(requireUser(req.principal), requireCompany(req.company), query.upload_id),
  );
}
