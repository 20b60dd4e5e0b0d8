import {
  createUpload,
  deleteUpload,
  masterPackslipsPdf,
  uploadTrackingCsv,
  getUpload,
  listUploads,
  recreateUploadLabels,
} from '@shared/api/dropship/file-uploads';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { MasterPackslipService } from './master-packslip.service';
import type { UploadsService } from './uploads.service';

/** File Uploads (D1 sections 2, 6 and 7): the upload, File Status and the actions on one upload. */
export function fileUploadsRoutes(app: App, uploads: UploadsService, packslips: MasterPackslipService): void {
  route(app, createUpload, async ({ body }, req) =>
    uploads.create(requireUser(req.principal), requireCompany(req.company), body),
  );

  route(app, listUploads, async ({ query }, req) => ({
    uploads: await uploads.list(requireCompany(req.company), query.limit),
  }));

  route(app, getUpload, async ({ params }, req) =>
    uploads.get(requireCompany(req.company), params.upload_id),
  );

  route(app, uploadTrackingCsv, async ({ query }, req) =>
    uploads.trackingCsv(requireCompany(req.company), query.upload_id),
  );

  // The id as `?upload_id=` (what the screen sends) or in the body of the DELETE.
  route(app, deleteUpload, async ({ query, body }, req) =>
    uploads.delete(
      requireUser(req.principal),
      requireCompany(req.company),
      query.upload_id ?? body?.upload_id,
    ),
  );

  route(app, recreateUploadLabels, async ({ body }, req) =>
    uploads.recreateLabels(requireUser(req.principal), requireCompany(req.company), body.upload_id),
  );

  route(app, masterPackslipsPdf, async ({ query }, req) =>
    packslips.download(requireUser(req.principal), requireCompany(req.company), query),
  );
}
